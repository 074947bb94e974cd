package su.mir2.machine.jit;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import su.mir2.almir.tree.Expr;
import su.mir2.machine.control.Instruction;

/** One method of a translation being written: its instructions, its local variables, the tree's objects. */
final class MethodCode implements Opcodes {
    static final int THIS = 0;
    static final int PROCESSOR = 1;

    final MethodVisitor mv;
    private final String owner;
    private final Constants constants;
    private final Map<Integer, Integer> parameterSlots;
    /** The locals of the words kept in registers (see {@link Registers}), by address. */
    private final Map<Integer, Integer> registers = new LinkedHashMap<>();
    private int lowestRegister = Integer.MAX_VALUE;
    private int highestRegister = Integer.MIN_VALUE;
    private final Label end = new Label();
    /** The local holding the memory's small integers, word by word. */
    final int smalls;
    private final int constantsSlot;
    private int next;
    /**
     * The word limit of the memory the code runs on, fixed when the program is read in: the tests
     * whether a value fits a word compare with constants made from it, and a function's method is
     * called only with arguments below it in magnitude (its callers test them, as the tree's call
     * would meter them).
     */
    final long wordLimit;
    /** Where the arrays lie, for the methods that load it (see {@link ArrayPlaces}). */
    final ArrayPlaces places = new ArrayPlaces(this);

    MethodCode(MethodVisitor mv, String owner, Constants constants, Map<Integer, Integer> parameterSlots,
               int firstFree, long wordLimit) {
        this.mv = mv;
        this.wordLimit = wordLimit;
        this.owner = owner;
        this.constants = constants;
        this.parameterSlots = parameterSlots;
        this.smalls = firstFree;
        this.constantsSlot = firstFree + 1;
        this.next = firstFree + 2;
    }

    /**
     * Jumps to {@code no} unless the long in the local {@code value} fits a word: −L &lt; v &lt; L,
     * tested as one unsigned comparison, v + L − 1 &lt; 2L − 1, written as a signed one by adding
     * Long.MIN_VALUE to both sides (one comparison and branch where two were, at every store).
     */
    void unlessFitsWord(int value, Label no) {
        unlessStaysInWord(value, 0, no);
    }

    /** The least word limit L: a word has at least one digit. */
    static final long LEAST_WORD_LIMIT = 10;

    /**
     * Jumps to {@code no} unless the long in the local {@code value} and its sum with {@code step}
     * both fit a word, for |step| &lt; {@link #LEAST_WORD_LIMIT}: v lies in (−L, L − step) for a
     * step above 0, in (−L − step, L) below; tested as {@link #unlessFitsWord} tests (−L, L), the
     * interval moved and narrowed by the step. The sum then cannot overflow.
     */
    void unlessStaysInWord(int value, long step, Label no) {
        // L − 1 + MIN and 2L − 1 + MIN, the step taken in
        long bias = wordLimit - 1 + Long.MIN_VALUE + Math.min(step, 0);
        long top = 2 * wordLimit - 1 + Long.MIN_VALUE - Math.abs(step);
        mv.visitVarInsn(LLOAD, value);
        longConstant(bias);
        mv.visitInsn(LADD);
        longConstant(top);
        mv.visitInsn(LCMP);
        mv.visitJumpInsn(IFGE, no);
    }

