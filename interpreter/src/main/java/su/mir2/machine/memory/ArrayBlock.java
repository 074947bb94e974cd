package su.mir2.machine.memory;

import su.mir2.machine.halt.MachineFault;

/**
 * An array: consecutive words of the data area, row by row, subscripts from 1. The block is named
 * while the program is built and placed when its «ГДЕ» description is carried out.
 */
public final class ArrayBlock implements Variable {
    private final String name;
    private int base = -1;
    private int[] sizes;
    private int[] strides;
    private int length;
    /** The number of subscripts once placed, 0 before: what {@link #quickAddress} looks at first. */
    private int placedDimensions;
    /** The words from one element to the next of the first subscript (the row length of a table). */
    private int firstStride;

    public ArrayBlock(String name) {
        this.name = name;
    }

    @Override
    public String name() {
        return name;
    }

    public boolean isPlaced() {
        return base >= 0;
    }

    public void place(int base, int[] sizes) {
        this.base = base;
        this.sizes = sizes.clone();
        this.strides = new int[sizes.length];
        int stride = 1;
        for (int k = sizes.length - 1; k >= 0; k--) {
            strides[k] = stride;
            stride *= sizes[k];
        }
        this.length = stride;
        this.firstStride = strides[0];
        this.placedDimensions = sizes.length;
    }

    /** Where the array lies now, to put it back with {@link #restore}; unplaced, a base of −1. */
    public Placement placement() {
        return new Placement(base, sizes);
    }

    public void restore(Placement p) {
        if (p.base() >= 0) {
            place(p.base(), p.sizes());
        } else {
            base = -1;
            sizes = null;
            strides = null;
            length = 0;
            placedDimensions = 0;
            firstStride = 0;
        }
    }

    /** An array's first word and sizes (null, unplaced). */
    public record Placement(int base, int[] sizes) {
    }

    public int base() {
        return base;
    }

    public int[] sizes() {
        return sizes.clone();
    }

    public int dimensions() {
        return sizes.length;
    }

    public int length() {
        return length;
    }

    /**
     * The address of an element. Checked: every subscript must lie within its size. Unchecked, as the
     * MIR most likely worked: the subscripts only give an offset from the array's first word, which
     * may reach the neighbouring words of the data area and the free memory above it; only leaving
     * the memory (or reaching down into the program text) stops the machine.
     */
    public int address(int[] subscripts, boolean checked, int addressableWords) {
        if (base < 0) {
            throw new MachineFault("fault.array.undescribed", name);
        }
        if (subscripts.length != sizes.length) {
            throw new MachineFault("fault.array.dimensions", name, sizes.length, subscripts.length);
        }
        long offset = 0;
        for (int k = 0; k < subscripts.length; k++) {
            int s = subscripts[k];
            if (checked && (s < 1 || s > sizes[k])) {
                throw new MachineFault("fault.subscript.range", name, describe(subscripts), k + 1, sizes[k]);
            }
            offset += ((long) s - 1) * strides[k];
        }
        long address = base + offset;
        if (address < 0 || address >= addressableWords) {
            throw new MachineFault("fault.subscript.memory", name, describe(subscripts));
        }
        return (int) address;
    }

    /**
     * {@link #address(int[], boolean, int)} for one or two unchecked subscripts of a placed array of
     * as many dimensions, when the element lies in the memory; otherwise a negative number, and that
     * method must decide (and stop the machine). Written for the JIT to inline at every element of translated
     * code: a few fields and no array of subscripts.
     */
    public long quickAddress(int dimensions, int s0, int s1, int addressableWords) {
        if (placedDimensions != dimensions) {
            return -1;
        }
        long address = dimensions == 1 ? base + ((long) s0 - 1)
                : base + ((long) s0 - 1) * firstStride + ((long) s1 - 1);
        return address < addressableWords ? address : -1;
    }

    /**
     * For translated code, which computes addresses itself (see {@link #quickAddress}): the first
     * word when the array is placed with so many dimensions and subscripts are not checked; else −1.
     */
    public long quickBase(int dimensions, boolean checked) {
        return !checked && placedDimensions == dimensions ? base : -1;
    }

    /** The words from one element to the next of the first subscript. */
    public int firstStride() {
        return firstStride;
    }

    /** Element address for subscripts 1..n in storage order (used by «МАССИВ» and value lists). */
    public int addressOf(int index) {
        return base + index;
    }

    /** The subscripts of the element at {@code address}, or null if it is not one of this array's. */
    public int[] subscriptsOf(int address) {
        if (base < 0 || address < base || address >= base + length) {
            return null;
        }
        int offset = address - base;
        int[] subscripts = new int[sizes.length];
        for (int k = 0; k < sizes.length; k++) {
            subscripts[k] = offset / strides[k] + 1;
            offset %= strides[k];
        }
        return subscripts;
    }

    public static String describe(int[] subscripts) {
        StringBuilder b = new StringBuilder("[");
        for (int k = 0; k < subscripts.length; k++) {
            if (k > 0) {
                b.append(',');
            }
            b.append(subscripts[k]);
        }
        return b.append(']').toString();
    }
}
