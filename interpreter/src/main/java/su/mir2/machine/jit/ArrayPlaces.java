package su.mir2.machine.jit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import su.mir2.almir.tree.AssignElement;
import su.mir2.almir.tree.Element;
import su.mir2.almir.tree.ElementRead;
import su.mir2.almir.tree.Expr;
import su.mir2.machine.control.Code;
import su.mir2.machine.control.Instruction;
import su.mir2.machine.memory.ArrayBlock;


/**
 * Where the arrays of a method of translated code lie, kept in locals: each array's first word
 * and row length, loaded when the method is entered. An element's address is then computed from
 * locals alone, where the tree's way goes from the element to its array to the array's fields,
 * and the processor's and the memory's, at every element, again after every store the JIT cannot
 * see through. Arrays are placed only when a program is read in or a directive's descriptions are
 * carried out, never while code runs, so what is loaded on entry holds until the method returns.
 */
final class ArrayPlaces implements Opcodes {

    /**
     * An array as elements with so many subscripts address it. Its equality written out: a record's
     * own is made by the JVM on first use, at a cost the first translation in a process would pay.
     */
    private record Place(ArrayBlock array, int dimensions) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Place p && p.array == array && p.dimensions == dimensions;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(array) * 31 + dimensions;
        }
    }

    private final MethodCode m;
    /** The local of each place's first word (a long, negative: not for this way); its row length follows. */
    private final Map<Place, Integer> locals = new LinkedHashMap<>();

    ArrayPlaces(MethodCode m) {
        this.m = m;
    }

    /** The elements of one or two subscripts that the instructions lo to hi−1 run in place use. */
    static List<Element> elements(Code code, int lo, int hi) {
        List<Element> found = new ArrayList<>();
        for (int i = lo; i < hi; i++) {
            Instruction ins = code.instruction(i);
            if (!Blocks.inPlace(code, ins)) {
                continue;
            }
            if (ins instanceof AssignElement a) {
                found.add(a.element());
            }
            for (Expr e : Trees.expressions(ins)) {
                collect(e, found);
            }
        }
        List<Element> kept = new ArrayList<>(found.size());
        for (Element e : found) {
            if (e.subscripts().length <= 2) {
                kept.add(e);
            }
        }
        return kept;
    }

    private static void collect(Expr e, List<Element> found) {
        if (e instanceof ElementRead r) {
            found.add(r.element());
        }
        List<Expr> children = Trees.children(e);
        if (children != null) {
            for (Expr child : children) {
                collect(child, found);
            }
        }
    }

    /**
     * Loads the places of these elements' arrays into locals; at the method's start. With subscripts
     * checked, or an array not placed as these elements address it, the first word is −1 and every
     * address is the tree's.
     */
    void load(List<Element> elements) {
        MethodVisitor mv = m.mv;
        for (Element e : elements) {
            Place place = new Place(e.array(), e.subscripts().length);
            if (locals.containsKey(place)) {
                continue;
            }
            int base = m.newLong();
            int row = m.newLong();
            locals.put(place, base);
            m.constant(place.array(), Names.ARRAY);
            m.integer(place.dimensions());
            m.processor();
            Entries.CHECK_SUBSCRIPTS.get(mv);
            Entries.QUICK_BASE.emit(mv);
            mv.visitVarInsn(LSTORE, base);
            m.constant(place.array(), Names.ARRAY);
            Entries.FIRST_STRIDE.emit(mv);
            mv.visitInsn(I2L);
            mv.visitVarInsn(LSTORE, row);
        }
    }

    /**
     * Leaves the address of the element whose subscripts, made whole, are in the int locals
     * {@code subscripts}: from the locals when it lies in the memory, else (and for an array not
     * loaded here) by the tree's Element.address, which also stops the machine where it must.
     */
    void address(Element e, int[] subscripts) {
        MethodVisitor mv = m.mv;
        Integer base = locals.get(new Place(e.array(), subscripts.length));
        Label tree = new Label();
        Label done = new Label();
        if (base != null) {
            int address = m.newLong();
            mv.visitVarInsn(LLOAD, base);
            mv.visitInsn(LCONST_0);
            mv.visitInsn(LCMP);
            mv.visitJumpInsn(IFLT, tree);
            // base + (s0 − 1)·row + (s1 − 1), in longs: no subscript wraps around onto an element
            mv.visitVarInsn(LLOAD, base);
            mv.visitVarInsn(ILOAD, subscripts[0]);
            mv.visitInsn(I2L);
            mv.visitInsn(LCONST_1);
            mv.visitInsn(LSUB);
            if (subscripts.length == 2) {
                mv.visitVarInsn(LLOAD, base + 2);
                mv.visitInsn(LMUL);
                mv.visitVarInsn(ILOAD, subscripts[1]);
                mv.visitInsn(I2L);
                mv.visitInsn(LCONST_1);
                mv.visitInsn(LSUB);
                mv.visitInsn(LADD);
            }
            mv.visitInsn(LADD);
            mv.visitVarInsn(LSTORE, address);
            // 0 ≤ address < the memory's words, as one unsigned comparison
            mv.visitVarInsn(LLOAD, address);
            mv.visitLdcInsn(Long.MIN_VALUE);
            mv.visitInsn(LADD);
            mv.visitVarInsn(ALOAD, m.smalls);
            mv.visitInsn(ARRAYLENGTH);
            mv.visitInsn(I2L);
            mv.visitLdcInsn(Long.MIN_VALUE);
            mv.visitInsn(LADD);
            mv.visitInsn(LCMP);
            mv.visitJumpInsn(IFGE, tree);
            mv.visitVarInsn(LLOAD, address);
            mv.visitInsn(L2I);
            mv.visitJumpInsn(GOTO, done);
        }
        mv.visitLabel(tree);
        m.constant(e, Names.ELEMENT);
        m.processor();
        for (int s : subscripts) {
            mv.visitVarInsn(ILOAD, s);
        }
        Entries.ELEMENT_ADDRESS[subscripts.length].emit(mv);
        mv.visitLabel(done);
    }
}
