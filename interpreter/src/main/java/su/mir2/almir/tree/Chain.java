package su.mir2.almir.tree;

import java.util.ArrayList;
import java.util.List;
import su.mir2.machine.arithmetic.Num;
import su.mir2.machine.control.Processor;

/**
 * A long run of operations of one level, grouped from the left (a+b−c+…, a×b/c×…, a↑b↑c): computed
 * in a loop, not by operations nested inside each other, so that its length costs no depth of the
 * JVM's stack. Each step is an {@link Operation} of the step's operand alone; its left operand is the
 * value so far, and it is done exactly as that operation would do it, in the same order.
 *
 * <p>Translated code does not look inside a chain: it has the tree compute it.
 */
public final class Chain extends Expr {
    /**
     * Runs of more operations than this are chains; shorter ones nest (translated code knows them).
     * Above the longest run in the book's programs (the logic program's product of 18 factors, 17
     * operations, which as a chain ran five times slower, on the tree), and small enough that even a
     * text nested as deeply as it may be ({@code Nesting.LIMIT} levels) needs only a few thousand frames.
     */
    public static final int LONGEST_NESTED = 32;

    private final Expr first;
    private final Operation[] steps;

    /** {@code steps}: operations whose left operand is null, as it is the value so far. */
    public Chain(Expr first, Operation[] steps) {
        this.first = first;
        this.steps = steps.clone();
    }

    public Expr first() {
        return first;
    }

    /** The operations after the first operand; each one's own operand is its {@link Operation#right}. */
    public Operation[] steps() {
        return steps.clone();
    }

    @Override
    public Num evaluate(Processor p) {
        return num(p, small(p));
    }

    @Override
    public long small(Processor p) {
        long value = first.small(p);
        for (Operation step : steps) {
            value = step.withLeft(value, p);
        }
        return value;
    }

    @Override
    public List<Expr> children() {
        List<Expr> all = new ArrayList<>(steps.length + 1);
        all.add(first);
        for (Operation step : steps) {
            all.add(step.right());
        }
        return all;
    }
}
