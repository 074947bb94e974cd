package su.mir2.machine.jit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import su.mir2.almir.tree.Assign;
import su.mir2.almir.tree.AssignElement;
import su.mir2.almir.tree.Expr;
import su.mir2.almir.tree.JumpUnless;
import su.mir2.almir.tree.Literal;
import su.mir2.almir.tree.LoopNext;
import su.mir2.almir.tree.LoopTest;
import su.mir2.almir.tree.Negation;
import su.mir2.almir.tree.UserFunction;
import su.mir2.machine.control.Code;
import su.mir2.machine.control.Instruction;


/**
 * The class for one piece of code: a method {@code run} with the code of every instruction laid out
 * in order, jumps as JVM jumps, and a method for each «ГДЕ» function it calls. An instruction the
 * translation has no code for is run as the control unit runs it, by its {@code execute}.
 */
final class Translation implements Opcodes {
    static final String CONSTANTS = "constants";
    static final String OWNER = "su/mir2/machine/jit/Translated";
    /** HotSpot leaves longer methods to its bytecode interpreter (-XX:HugeMethodLimit). */
    static final int LONGEST_METHOD = 8000;
    /** The class file's limit on a method's code. */
    static final int LONGEST_CLASS_METHOD = 65535;

    private static final int INDEX = 2;
    private static final int COUNT = 3;
    private static final int BUDGET = 5;
    private static final int NEXT = 7;
    private static final int AT = 8;
    /** The entry being reached through the heads of the loops around it (see {@link LoopEntries}), or −1. */
    private static final int RESUME = 9;
    private static final int FIRST_FREE = 10;

    private final Code code;
    private final Blocks blocks;
    private final Constants constants = new Constants();
    private final Functions functions;
    private final Set<UserFunction> tooLongFunctions = Collections.newSetFromMap(new IdentityHashMap<>());
    private boolean tooLong;

    private MethodCode m;
    private MethodVisitor mv;
    private ExpressionCode x;
    private Label[] entries;
    private final Map<Integer, Label> exits = new LinkedHashMap<>();
    /** Where a checkpoint leaves for the budget: the label, and the instruction to continue at. */
    private final Map<Label, Integer> overBudget = new LinkedHashMap<>();
    /**
     * Where the code leaves after an instruction, to be entered again at a checkpoint with its
     * registers loaded anew: an element stored into a word that may be a register's.
     */
    private final Map<Label, Integer> leftAfter = new LinkedHashMap<>();
    private Label dispatch;
    private Label leave;
    private LoopEntries loops;
    /** Where a loop's head passes the way to an entry on, for the heads some entry is reached through. */
    private final Map<Integer, Label> passOn = new LinkedHashMap<>();
    /**
     * Where each head's test for an entry being reached begins and ends. The cuts are placed on the
     * lengths without these tests, which an uncut method has around more loops than its pieces do:
     * where a piece ends is then where it ended before them (the evolution program's cell loop
     * stays whole at a length close to the longest allowed).
     */
    private final Map<Integer, Label[]> passTests = new LinkedHashMap<>();

    /** The instructions that begin a method of their own (see {@link Cuts}); none: one method. */
    private final int[] cuts;
    /** The memory's word limit: a function's arguments lie below it (see LongCode's ranges). */
    private final long wordLimit;
    /** Where the code of each instruction began in its method (and where the last one's ended). */
    private final int[] offsets;
    private final Label[] starts;

    Translation(Code code, Set<UserFunction> leftToTree, int[] cuts, long wordLimit) {
        this.code = code;
        this.wordLimit = wordLimit;
        this.cuts = cuts;
        this.blocks = Blocks.of(code, cuts);
        this.functions = new Functions(OWNER, leftToTree);
        this.offsets = new int[code.length() + 1];
        this.starts = new Label[code.length() + 1];
    }

    /** Where to cut this code, from the lengths of its instructions' code as this translation wrote it. */
    int[] cuts() {
        return Cuts.of(code, blocks, offsets);
    }

    /**
     * Whether this translation will certainly be cut and written again, its code being longer than
     * an uncut method may be (every instruction's code is at least 4 bytes, its place among them):
     * it only measures, and writes no ways to entries through loop heads, which in long code take
     * room and time for nothing (a translation of 300 000 symbols took 0.6 s and 200 MB more).
     */
    private boolean measuresOnly() {
        return cuts.length == 0 && code.length() > Cuts.LONGEST_UNCUT / 4;
    }

