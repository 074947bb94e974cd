package su.mir2.almir.tree;

import su.mir2.almir.reader.SourcePosition;
import su.mir2.machine.control.Instruction;
import su.mir2.machine.control.Processor;

/** V=expr for a simple variable. */
public final class Assign extends Instruction {
    private final int address;
    private final Expr value;

    public Assign(SourcePosition position, String text, int address, Expr value) {
        super(position, text);
        this.address = address;
        this.value = value;
    }

    @Override
    public int execute(Processor p, int index) {
        p.memory.write(address, value.evaluate(p));
        return index + 1;
    }
}
