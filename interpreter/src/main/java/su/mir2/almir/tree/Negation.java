package su.mir2.almir.tree;

import java.util.List;
import su.mir2.machine.arithmetic.Num;
import su.mir2.machine.control.Processor;

public final class Negation extends Expr {
    private final Expr operand;

    public Negation(Expr operand) {
        this.operand = operand;
    }

    @Override
    public Num evaluate(Processor p) {
        return p.arithmetic.negate(operand.evaluate(p));
    }

    public Expr operand() {
        return operand;
    }

    @Override
    public long small(Processor p) {
        return negate(operand.small(p), p);
    }

    /** −a for a value given as {@link Expr#small} gives it. */
    public static long negate(long a, Processor p) {
        if (a != NOT_SMALL) {
            return -a;
        }
        return small(p, p.arithmetic.negate(p.spill));
    }

    @Override
    public List<Expr> children() {
        return List.of(operand());
    }
}