    /** The length of the code of all the instructions, as this translation wrote it (see {@link #cuts}). */
    int codeLength() {
        return offsets[code.length()] - offsets[0];
    }

    Blocks blocks() {
        return blocks;
    }

    Object[] constants() {
        return constants.toArray();
    }

    /** Whether one of the code's methods came out too long to be worth running. */
    boolean tooLong() {
        return tooLong;
    }

    /** Functions whose methods came out too long: their calls should be left to the tree. */
    Set<UserFunction> tooLongFunctions() {
        return tooLongFunctions;
    }

    /**
     * The class, as a class file of version 49 (Java 5), which needs no stack map frames: the JVM's
     * verifier infers the types itself, natively. Computing frames with ASM cost more than writing
     * the class, and a program is translated again each time it is read in (every benchmark run).
     * The lengths of the methods and of each instruction's code are known afterwards.
     */
    byte[] write() {
        return write(ClassWriter.COMPUTE_MAXS, V1_5);
    }

    /** The same class with stack map frames, for checks that look at them (see {@link LoopHeads}). */
    byte[] withFrames() {
        return write(ClassWriter.COMPUTE_FRAMES, V17);
    }

    private byte[] write(int flags, int version) {
        ClassWriter cw = new ClassWriter(flags) {
            @Override
            protected String getCommonSuperClass(String a, String b) {
                return "java/lang/Object";
            }
        };
        cw.visit(version, ACC_PUBLIC | ACC_FINAL | ACC_SUPER, OWNER, null, Names.TRANSLATED, null);
        cw.visitField(ACC_PRIVATE | ACC_FINAL, CONSTANTS, "[Ljava/lang/Object;", null, null).visitEnd();
        constructor(cw);
        if (cuts.length == 0) {
            piece(cw, Entries.RUN.name(), ACC_PUBLIC, 0, code.length());
        } else {
            pieces(cw);
        }
        for (UserFunction f = functions.next(); f != null; f = functions.next()) {
            function(cw, f, functions.method(f));
        }
        cw.visitEnd();
        return cw.toByteArray();
    }

    private void constructor(ClassWriter cw) {
        String codeType = Names.type(Names.CODE);
        MethodVisitor c = cw.visitMethod(ACC_PUBLIC, "<init>", "(" + codeType + "[I[I[Ljava/lang/Object;)V", null, null);
        c.visitCode();
        c.visitVarInsn(ALOAD, 0);
        c.visitVarInsn(ALOAD, 1);
        c.visitVarInsn(ALOAD, 2);
        c.visitVarInsn(ALOAD, 3);
        Entries.TRANSLATED.emit(c);
        c.visitVarInsn(ALOAD, 0);
        c.visitVarInsn(ALOAD, 4);
        c.visitFieldInsn(PUTFIELD, OWNER, CONSTANTS, "[Ljava/lang/Object;");
        c.visitInsn(RETURN);
        c.visitMaxs(0, 0);
        c.visitEnd();
    }

    private void function(ClassWriter cw, UserFunction f, String name) {
        int n = f.arity();
        counted(cw, n, name, name + "Body");
        MethodVisitor fv = cw.visitMethod(ACC_PRIVATE, name + "Body", Functions.descriptor(n), null, null);
        fv.visitCode();
        Map<Integer, Integer> parameters = new LinkedHashMap<>();
        for (int k = 0; k < n; k++) {
            parameters.put(f.parameters()[k], 2 + 2 * k);
        }
        MethodCode fm = new MethodCode(fv, OWNER, constants, parameters, 2 + 2 * n, wordLimit);
        fm.loadSmalls();
        fm.loadConstants();
        ExpressionCode fx = new ExpressionCode(fm, functions);
        if (LongCode.body(f, functions)) {
            new LongCode(fm, fx, functions).body(f.body());
        } else {
            inParameterWords(fm, fx, f);
        }
        if (fm.finish() > LONGEST_METHOD) {
            tooLongFunctions.add(f);
        }
        fv.visitMaxs(0, 0);
        fv.visitEnd();
    }

