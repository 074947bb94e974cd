package su.mir2.almir.tree;

import su.mir2.almir.reader.SourcePosition;
import su.mir2.machine.halt.MachineFault;
import su.mir2.machine.arithmetic.Num;
import su.mir2.machine.control.Processor;
import su.mir2.machine.memory.ArrayBlock;

/**
 * P[9,3]=1,2,8,… : an array's sizes and, optionally, its values row by row (the book's Тригекс table
 * only works in that order); elements not listed are 0. Described again with the same sizes, the
 * array keeps its place and takes the new values; with other sizes it is placed anew.
 */
public record ArrayShape(SourcePosition position, ArrayBlock array, Expr[] sizes, Expr[] values)
        implements Description {
    @Override
    public void apply(Processor p) {
        int[] n = new int[sizes.length];
        long length = 1;
        for (int k = 0; k < n.length; k++) {
            n[k] = Expr.whole(sizes[k].evaluate(p), array.name());
            if (n[k] < 1) {
                throw new MachineFault("fault.array.size", array.name(), n[k]);
            }
            length *= n[k];
            if (length > Integer.MAX_VALUE / 2) {
                throw new MachineFault("fault.memory.full", array.name(), length, p.memory.capacity());
            }
        }
        if (!array.isPlaced() || !java.util.Arrays.equals(array.sizes(), n)) {
            array.place(p.memory.allocate((int) length, array.name()), n);
        } else if (values != null) {
            for (int i = 0; i < array.length(); i++) {
                p.memory.write(array.addressOf(i), Num.ZERO);
            }
        }
        if (values != null) {
            if (values.length > array.length()) {
                throw new MachineFault("fault.array.values", array.name() + ArrayBlock.describe(n),
                        values.length, array.length());
            }
            for (int i = 0; i < values.length; i++) {
                p.memory.write(array.addressOf(i), values[i].evaluate(p));
            }
        }
    }
}
