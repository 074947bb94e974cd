package su.mir2.almir.tree;

import su.mir2.machine.control.Processor;
import su.mir2.machine.memory.ArrayBlock;

/** An array element named by subscript expressions: reading it, or the target of an assignment. */
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

    public int[] subscriptValues(Processor p) {
        int[] s = new int[subscripts.length];
        for (int k = 0; k < s.length; k++) {
            s[k] = Expr.whole(p, subscripts[k], array.name());
        }
        return s;
    }

    public int address(Processor p) {
        if (subscripts.length == 1 && array.isPlaced() && array.dimensions() == 1 && !p.checkSubscripts) {
            int s = Expr.whole(p, subscripts[0], array.name());
            int address = array.base() + s - 1;
            if (address >= 0 && address < p.memory.addressableWords()) {
                return address;
            }
            return array.address(new int[] {s}, false, p.memory.addressableWords());
        }
        if (subscripts.length == 2 && array.isPlaced() && array.dimensions() == 2) {
            int s0 = Expr.whole(p, subscripts[0], array.name());
            int s1 = Expr.whole(p, subscripts[1], array.name());
            return array.address(s0, s1, p.checkSubscripts, p.memory.addressableWords());
        }
        return array.address(subscriptValues(p), p.checkSubscripts, p.memory.addressableWords());
    }
}