    /**
     * The method a call of a function enters. The call is a step, taken once its arguments are
     * computed; then its depth is counted around the method of the body. Both as the tree's call
     * does ({@link su.mir2.machine.control.Processor#enterCall}), in that order, so that too deep a
     * recursion is the same error stop after the same steps whichever way it is computed.
     */
    private static void counted(ClassWriter cw, int arity, String name, String body) {
        String descriptor = Functions.descriptor(arity);
        MethodVisitor mv = cw.visitMethod(ACC_PRIVATE, name, descriptor, null, null);
        mv.visitCode();
        mv.visitVarInsn(ALOAD, 1);
        Entries.STEP.emit(mv);
        mv.visitVarInsn(ALOAD, 1);
        Entries.ENTER_CALL.emit(mv);
        Label start = new Label();
        Label end = new Label();
        Label handler = new Label();
        mv.visitTryCatchBlock(start, end, handler, null);
        mv.visitLabel(start);
        mv.visitVarInsn(ALOAD, 0);
        mv.visitVarInsn(ALOAD, 1);
        for (int k = 0; k < arity; k++) {
            mv.visitVarInsn(LLOAD, 2 + 2 * k);
        }
        mv.visitMethodInsn(INVOKEVIRTUAL, OWNER, body, descriptor, false);
        mv.visitLabel(end);
        mv.visitVarInsn(ALOAD, 1);
        Entries.LEAVE_CALL.emit(mv);
        mv.visitInsn(LRETURN);
        mv.visitLabel(handler);
        mv.visitVarInsn(ASTORE, 2 + 2 * arity);
        mv.visitVarInsn(ALOAD, 1);
        Entries.LEAVE_CALL.emit(mv);
        mv.visitVarInsn(ALOAD, 2 + 2 * arity);
        mv.visitInsn(ATHROW);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    /**
     * Returns the value of the function's body, computed with the parameter words set to the
     * arguments and restored afterwards, also when the machine stops inside, as the tree's call
     * does. A body that is not computed in longs throughout hands parts of itself to the tree (a
     * real, a standard function, an overflow), and the tree reads the parameters from their words:
     * with the arguments in the method's locals alone it read whatever the words held before.
     */
    private static void inParameterWords(MethodCode fm, ExpressionCode fx, UserFunction f) {
        MethodVisitor fv = fm.mv;
        int n = f.arity();
        int base = fm.newInt();
        fm.processor();
        fm.integer(n);
        Entries.PUSH_CALL.emit(fv);
        fv.visitVarInsn(ISTORE, base);
        for (int k = 0; k < n; k++) {
            fm.processor();
            fv.visitVarInsn(ILOAD, base);
            fm.integer(k);
            fm.integer(f.parameters()[k]);
            fv.visitVarInsn(LLOAD, 2 + 2 * k);
            Entries.ENTER_PARAMETER.emit(fv);
        }
        Label start = new Label();
        Label end = new Label();
        Label handler = new Label();
        fv.visitTryCatchBlock(start, end, handler, null);
        fv.visitLabel(start);
        fx.small(f.body());
        fv.visitLabel(end);
        int value = fm.newLong();
        fv.visitVarInsn(LSTORE, value);
        leaveParameterWords(fm, f, base);
        fv.visitVarInsn(LLOAD, value);
        fv.visitInsn(LRETURN);
        fv.visitLabel(handler);
        int thrown = fm.newInt();
        fv.visitVarInsn(ASTORE, thrown);
        leaveParameterWords(fm, f, base);
        fv.visitVarInsn(ALOAD, thrown);
        fv.visitInsn(ATHROW);
    }

    private static void leaveParameterWords(MethodCode fm, UserFunction f, int base) {
        fm.processor();
        fm.constant(f, Names.USER_FUNCTION);
        fm.mv.visitVarInsn(ILOAD, base);
        Entries.LEAVE.emit(fm.mv);
    }

    /**
     * {@code run} calls the method of the piece the entry lies in. A piece that leaves for another
     * returns; {@code run} enters the next piece itself when the control unit would (see
     * {@link su.mir2.machine.control.TranslatedCode#continues}), otherwise returns to it.
     */
    private void pieces(ClassWriter cw) {
        int[] from = new int[cuts.length + 1];
        System.arraycopy(cuts, 0, from, 1, cuts.length);
        String descriptor = Entries.RUN.descriptor();
        MethodVisitor run = cw.visitMethod(ACC_PUBLIC, Entries.RUN.name(), descriptor, null, null);
        run.visitCode();
        Label enter = new Label();
        Label left = new Label();
        run.visitLabel(enter);
        for (int k = from.length - 1; k >= 0; k--) {
            Label before = new Label();
            if (k > 0) {
                run.visitVarInsn(ILOAD, INDEX);
                run.visitLdcInsn(from[k]);
                run.visitJumpInsn(IF_ICMPLT, before);
            }
            run.visitVarInsn(ALOAD, MethodCode.THIS);
            run.visitVarInsn(ALOAD, MethodCode.PROCESSOR);
            run.visitVarInsn(ILOAD, INDEX);
            run.visitVarInsn(LLOAD, COUNT);
            run.visitVarInsn(LLOAD, BUDGET);
            run.visitMethodInsn(INVOKEVIRTUAL, OWNER, "piece" + k, descriptor, false);
            run.visitVarInsn(ISTORE, INDEX);
            run.visitJumpInsn(GOTO, left);
            run.visitLabel(before);
        }
        run.visitLabel(left);
        Label back = new Label();
        run.visitVarInsn(ALOAD, MethodCode.THIS);
        run.visitVarInsn(ALOAD, MethodCode.PROCESSOR);
        run.visitVarInsn(ILOAD, INDEX);
        run.visitVarInsn(LLOAD, BUDGET);
        Entries.CONTINUES.emitOn(run, OWNER);
        run.visitJumpInsn(IFEQ, back);
        run.visitVarInsn(ALOAD, MethodCode.THIS);
        Entries.COUNT.getOn(run, OWNER);
        run.visitVarInsn(LSTORE, COUNT);
        run.visitJumpInsn(GOTO, enter);
        run.visitLabel(back);
        run.visitVarInsn(ILOAD, INDEX);
        run.visitInsn(IRETURN);
        run.visitMaxs(0, 0);
        run.visitEnd();
        for (int k = 0; k < from.length; k++) {
            piece(cw, "piece" + k, ACC_PRIVATE, from[k], k + 1 < from.length ? from[k + 1] : code.length());
        }
    }

    /** A method running instructions lo to hi−1; it leaves for any other. */
    private void piece(ClassWriter cw, String name, int access, int lo, int hi) {
        mv = cw.visitMethod(access, name, Entries.RUN.descriptor(), null, null);
        m = new MethodCode(mv, OWNER, constants, Map.of(), FIRST_FREE, wordLimit);
        exits.clear();
        overBudget.clear();
        leftAfter.clear();
        passOn.clear();
        passTests.clear();
        loops = measuresOnly() ? LoopEntries.none(lo, hi) : LoopEntries.of(code, blocks, lo, hi);
        x = new ExpressionCode(m, functions);
        mv.visitCode();
        Label body = new Label();
        Label bodyEnd = new Label();
        Label handler = new Label();
        dispatch = new Label();
        leave = new Label();
        mv.visitTryCatchBlock(body, bodyEnd, handler, null);
        m.integer(0);
        mv.visitVarInsn(ISTORE, AT);
        m.integer(-1);
        mv.visitVarInsn(ISTORE, RESUME);
        mv.visitVarInsn(ILOAD, INDEX);
        mv.visitVarInsn(ISTORE, NEXT);
        m.loadSmalls();
        m.loadConstants();
        m.keepInRegisters(Registers.choose(code, lo, hi));
        m.places.load(ArrayPlaces.elements(code, lo, hi));
        mv.visitJumpInsn(GOTO, dispatch);

        mv.visitLabel(body);
        entries = new Label[code.length()];
        for (int i = lo; i < hi; i++) {
            if (blocks.begins(i)) {
                entries[i] = new Label();
            }
            starts[i] = new Label();
        }
        for (int i = lo; i < hi; i++) {
            mv.visitLabel(starts[i]);
            // the instruction's place as its line, so that JIT listings and profiles name it
            mv.visitLineNumber(i + 1, starts[i]);
            if (blocks.begins(i)) {
                blockStart(i);
            }
            m.integer(i);
            mv.visitVarInsn(ISTORE, AT);
            instruction(i, code.instruction(i));
        }
        starts[hi] = new Label();
        mv.visitLabel(starts[hi]);
        goTo(hi);
        for (Map.Entry<Label, Integer> e : overBudget.entrySet()) {
            mv.visitLabel(e.getKey());
            goTo(e.getValue());
        }
        for (Map.Entry<Label, Integer> e : leftAfter.entrySet()) {
            mv.visitLabel(e.getKey());
            uncount(e.getValue());
            goTo(e.getValue() + 1);
        }
        for (Map.Entry<Integer, Label> e : new ArrayList<>(exits.entrySet())) {
            mv.visitLabel(e.getValue());
            goTo(e.getKey());
        }
        dispatch();
        passOn();
        mv.visitLabel(leave);
        mv.visitVarInsn(ALOAD, 0);
        mv.visitVarInsn(LLOAD, COUNT);
        Entries.COUNT.putOn(mv, OWNER);
        mv.visitVarInsn(ILOAD, NEXT);
        mv.visitInsn(IRETURN);
        mv.visitLabel(bodyEnd);

        mv.visitLabel(handler);
        int thrown = m.newInt();
        mv.visitVarInsn(ASTORE, thrown);
        mv.visitVarInsn(ALOAD, 0);
        mv.visitVarInsn(ILOAD, AT);
        Entries.AT.putOn(mv, OWNER);
        mv.visitVarInsn(ALOAD, 0);
        mv.visitVarInsn(LLOAD, COUNT);
        Entries.COUNT.putOn(mv, OWNER);
        mv.visitVarInsn(ALOAD, thrown);
        mv.visitInsn(ATHROW);

        tooLong |= m.finish() > LONGEST_METHOD;
        int tests = 0;
        for (int i = lo; i <= hi; i++) {
            offsets[i] = starts[i].getOffset() - tests;
            Label[] test = passTests.get(i);
            if (test != null) {
                tests += test[1].getOffset() - test[0].getOffset();
            }
        }
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    /** At a checkpoint, leaves if the steps it may run would reach the budget; then counts the block's steps. */
    private void blockStart(int i) {
        mv.visitLabel(entries[i]);
        if (loops.passes(i)) {
            Label on = new Label();
            Label[] test = {new Label(), new Label()};
            mv.visitLabel(test[0]);
            mv.visitVarInsn(ILOAD, RESUME);
            mv.visitJumpInsn(IFGE, on);
            mv.visitLabel(test[1]);
            passOn.put(i, on);
            passTests.put(i, test);
        }
        if (blocks.checkpoint(i)) {
            Label over = new Label();
            mv.visitVarInsn(LLOAD, COUNT);
            m.longConstant(blocks.reach[i]);
            mv.visitInsn(LADD);
            mv.visitVarInsn(LLOAD, BUDGET);
            mv.visitInsn(LCMP);
            mv.visitJumpInsn(IFGE, over);
            overBudget.put(over, i);
        }
        mv.visitVarInsn(LLOAD, COUNT);
        m.longConstant(blocks.length[i]);
        mv.visitInsn(LADD);
        mv.visitVarInsn(LSTORE, COUNT);
    }

    /** Leaves the method, to continue at {@code index}. */
    private void goTo(int index) {
        m.integer(index);
        mv.visitVarInsn(ISTORE, NEXT);
        mv.visitJumpInsn(GOTO, leave);
    }

    /** Where a jump to {@code index} goes: its block, or out of the method. */
    private Label target(int index) {
        if (index >= 0 && index < entries.length && entries[index] != null) {
            return entries[index];
        }
        Label exit = exits.get(index);
        if (exit == null) {
            exit = new Label();
            exits.put(index, exit);
        }
        return exit;
    }

    /**
     * Continues at the instruction in NEXT: in a block of this method if it begins one and the
     * processor still runs this code, otherwise out of the method (HALT included); a block inside
     * loops through the heads of the loops around it. Only the method's start comes here, from
     * outside the translated code or from the tree, so the registers are loaded.
     */
    private void dispatch() {
        mv.visitLabel(dispatch);
        m.reloadRegisters();
        mv.visitVarInsn(ILOAD, NEXT);
        mv.visitJumpInsn(IFLT, leave);
        compareCode(IF_ACMPNE, leave);
        mv.visitVarInsn(ILOAD, NEXT);
        List<Integer> keys = new ArrayList<>();
        for (int i = 0; i < entries.length; i++) {
            if (blocks.checkpoint(i) && entries[i] != null) {
                keys.add(i);
            }
        }
        int[] k = IntLists.toArray(keys);
        Label[] to = new Label[k.length];
        List<Integer> around = new ArrayList<>();
        for (int j = 0; j < k.length; j++) {
            to[j] = entries[k[j]];
            if (loops.headsAround(k[j]) != null) {
                to[j] = new Label();
                around.add(j);
            }
        }
        if (k.length == 0) {
            mv.visitInsn(POP);
            mv.visitJumpInsn(GOTO, leave);
        } else if (8L * k.length < 4L * entries.length) {
            mv.visitLookupSwitchInsn(leave, k, to);
        } else {
            Label[] all = new Label[entries.length];
            for (int i = 0; i < all.length; i++) {
                all[i] = blocks.checkpoint(i) && entries[i] != null ? entries[i] : leave;
            }
            for (int j : around) {
                all[k[j]] = to[j];
            }
            mv.visitTableSwitchInsn(0, all.length - 1, leave, all);
        }
        for (int j : around) {
            mv.visitLabel(to[j]);
            m.integer(k[j]);
            mv.visitVarInsn(ISTORE, RESUME);
            mv.visitJumpInsn(GOTO, entries[loops.headsAround(k[j])[0]]);
        }
    }

    /**
     * At a loop's head with an entry being reached: on to the next loop's head inward, or, at the
     * innermost, to the entry itself, the way done. No block runs on the way, nor is counted.
     */
    private void passOn() {
        for (Map.Entry<Integer, Label> e : passOn.entrySet()) {
            int head = e.getKey();
            int[] through = loops.throughHead(head);
            Label[] to = new Label[through.length];
            Label[] arrive = new Label[through.length];
            for (int j = 0; j < through.length; j++) {
                int next = loops.nextHead(head, through[j]);
                to[j] = next >= 0 ? entries[next] : (arrive[j] = new Label());
            }
            mv.visitLabel(e.getValue());
            mv.visitVarInsn(ILOAD, RESUME);
            mv.visitLookupSwitchInsn(leave, through, to);
            for (int j = 0; j < through.length; j++) {
                if (arrive[j] != null) {
                    mv.visitLabel(arrive[j]);
                    m.integer(-1);
                    mv.visitVarInsn(ISTORE, RESUME);
                    mv.visitJumpInsn(GOTO, entries[through[j]]);
                }
            }
        }
    }

    /** Jumps ({@code IF_ACMPEQ} or {@code IF_ACMPNE}) on whether the processor still runs this code. */
    private void compareCode(int jump, Label to) {
        m.processor();
        Entries.PROCESSOR_CODE.emit(mv);
        mv.visitVarInsn(ALOAD, 0);
        Entries.TRANSLATED_CODE.emitOn(mv, OWNER);
        mv.visitJumpInsn(jump, to);
    }

    private void instruction(int i, Instruction ins) {
        boolean steps = Trees.takesSteps(ins);
        if (steps) {
            // the last of its block (see Blocks): the count is exact here
            m.setSteps(COUNT);
        }
        if (!Blocks.inPlace(code, ins)) {
            executed(i, ins, steps);
        } else if (ins instanceof Assign a) {
            x.small(a.value());
            x.store(a.address());
            stepsTaken(steps);
        } else if (ins instanceof AssignElement a) {
            x.address(a.element());
            int address = m.newInt();
            mv.visitVarInsn(ISTORE, address);
            x.small(a.value());
            x.storeAt(address);
            stepsTaken(steps);
            Label aliased = new Label();
            m.ifRegister(address, aliased);
            leftAfter.put(aliased, i);
        } else if (ins instanceof JumpUnless j) {
            x.unless(j.relation(), target(j.otherwise()));
        } else if (ins instanceof LoopTest t) {
            loopTest(t);
        } else if (ins instanceof LoopNext l) {
            loopNext(l);
        } else {
            // a Skip, or a «НА» to a place in this code
            mv.visitJumpInsn(GOTO, target(Blocks.target(code, ins)));
        }
    }

    private void loopNext(LoopNext l) {
        int step = m.newLong();
        x.small(l.step());
        mv.visitVarInsn(LSTORE, step);
        x.advance(l.variable(), step, constantStep(l.step()));
        mv.visitJumpInsn(GOTO, target(l.test()));
    }

    private void loopTest(LoopTest t) {
        Integer direction = constantSign(t.step());
        int variable = t.variable();
        int sign = -1;
        if (direction == null) {
            x.small(t.step());
            m.processor();
            Entries.DIRECTION.emit(mv);
            sign = m.newInt();
            mv.visitVarInsn(ISTORE, sign);
        }
        int bound = m.newLong();
        x.small(t.bound());
        mv.visitVarInsn(LSTORE, bound);
        x.word(variable);
        mv.visitVarInsn(LLOAD, bound);
        m.processor();
        m.integer(variable);
        Entries.COMPARE.emit(mv);
        Label exit = target(t.exit());
        if (direction == null) {
            int c = m.newInt();
            mv.visitVarInsn(ISTORE, c);
            mv.visitVarInsn(ILOAD, sign);
            mv.visitVarInsn(ILOAD, c);
            Entries.PASSED.emit(mv);
            mv.visitJumpInsn(IFNE, exit);
        } else if (direction == 0) {
            mv.visitInsn(POP);
        } else {
            mv.visitJumpInsn(direction > 0 ? IFGT : IFLT, exit);
        }
    }

    /** The sign of a step that is a number written in the program (or its negation); else null. */
    private static Integer constantSign(Expr step) {
        Long value = constantStep(step);
        return value == null ? null : Long.signum(value);
    }

    /** A step that is a small integer written in the program (or its negation); else null. */
    private static Long constantStep(Expr step) {
        if (step instanceof Literal l && l.value().isSmall() && l.value().smallValue() != Expr.NOT_SMALL) {
            return l.value().smallValue();
        }
        if (step instanceof Negation n) {
            Long s = constantStep(n.operand());
            return s == null ? null : -s;
        }
        return null;
    }

    /** After an instruction that took steps inside it: the count goes on from the processor's. */
    private void stepsTaken(boolean steps) {
        if (steps) {
            m.steps();
            mv.visitVarInsn(LSTORE, COUNT);
        }
    }

    /** An instruction run by its own {@code execute}, then on to wherever it leads. */
    private void executed(int i, Instruction ins, boolean steps) {
        Label on = new Label();
        Label away = new Label();
        m.constant(ins, Names.INSTRUCTION);
        m.processor();
        m.integer(i);
        Entries.EXECUTE.emit(mv);
        mv.visitVarInsn(ISTORE, NEXT);
        stepsTaken(steps);
        mv.visitVarInsn(ILOAD, NEXT);
        m.integer(i + 1);
        mv.visitJumpInsn(IF_ICMPNE, away);
        compareCode(IF_ACMPEQ, on);
        mv.visitLabel(away);
        uncount(i);
        // where it jumps within this method it goes on here; anywhere else the control unit takes it
        // (through the dispatch, this way in would make every loop around the instruction irreducible)
        int to = Blocks.target(code, ins);
        if (to >= 0 && to < entries.length && entries[to] != null) {
            Label elsewhere = new Label();
            mv.visitVarInsn(ILOAD, NEXT);
            m.integer(to);
            mv.visitJumpInsn(IF_ICMPNE, elsewhere);
            compareCode(IF_ACMPNE, elsewhere);
            m.reloadRegisters();
            mv.visitJumpInsn(GOTO, entries[to]);
            mv.visitLabel(elsewhere);
        }
        mv.visitJumpInsn(GOTO, leave);
        mv.visitLabel(on);
        m.reloadAfter(ins);
    }

    /** Takes back the steps counted for the instructions of the block after the i-th, not run. */
    private void uncount(int i) {
        int unrun = blocks.after[i];
        if (unrun > 0) {
            mv.visitVarInsn(LLOAD, COUNT);
            m.longConstant(unrun);
            mv.visitInsn(LSUB);
            mv.visitVarInsn(LSTORE, COUNT);
        }
    }
}
