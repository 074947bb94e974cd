package su.mir2.almir.tree;

import su.mir2.machine.arithmetic.ArithmeticUnit;
import su.mir2.machine.arithmetic.Num;
import su.mir2.machine.control.Processor;

/** A binary operation of the arithmetic unit: + - × / ↑. */
public final class Operation extends Expr {
    public enum Kind { ADD, SUBTRACT, MULTIPLY, DIVIDE, POWER }

    private final Kind kind;
    private final Expr left;
    private final Expr right;

    public Operation(Kind kind, Expr left, Expr right) {
        this.kind = kind;
        this.left = left;
        this.right = right;
    }

    @Override
    public Num evaluate(Processor p) {
        return num(p, small(p));
    }

    /**
     * Sums, differences and products of small integers are done here in longs; anything else (an
     * overflow, a real, '/', '↑') goes to the arithmetic unit, with the operands' values.
     *
     * <p>An operand that is a variable or a number is called directly: the call through Expr, shared
     * by every operation of the program, reaches many kinds of node and is not inlined by the JIT, a
     * call on a final class is. (The test is written out at each place, not in a shared helper, so
     * that the remaining call keeps the type profile of its own place.) Relation does the same.
     */
    @Override
    public long small(Processor p) {
        long a = left instanceof ScalarRead s ? s.small(p) : left instanceof Literal l ? l.small(p) : left.small(p);
        if (a == NOT_SMALL) {
            Num x = p.spill;
            return small(p, apply(p.arithmetic, x, right.evaluate(p)));
        }
        long b = right instanceof ScalarRead s2 ? s2.small(p) : right instanceof Literal l2 ? l2.small(p) : right.small(p);
        if (b == NOT_SMALL) {
            return small(p, apply(p.arithmetic, Num.of(a), p.spill));
        }
        switch (kind) {
            case ADD -> {
                long r = a + b;
                if (((a ^ r) & (b ^ r)) >= 0 && r != NOT_SMALL) {
                    return r;
                }
            }
            case SUBTRACT -> {
                long r = a - b;
                if (((a ^ b) & (a ^ r)) >= 0 && r != NOT_SMALL) {
                    return r;
                }
            }
            case MULTIPLY -> {
                long hi = Math.multiplyHigh(a, b);
                long lo = a * b;
                if (((hi == 0 && lo >= 0) || (hi == -1 && lo < 0)) && lo != NOT_SMALL) {
                    return lo;
                }
            }
            default -> {
            }
        }
        return small(p, apply(p.arithmetic, Num.of(a), Num.of(b)));
    }

    private Num apply(ArithmeticUnit au, Num a, Num b) {
        return switch (kind) {
            case ADD -> au.add(a, b);
            case SUBTRACT -> au.subtract(a, b);
            case MULTIPLY -> au.multiply(a, b);
            case DIVIDE -> au.divide(a, b);
            case POWER -> au.power(a, b);
        };
    }
}