    /** Loads the memory's array of small integers into its local; at the method's start. */
    void loadSmalls() {
        processor();
        Entries.MEMORY.get(mv);
        Entries.SMALLS.get(mv);
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

    /** A step taken inside a statement, as the tree takes it (Processor.step). */
    void step() {
        processor();
        Entries.STEP.emit(mv);
    }

    /** Pushes the processor's step count. */
    void steps() {
        processor();
        Entries.STEPS.get(mv);
    }

    /** Sets the processor's step count to the long in {@code local}. */
    void setSteps(int local) {
        processor();
        mv.visitVarInsn(LLOAD, local);
        Entries.STEPS.put(mv);
    }

    /** Gives each of the words a register (loaded by {@link #reloadRegisters}). */
    void keepInRegisters(List<Integer> words) {
        for (int word : words) {
            registers.put(word, newLong());
            lowestRegister = Math.min(lowestRegister, word);
            highestRegister = Math.max(highestRegister, word);
        }
    }

    /** The local of a word kept in a register, or null. */
    Integer register(int address) {
        return registers.get(address);
    }

    /** Loads every register from its word again, after something else may have stored into them. */
    void reloadRegisters() {
        for (Map.Entry<Integer, Integer> r : registers.entrySet()) {
            reload(r.getKey(), r.getValue());
        }
    }

    private void reload(int word, int register) {
        mv.visitVarInsn(ALOAD, smalls);
        integer(word);
        mv.visitInsn(LALOAD);
        mv.visitVarInsn(LSTORE, register);
    }

    /** Loads again the registers whose words the tree's computing of {@code e} may store into. */
    void reloadAfter(Expr e) {
        if (!registers.isEmpty()) {
            reload(Trees.stored(e));
        }
    }

    /** Loads again the registers whose words the tree's running of {@code ins} may store into. */
    void reloadAfter(Instruction ins) {
        if (!registers.isEmpty()) {
            reload(Trees.stored(ins));
        }
    }

    /** Loads again the registers of these words; all of them if null. */
    private void reload(Set<Integer> stored) {
        for (Map.Entry<Integer, Integer> r : registers.entrySet()) {
            if (stored == null || stored.contains(r.getKey())) {
                reload(r.getKey(), r.getValue());
            }
        }
    }

    /** With an address in {@code local}: jumps to {@code to} if it may be the word of a register. */
    void ifRegister(int local, Label to) {
        if (registers.isEmpty()) {
            return;
        }
        Label no = new Label();
        mv.visitVarInsn(ILOAD, local);
        integer(lowestRegister);
        mv.visitJumpInsn(IF_ICMPLT, no);
        mv.visitVarInsn(ILOAD, local);
        integer(highestRegister);
        mv.visitJumpInsn(IF_ICMPLE, to);
        mv.visitLabel(no);
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
     * NOT_SMALL, pops it and goes on with the slow path written next, which must jump away; else
     * jumps, the value kept, to the label returned, which the caller places after the slow path.
     * (A slow path written in between rather than passed as a lambda: the translator writes no
     * lambda, so that its first use in a process does not pay for the JVM's spinning of them.)
     */
    Label unlessSmall() {
        Label small = new Label();
        mv.visitInsn(DUP2);
        mv.visitLdcInsn(Long.MIN_VALUE);
        mv.visitInsn(LCMP);
        mv.visitJumpInsn(IFNE, small);
        mv.visitInsn(POP2);
        return small;
    }

    /**
     * Pushes an object of the tree, as {@code type}, from the class's array of them, itself kept in
     * a local variable. (Objects in locals of their own would be live across the whole method, and
     * a method of many blocks with many live locals is more than the JVM's first compiler takes.)
     */
    void constant(Object o, String type) {
        mv.visitVarInsn(ALOAD, constantsSlot);
        integer(constants.number(o));
        mv.visitInsn(AALOAD);
        if (!type.equals("java/lang/Object")) {
            mv.visitTypeInsn(CHECKCAST, type);
        }
    }

    /** Loads the class's array of objects into its local; at the method's start. */
    void loadConstants() {
        mv.visitVarInsn(ALOAD, THIS);
        mv.visitFieldInsn(GETFIELD, owner, Translation.CONSTANTS, "[Ljava/lang/Object;");
        mv.visitVarInsn(ASTORE, constantsSlot);
    }

    /** Marks the end of the method's code; returns its length in bytes. */
    int finish() {
        mv.visitLabel(end);
        return end.getOffset();
    }
}
