package su.mir2.almir.tree;

import su.mir2.almir.reader.SourcePosition;
import su.mir2.machine.control.Instruction;
import su.mir2.machine.control.Processor;

/** V=expr for a simple variable. */
public final class Assign extends Instruction {
    private final int address;
    private final Expr value;

    public Assign(SourcePosition position, CharSequence text, int address, Expr value) {
        super(position, text);
        this.address = address;
        this.value = value;
    }

    public int address() {
        return address;
    }

    public Expr value() {
        return value;
    }

    @Override
    public int execute(Processor p, int index) {
        store(value.small(p), p, address);
        return index + 1;
    }

    /** Stores a value given as {@link Expr#small} gives it. */
    public static void store(long value, Processor p, int address) {
        if (value != Expr.NOT_SMALL) {
            p.memory.write(address, value);
        } else {
            p.memory.write(address, p.spill);
        }
    }
}
