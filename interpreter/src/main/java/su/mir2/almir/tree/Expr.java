package su.mir2.almir.tree;

import java.util.List;
import su.mir2.machine.arithmetic.Num;
import su.mir2.machine.control.Processor;

/**
 * An expression of the compiled tree, its names already resolved to words of the data area.
 *
 * <p>Besides {@link #evaluate}, an expression can be asked for {@link #small}: its value as a long,
 * so that integers that fit one go through sums, products and comparisons without a {@link Num}
 * for every intermediate result. Both evaluate the expression exactly once, in the same order, and
 * give the same value.
 */
public abstract class Expr {
    /** What {@link #small} returns for a value that is not a small integer (then in Processor.spill). */
    public static final long NOT_SMALL = Long.MIN_VALUE;

    public abstract Num evaluate(Processor p);

    /**
     * The value, if it is an integer that fits a long (other than Long.MIN_VALUE); otherwise
     * {@link #NOT_SMALL}, and the value is left in {@code p.spill} for the caller to take at once.
     */
    public long small(Processor p) {
        return small(p, evaluate(p));
    }

    /** {@code n} as {@link #small} returns it. */
    public static long small(Processor p, Num n) {
        if (n.isSmall() && n.smallValue() != NOT_SMALL) {
            return n.smallValue();
        }
        p.spill = n;
        return NOT_SMALL;
    }

    /** The word at {@code address} as {@link #small} returns a value: a long, or NOT_SMALL and the spill. */
    public static long word(Processor p, int address) {
        long v = p.memory.smalls[address];
        if (v != NOT_SMALL) {
            return v;
        }
        p.spill = p.memory.read(address);
        return NOT_SMALL;
    }

    /**
     * {@link #word(Processor, int)} with the word's value as the memory's small integers hold it
     * (read from them, or from translated code's copy of it).
     */
    public static long word(long v, Processor p, int address) {
        return v != NOT_SMALL ? v : word(p, address);
    }

    /** The value {@link #small} returned, as a Num. */
    public static Num num(Processor p, long small) {
        return small != NOT_SMALL ? Num.of(small) : p.spill;
    }

    /**
     * The value as a whole number (a subscript, a count); a value that is not whole, or whole but
     * beyond every word of any memory, is a machine error.
     */
    public static int whole(Num n, String what) {
        if (n.isSmall() && n.smallValue() == (int) n.smallValue()) {
            return (int) n.smallValue();
        }
        Integer v = n.toIntOrNull();
        if (v == null) {
            throw new su.mir2.machine.halt.MachineFault(n.isWhole() ? "fault.whole.beyond" : "fault.not.whole",
                    what, n.toString());
        }
        return v;
    }

    /** The expressions directly inside this one, in the order it computes them; none for a leaf. */
    public List<Expr> children() {
        return List.of();
    }
}
