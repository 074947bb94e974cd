package su.mir2.almir.tree;

import su.mir2.machine.arithmetic.Num;
import su.mir2.machine.control.Processor;

/** A simple variable; one that was never given a value reads as 0, the cleared memory's content. */
public final class ScalarRead extends Expr {
    private final int address;

    public ScalarRead(int address) {
        this.address = address;
    }

    public int address() {
        return address;
    }

    @Override
    public Num evaluate(Processor p) {
        return p.memory.read(address);
    }

    @Override
    public long small(Processor p) {
        return word(p, address);
    }
}
