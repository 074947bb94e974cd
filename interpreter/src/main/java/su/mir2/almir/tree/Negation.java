package su.mir2.almir.tree;

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
}
