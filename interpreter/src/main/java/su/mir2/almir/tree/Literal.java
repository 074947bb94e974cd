package su.mir2.almir.tree;

import su.mir2.machine.arithmetic.Num;
import su.mir2.machine.control.Processor;

public final class Literal extends Expr {
    private final Num value;

    public Literal(Num value) {
        this.value = value;
    }

    @Override
    public Num evaluate(Processor p) {
        return value;
    }
}
