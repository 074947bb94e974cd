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
     */
    @Override
    public long small(Processor p) {
        long a = left.small(p);
        if (a == NOT_SMALL) {
            Num x = p.spill;
            return small(p, apply(p.arithmetic, x, right.evaluate(p)));
        }
        long b = right.small(p);
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
