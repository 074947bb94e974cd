package su.mir2.almir.tree;

import su.mir2.almir.reader.SourcePosition;
import su.mir2.machine.control.Instruction;
import su.mir2.machine.control.Processor;

import static su.mir2.almir.tree.Expr.NOT_SMALL;

/**
 * The head of «ДЛЯ» v=a «ШАГ» h «ДО» b: leave the loop once v has passed b in the direction of h.
 * Step and bound are taken anew at every turn, as ALGOL 60 (ALMIR's model) prescribes and as a
 * machine that interprets the text does naturally.
 */
public final class LoopTest extends Instruction {
    private final int variable;
    private final Expr step;
    private final Expr bound;
    private int exit;

    public LoopTest(SourcePosition position, CharSequence text, int variable, Expr step, Expr bound) {
        super(position, text);
        this.variable = variable;
        this.step = step;
        this.bound = bound;
    }

    public void exit(int index) {
        this.exit = index;
    }

    public int variable() {
        return variable;
    }

    public Expr step() {
        return step;
    }

    public Expr bound() {
        return bound;
    }

    public int exit() {
        return exit;
    }

    @Override
    public int execute(Processor p, int index) {
        int direction = direction(step.small(p), p);
        long b = bound.small(p);
        int c = compare(p.memory.smalls[variable], b, p, variable);
        return passed(direction, c) ? exit : index + 1;
    }

    /** The sign of the step, given as {@link Expr#small} gives it. */
    public static int direction(long step, Processor p) {
        return step != NOT_SMALL ? Long.signum(step) : p.spill.signum();
    }

    /**
     * How the loop variable compares with the bound, given as {@link Expr#small} gives it: its word
     * {@code v} as the memory's small integers hold it, read after the bound was computed.
     */
    public static int compare(long v, long bound, Processor p, int variable) {
        return bound != NOT_SMALL && v != NOT_SMALL ? Long.compare(v, bound) : compareNums(bound, p, variable);
    }

    private static int compareNums(long bound, Processor p, int variable) {
        return p.arithmetic.compare(p.memory.read(variable), Expr.num(p, bound));
    }

    /**
     * Whether a variable that compares with the bound as {@code c} is past it, going {@code direction}.
     * A step of 0 goes nowhere, so it never passes: ALGOL 60's test (v − b) × sign(h) &gt; 0.
     */
    public static boolean passed(int direction, int c) {
        return direction > 0 ? c > 0 : direction < 0 && c < 0;
    }
}
