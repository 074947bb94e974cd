package su.mir2.almir.tree;

import su.mir2.almir.reader.SourcePosition;
import su.mir2.machine.control.Instruction;
import su.mir2.machine.control.Processor;

/** The end of a loop body, however it was reached: v=v+h, then back to the loop's test. */
public final class LoopNext extends Instruction {
    private final int variable;
    private final Expr step;
    private final int test;

    public LoopNext(SourcePosition position, String text, int variable, Expr step, int test) {
        super(position, text);
        this.variable = variable;
        this.step = step;
        this.test = test;
    }

    @Override
    public int execute(Processor p, int index) {
        p.memory.write(variable, p.arithmetic.add(p.memory.words[variable], step.evaluate(p)));
        return test;
    }
}
