package su.mir2.almir.tree;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import su.mir2.machine.arithmetic.Num;
import su.mir2.machine.control.Processor;

/**
 * A long run of operations of one level, grouped from the left (a+b−c+…, a×b/c×…, a↑b↑c): computed
 * in a loop, not by operations nested inside each other, so that its length costs no depth of the
 * JVM's stack. Each step is an operation's kind and its right operand; its left operand is the value
 * so far, and it is done exactly as that {@link Operation} would do it, in the same order. A step
 * takes two references, not an operation node of 24 bytes: a long chain is mostly a long text.
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
    private final Operation.Kind[] kinds;
    private final Expr[] operands;

    /** Takes the arrays as they are: step {@code k} is {@code kinds[k]} with {@code operands[k]} on its right. */
    public Chain(Expr first, Operation.Kind[] kinds, Expr[] operands) {
        if (kinds.length != operands.length) {
            throw new IllegalArgumentException("a chain's steps need a kind and an operand each");
        }
        this.first = first;
        this.kinds = kinds;
        this.operands = operands;
    }

    public Expr first() {
        return first;
    }

    @Override
    public Num evaluate(Processor p) {
        return num(p, small(p));
    }

    @Override
    public long small(Processor p) {
        long value = first.small(p);
        for (int k = 0; k < kinds.length; k++) {
            value = Operation.step(kinds[k], value, operands[k], p);
        }
        return value;
    }

    @Override
    public List<Expr> children() {
        List<Expr> all = new ArrayList<>(operands.length + 1);
        all.add(first);
        all.addAll(Arrays.asList(operands));
        return all;
    }
}
