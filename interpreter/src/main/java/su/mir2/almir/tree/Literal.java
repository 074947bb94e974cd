package su.mir2.almir.tree;

import su.mir2.machine.arithmetic.Num;
import su.mir2.machine.control.Processor;

public final class Literal extends Expr {
    private final Num value;
    private final long small;

    public Literal(Num value) {
        this.value = value;
        this.small = value.isSmall() ? value.smallValue() : NOT_SMALL;
    }

    public Num value() {
        return value;
    }

    @Override
    public Num evaluate(Processor p) {
        return value;
    }

    @Override
    public long small(Processor p) {
        if (small != NOT_SMALL) {
            return small;
        }
        p.spill = value;
        return NOT_SMALL;
    }
}
