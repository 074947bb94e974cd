package su.mir2.machine.jit;

import java.util.LinkedHashMap;
import java.util.Map;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * One method of a translation being written: its instructions, its local variables, and how it
 * reaches the tree's objects. The method that runs the code keeps those objects in local variables,
 * loaded once each time it is entered; a function's method, entered at every call, takes them from
 * the class's array where it needs them, which is only on its slow paths.
 */
final class MethodCode implements Opcodes {
    static final int THIS = 0;
    static final int PROCESSOR = 1;

    final MethodVisitor mv;
    private final String owner;
    private final Constants constants;
    private final boolean constantsInLocals;
    private final Map<Integer, Integer> constantSlots = new LinkedHashMap<>();
    private final Map<Integer, String> constantTypes = new LinkedHashMap<>();
    private final Map<Integer, Integer> parameterSlots;
    private final Label end = new Label();
    /** The local holding the memory's small integers, word by word. */
    final int smalls;
    private int next;

    MethodCode(MethodVisitor mv, String owner, Constants constants, boolean constantsInLocals,
               Map<Integer, Integer> parameterSlots, int firstFree) {
        this.mv = mv;
        this.owner = owner;
        this.constants = constants;
        this.constantsInLocals = constantsInLocals;
        this.parameterSlots = parameterSlots;
        this.smalls = firstFree;
        this.next = firstFree + 1;
    }

    /** Loads the memory's array of small integers into its local; at the method's start. */
    void loadSmalls() {
        processor();
        mv.visitFieldInsn(GETFIELD, Names.PROCESSOR, "memory", Names.type(Names.MEMORY));
        mv.visitFieldInsn(GETFIELD, Names.MEMORY, "smalls", "[J");
        mv.visitVarInsn(ASTORE, smalls);
    }

    int newLong() {
        int slot = next;
        next += 2;
        return slot;
    }

    int newInt() {
        return next++;
    }

    void processor() {
        mv.visitVarInsn(ALOAD, PROCESSOR);
    }

    /** The local of a function's parameter word, or null when the word is not one. */
    Integer parameterSlot(int address) {
        return parameterSlots.get(address);
    }

    void integer(int v) {
        if (v >= -1 && v <= 5) {
            mv.visitInsn(ICONST_0 + v);
        } else if (v >= Byte.MIN_VALUE && v <= Byte.MAX_VALUE) {
            mv.visitIntInsn(BIPUSH, v);
        } else if (v >= Short.MIN_VALUE && v <= Short.MAX_VALUE) {
            mv.visitIntInsn(SIPUSH, v);
        } else {
            mv.visitLdcInsn(v);
        }
    }

    void longConstant(long v) {
        if (v == 0 || v == 1) {
            mv.visitInsn(LCONST_0 + (int) v);
        } else {
            mv.visitLdcInsn(v);
        }
    }

    /**
     * With a value on the stack as {@link su.mir2.almir.tree.Expr#small} leaves it: if it is
     * NOT_SMALL, pops it and runs {@code slowPath} (which must jump away); else goes on with it.
     */
    void unlessSmall(Runnable slowPath) {
        Label small = new Label();
        mv.visitInsn(DUP2);
        mv.visitLdcInsn(Long.MIN_VALUE);
        mv.visitInsn(LCMP);
        mv.visitJumpInsn(IFNE, small);
        mv.visitInsn(POP2);
        slowPath.run();
        mv.visitLabel(small);
    }

    /** Pushes an object of the tree, as {@code type}. */
    void constant(Object o, String type) {
        int k = constants.number(o);
        if (constantsInLocals) {
            Integer slot = constantSlots.get(k);
            if (slot == null) {
                slot = newInt();
                constantSlots.put(k, slot);
                constantTypes.put(k, type);
            } else if (!constantTypes.get(k).equals(type)) {
                mv.visitVarInsn(ALOAD, slot);
                mv.visitTypeInsn(CHECKCAST, type);
                return;
            }
            mv.visitVarInsn(ALOAD, slot);
        } else {
            fromArray(k, type);
        }
    }

    /** Fills the locals of the objects used; the code that runs before the method's body. */
    void loadConstants() {
        for (Map.Entry<Integer, Integer> e : constantSlots.entrySet()) {
            fromArray(e.getKey(), constantTypes.get(e.getKey()));
            mv.visitVarInsn(ASTORE, e.getValue());
        }
    }

    private void fromArray(int k, String type) {
        mv.visitVarInsn(ALOAD, THIS);
        mv.visitFieldInsn(GETFIELD, owner, Translation.CONSTANTS, "[Ljava/lang/Object;");
        integer(k);
        mv.visitInsn(AALOAD);
        mv.visitTypeInsn(CHECKCAST, type);
    }

    /** Marks the end of the method's code; returns its length in bytes. */
    int finish() {
        mv.visitLabel(end);
        return end.getOffset();
    }
}
