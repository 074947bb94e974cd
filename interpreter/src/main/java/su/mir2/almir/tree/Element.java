package su.mir2.almir.tree;

import su.mir2.machine.control.Processor;
import su.mir2.machine.memory.ArrayBlock;

import static su.mir2.almir.tree.Expr.NOT_SMALL;

/**
 * An array element named by subscript expressions: reading it, or the target of an assignment.
 * Each subscript is made a whole number as soon as it is computed, left to right, so a wrong one
 * stops the machine before the next is looked at. Translated code does the same through
 * {@link #whole} and the {@code address} methods taking the subscripts' values.
 */
public final class Element {
    private final ArrayBlock array;
    private final Expr[] subscripts;

    public Element(ArrayBlock array, Expr[] subscripts) {
        this.array = array;
        this.subscripts = subscripts;
    }

    public ArrayBlock array() {
        return array;
    }

    public Expr[] subscripts() {
        return subscripts.clone();
    }

    public int address(Processor p) {
        if (subscripts.length == 1) {
            return address(p, whole(p, subscripts[0].small(p)));
        }
        if (subscripts.length == 2) {
            int s0 = whole(p, subscripts[0].small(p));
            return address(p, s0, whole(p, subscripts[1].small(p)));
        }
        return array.address(subscriptValues(p), p.checkSubscripts, p.memory.addressableWords());
    }

    /** The subscripts' values, each made a whole number. */
    public int[] subscriptValues(Processor p) {
        int[] s = new int[subscripts.length];
        for (int k = 0; k < s.length; k++) {
            s[k] = whole(p, subscripts[k].small(p));
        }
        return s;
    }

    /** A subscript's value, as {@link Expr#small} gave it, made a whole number (or the machine stops). */
    public int whole(Processor p, long value) {
        if (value != NOT_SMALL && value == (int) value) {
            return (int) value;
        }
        return Expr.whole(Expr.num(p, value), array.name());
    }

    /** {@link #whole(Processor, long)} for translated code, the element looked at only when it must be. */
    public static int whole(long value, Processor p, Object element) {
        if (value != NOT_SMALL && value == (int) value) {
            return (int) value;
        }
        return ((Element) element).whole(p, value);
    }

    /** The address for one subscript. */
    public int address(Processor p, int s) {
        if (!p.checkSubscripts) {
            long address = array.quickAddress(1, s, 0, p.memory.addressableWords());
            if (address >= 0) {
                return (int) address;
            }
        }
        return array.address(new int[] {s}, p.checkSubscripts, p.memory.addressableWords());
    }

    /** The address for two subscripts. */
    public int address(Processor p, int s0, int s1) {
        if (!p.checkSubscripts) {
            long address = array.quickAddress(2, s0, s1, p.memory.addressableWords());
            if (address >= 0) {
                return (int) address;
            }
        }
        return array.address(new int[] {s0, s1}, p.checkSubscripts, p.memory.addressableWords());
    }
}
