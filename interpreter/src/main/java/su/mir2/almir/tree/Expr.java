package su.mir2.almir.tree;

import su.mir2.machine.arithmetic.Num;
import su.mir2.machine.control.Processor;

/** An expression of the compiled tree, its names already resolved to words of the data area. */
public abstract class Expr {
    public abstract Num evaluate(Processor p);

    /** The value as a whole number (a subscript, a count); a non-whole value is a machine error. */
    public static int whole(Num n, String what) {
        Integer v = n.toIntOrNull();
        if (v == null) {
            throw new su.mir2.machine.MachineFault("fault.not.whole", what, n.toString());
        }
        return v;
    }
}
