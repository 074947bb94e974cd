package su.mir2.almir.tree;

import su.mir2.almir.reader.SourcePosition;
import su.mir2.machine.arithmetic.Num;
import su.mir2.machine.control.Instruction;
import su.mir2.machine.control.Processor;

import static su.mir2.almir.tree.Expr.NOT_SMALL;

/** The end of a loop body, however it was reached: v=v+h, then back to the loop's test. */
public final class LoopNext extends Instruction {
    private final int variable;
    private final Expr step;
    private final int test;

    public LoopNext(SourcePosition position, CharSequence text, int variable, Expr step, int test) {
        super(position, text);
        this.variable = variable;
        this.step = step;
        this.test = test;
    }

    public int variable() {
        return variable;
    }

    public Expr step() {
        return step;
    }

    public int test() {
        return test;
    }

    @Override
    public int execute(Processor p, int index) {
        Num v = p.memory.read(variable);
        p.memory.write(variable, p.arithmetic.add(v, step.evaluate(p)));
        return test;
    }

    /**
     * v=v+h for translated code: v's word as the memory's small integers hold it, read after the
     * step, given as {@link Expr#small} gives it, was computed. Returns the word's new value as the
     * memory's small integers hold it.
     */
    public static long advanced(long v, long step, Processor p, int variable) {
        long r = v + step;
        if (step != NOT_SMALL && v != NOT_SMALL && ((v ^ r) & (step ^ r)) >= 0 && r != NOT_SMALL) {
            p.memory.write(variable, r);
            return r;
        }
        advanceNums(step, p, variable);
        return p.memory.smalls[variable];
    }

    private static void advanceNums(long step, Processor p, int variable) {
        p.memory.write(variable, p.arithmetic.add(p.memory.read(variable), Expr.num(p, step)));
    }
}
