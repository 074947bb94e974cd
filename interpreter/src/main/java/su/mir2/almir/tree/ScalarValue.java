package su.mir2.almir.tree;

import su.mir2.almir.reader.SourcePosition;
import su.mir2.machine.control.Processor;

/** M=6: a simple variable's starting value. */
public record ScalarValue(SourcePosition position, int address, Expr value) implements Description {
    @Override
    public void apply(Processor p) {
        p.memory.write(address, value.evaluate(p));
    }
}
