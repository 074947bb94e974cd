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
        Num a = left.evaluate(p);
        Num b = right.evaluate(p);
        ArithmeticUnit au = p.arithmetic;
        return switch (kind) {
            case ADD -> au.add(a, b);
            case SUBTRACT -> au.subtract(a, b);
            case MULTIPLY -> au.multiply(a, b);
            case DIVIDE -> au.divide(a, b);
            case POWER -> au.power(a, b);
        };
    }
}
