package su.mir2.machine.jit;

import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import su.mir2.almir.tree.Element;
import su.mir2.almir.tree.ElementRead;
import su.mir2.almir.tree.Expr;
import su.mir2.almir.tree.FunctionCall;
import su.mir2.almir.tree.Literal;
import su.mir2.almir.tree.Negation;
import su.mir2.almir.tree.Operation;
import su.mir2.almir.tree.Relation;
import su.mir2.almir.tree.ScalarRead;
import su.mir2.almir.tree.Series;
import su.mir2.almir.tree.SignFunction;
import su.mir2.machine.arithmetic.StandardFunction;

import static su.mir2.machine.jit.Names.EXPR;

/**
 * Writes the code of expressions. The code of an expression leaves its value as
 * {@link Expr#small} gives it: a long, or NOT_SMALL with the value in the processor's spill. Small
 * integers are added, subtracted, multiplied and compared in place; whatever is not a small integer
 * is handed, with the values already computed, to the same methods of the tree that the control
 * unit's way of running uses, so both ways compute every value in the same order and the same way.
 */
final class ExpressionCode implements Opcodes {
    private final MethodCode m;
    private final MethodVisitor mv;
    private final Functions functions;

    ExpressionCode(MethodCode m, Functions functions) {
        this.m = m;
        this.mv = m.mv;
        this.functions = functions;
    }

    void small(Expr e) {
        if (!(e instanceof Literal || e instanceof ScalarRead) && LongCode.fits(e, functions)) {
            new LongCode(m, this, functions).whole(e);
        } else if (e instanceof Literal l) {
            literal(l);
        } else if (e instanceof ScalarRead s) {
            scalar(s.address());
        } else if (e instanceof ElementRead r) {
            address(r.element());
            m.processor();
            mv.visitInsn(SWAP);
            Entries.WORD.emit(mv);
        } else if (e instanceof Operation o) {
            operation(o);
        } else if (e instanceof Negation n) {
            small(n.operand());
            m.processor();
            Entries.NEGATE.emit(mv);
        } else if (e instanceof SignFunction f && f.sign() == SignFunction.Sign.ENTIER
                && f.argument() instanceof Operation o && o.kind() == Operation.Kind.DIVIDE) {
            entierOfQuotient(f, o);
        } else if (e instanceof SignFunction f) {
            signFunction(f);
        } else if (e instanceof Series s) {
            series(s);
        } else if (e instanceof FunctionCall c && functions.method(c.function()) != null) {
            call(c, functions.method(c.function()));
        } else {
            m.constant(e, EXPR);
            m.processor();
            Entries.SMALL.emit(mv);
            m.reloadAfter(e);
        }
    }

    /** |x|, ε(x) and ₣(x) of a small integer in place; anything else by the tree's SignFunction. */
    private void signFunction(SignFunction f) {
        small(f.argument());
        Label end = new Label();
        boolean inPlace = f.named() == StandardFunction.ABS || f.sign() == SignFunction.Sign.ENTIER
                || f.sign() == SignFunction.Sign.FRACTION;
        if (inPlace) {
            Label isSmall = m.unlessSmall();
            mv.visitLdcInsn(Long.MIN_VALUE);
            applied(f);
            mv.visitJumpInsn(GOTO, end);
            mv.visitLabel(isSmall);
            if (f.named() == StandardFunction.ABS) {
                Entries.ABS.emit(mv);
            } else if (f.sign() == SignFunction.Sign.FRACTION) {
                mv.visitInsn(POP2);
                m.longConstant(0);
            }
        } else {
            applied(f);
        }
        mv.visitLabel(end);
    }

    private void applied(SignFunction f) {
        m.processor();
        m.constant(f, Names.OBJECT);
        Entries.APPLY_SMALL.emit(mv);
    }

    /** Whether the code of {@code e} may leave NOT_SMALL. */
    boolean mayBeNotSmall(Expr e) {
        if (e instanceof Literal l) {
            return !l.value().isSmall() || l.value().smallValue() == Expr.NOT_SMALL;
        }
        return !(e instanceof ScalarRead s && m.parameterSlot(s.address()) != null);
    }

    private void literal(Literal l) {
        if (mayBeNotSmall(l)) {
            m.constant(l, Names.LITERAL);
            m.processor();
            Entries.LITERAL.emit(mv);
        } else {
            m.longConstant(l.value().smallValue());
        }
    }

    private void scalar(int address) {
        Integer slot = m.parameterSlot(address);
        if (slot != null) {
            mv.visitVarInsn(LLOAD, slot);
            return;
        }
        word(address);
        m.processor();
        m.integer(address);
        Entries.WORD_OF.emit(mv);
    }

    /**
     * Pushes a simple variable's word as the memory's small integers hold it: from its register,
     * or from the memory.
     */
    void word(int address) {
        Integer register = m.register(address);
        if (register != null) {
            mv.visitVarInsn(LLOAD, register);
        } else {
            mv.visitVarInsn(ALOAD, m.smalls);
            m.integer(address);
            mv.visitInsn(LALOAD);
        }
    }

    /** A small integer computed without touching the spill: a number in the program, a parameter. */
    private boolean isNumber(Expr e) {
        return e instanceof Literal l ? !mayBeNotSmall(l)
                : e instanceof ScalarRead s && m.parameterSlot(s.address()) != null;
    }

    /** Stores the value on the stack, as {@link Expr#small} gives it, into a simple variable's word. */
    void store(int address) {
        int value = m.newLong();
        mv.visitVarInsn(LSTORE, value);
        store(value, address, false);
        Integer register = m.register(address);
        if (register != null) {
            // the word now holds the value, small or not (then NOT_SMALL), as the register does
            mv.visitVarInsn(LLOAD, value);
            mv.visitVarInsn(LSTORE, register);
        }
    }

    /** Stores the value on the stack, as {@link Expr#small} gives it, into the word whose address is in a local. */
    void storeAt(int addressLocal) {
        int value = m.newLong();
        mv.visitVarInsn(LSTORE, value);
        store(value, addressLocal, true);
    }

    /**
     * A store as {@link su.mir2.machine.memory.Memory#write(int, long)} does it: in place when the
     * value (in a local, as the memory's small integers hold it) fits a word, so that nothing is
     * metered, whatever the word held before (the memory's count of long integers' digits is an
     * upper bound for that reason); otherwise by the tree's Assign.store. The test is written here
     * rather than left to the shared method so that the JIT sees how often each store takes the slow
     * way: with one profile for all, a few stores of long integers made it inline the metering at
     * every store, and its inlining budget ran out.
     */
    private void store(int value, int address, boolean inLocal) {
        Label slow = new Label();
        Label done = new Label();
        m.unlessFitsWord(value, slow);
        mv.visitVarInsn(ALOAD, m.smalls);
        address(address, inLocal);
        mv.visitVarInsn(LLOAD, value);
        mv.visitInsn(LASTORE);
        mv.visitJumpInsn(GOTO, done);
        mv.visitLabel(slow);
        mv.visitVarInsn(LLOAD, value);
        m.processor();
        address(address, inLocal);
        Entries.STORE.emit(mv);
        mv.visitLabel(done);
    }

    /** Pushes a store's address: {@code address} itself, or the int in the local {@code address}. */
    private void address(int address, boolean inLocal) {
        if (inLocal) {
            mv.visitVarInsn(ILOAD, address);
        } else {
            m.integer(address);
        }
    }

    /**
     * v=v+h, the step h in the local {@code step}: the word and its register, if it has one, get
     * the sum. In place when v, h and the sum are small integers and the sum fits a word (see
     * {@link #store(int, int, boolean)}; v is tested against the word too, which keeps out NOT_SMALL);
     * otherwise by the tree's LoopNext.advanced. A step that is a number of the program below 10
     * ({@code constant}, else null) takes one comparison for all that (see
     * {@link MethodCode#unlessStaysInWord}).
     */
    void advance(int variable, int step, Long constant) {
        int v = m.newLong();
        Label slow = new Label();
        Label done = new Label();
        word(variable);
        mv.visitVarInsn(LSTORE, v);
        int sum = m.newLong();
        if (constant != null && Math.abs(constant) < MethodCode.LEAST_WORD_LIMIT) {
            m.unlessStaysInWord(v, constant, slow);
            mv.visitVarInsn(LLOAD, v);
            m.longConstant(constant);
            mv.visitInsn(LADD);
            mv.visitVarInsn(LSTORE, sum);
        } else {
            mv.visitVarInsn(LLOAD, step);
            mv.visitLdcInsn(Long.MIN_VALUE);
            mv.visitInsn(LCMP);
            mv.visitJumpInsn(IFEQ, slow);
            mv.visitVarInsn(LLOAD, v);
            mv.visitVarInsn(LLOAD, step);
            // NOT_SMALL on overflow, which does not fit a word
            Entries.ADD.emit(mv);
            mv.visitVarInsn(LSTORE, sum);
            m.unlessFitsWord(sum, slow);
            m.unlessFitsWord(v, slow);
        }
        mv.visitVarInsn(ALOAD, m.smalls);
        m.integer(variable);
        mv.visitVarInsn(LLOAD, sum);
        mv.visitInsn(LASTORE);
        mv.visitVarInsn(LLOAD, sum);
        mv.visitJumpInsn(GOTO, done);
        mv.visitLabel(slow);
        mv.visitVarInsn(LLOAD, v);
        mv.visitVarInsn(LLOAD, step);
        m.processor();
        m.integer(variable);
        Entries.ADVANCED.emit(mv);
        mv.visitLabel(done);
        Integer register = m.register(variable);
        if (register != null) {
            mv.visitVarInsn(LSTORE, register);
        } else {
            mv.visitInsn(POP2);
        }
    }

    /** A simple variable's word. */
    private boolean isWord(Expr e) {
        return e instanceof ScalarRead s && m.parameterSlot(s.address()) == null;
    }

    /**
     * Leaves the address of an element, each subscript made whole as soon as it is computed. The
     * subscripts wait in locals, not on the operand stack (see {@link #second}).
     */
    void address(Element e) {
        Expr[] subscripts = e.subscripts();
        if (subscripts.length > 2) {
            m.constant(e, Names.ELEMENT);
            m.processor();
            Entries.ELEMENT_ADDRESS[0].emit(mv);
            for (Expr s : subscripts) {
                m.reloadAfter(s);
            }
            return;
        }
        int[] ints = new int[subscripts.length];
        for (int k = 0; k < ints.length; k++) {
            whole(e, subscripts[k]);
            ints[k] = m.newInt();
            mv.visitVarInsn(ISTORE, ints[k]);
        }
        m.places.address(e, ints);
    }

    /**
     * The code of {@code right}, the value before it waiting on the operand stack; in a local
     * instead when {@code right} has a loop of its own (Σ, Π). HotSpot cannot enter a loop whose
     * head has values on the operand stack from its interpreter (on-stack replacement): C1 gives up
     * on the method at that tier, and a piece of НИМ's code stayed in C1's code for good.
     */
    private void second(Expr right) {
        if (!Trees.containsSeries(right)) {
            small(right);
            return;
        }
        int left = m.newLong();
        mv.visitVarInsn(LSTORE, left);
        small(right);
        int value = m.newLong();
        mv.visitVarInsn(LSTORE, value);
        mv.visitVarInsn(LLOAD, left);
        mv.visitVarInsn(LLOAD, value);
    }

    private void whole(Element e, Expr subscript) {
        small(subscript);
        m.processor();
        m.constant(e, Names.OBJECT);
        Entries.ELEMENT_WHOLE.emit(mv);
    }

    private void operation(Operation o) {
        small(o.left());
        Expr right = o.right();
        if (isNumber(right)) {
            small(right);
            m.processor();
            m.constant(o, Names.OBJECT);
            Entries.operation(o.kind(), Entries.Operand.NUMBER).emit(mv);
        } else if (isWord(right)) {
            int address = ((ScalarRead) right).address();
            word(address);
            m.integer(address);
            m.processor();
            m.constant(o, Names.OBJECT);
            Entries.operation(o.kind(), Entries.Operand.WORD).emit(mv);
        } else {
            Label end = new Label();
            if (mayBeNotSmall(o.left())) {
                Label isSmall = m.unlessSmall();
                m.constant(o, Names.OPERATION);
                m.processor();
                Entries.AFTER_LEFT.emit(mv);
                m.reloadAfter(o.right());
                mv.visitJumpInsn(GOTO, end);
                mv.visitLabel(isSmall);
            }
            second(right);
            m.processor();
            m.constant(o, Names.OBJECT);
            Entries.operation(o.kind(), Entries.Operand.VALUE).emit(mv);
            mv.visitLabel(end);
        }
    }

    /** ε(a/b): ⌊a/b⌋ in place where the arithmetic unit allows, see ArithmeticUnit.entierOfQuotient. */
    private void entierOfQuotient(SignFunction f, Operation o) {
        Label end = new Label();
        small(o.left());
        if (mayBeNotSmall(o.left())) {
            Label isSmall = m.unlessSmall();
            m.constant(f, Names.SIGN_FUNCTION);
            m.constant(o, Names.OPERATION);
            m.processor();
            Entries.AFTER_LEFT.emit(mv);
            m.reloadAfter(o.right());
            m.processor();
            Entries.APPLY_SMALL_AFTER.emit(mv);
            mv.visitJumpInsn(GOTO, end);
            mv.visitLabel(isSmall);
        }
        second(o.right());
        m.processor();
        m.constant(f, Names.OBJECT);
        m.constant(o, Names.OBJECT);
        Entries.ENTIER_OF_QUOTIENT_OF.emit(mv);
        mv.visitLabel(end);
    }

    /**
     * Σ or Π as a loop of its own over small integers, with the variable in its word as the tree
     * keeps it; whatever is not a small integer continues in the tree's Series from where it is.
     */
    private void series(Series s) {
        int variable = s.variable();
        Label end = new Label();
        Label test = new Label();
        Label done = new Label();
        small(s.from());
        if (mayBeNotSmall(s.from())) {
            unlessSmallInTree(s, end, Entries.SERIES_AFTER_FROM);
        }
        int from = m.newLong();
        mv.visitVarInsn(LSTORE, from);
        small(s.to());
        if (mayBeNotSmall(s.to())) {
            unlessSmallInTree(s, end, Entries.SERIES_AFTER_TO, from);
        }
        int last = m.newLong();
        mv.visitVarInsn(LSTORE, last);
        mv.visitVarInsn(LLOAD, from);
        store(variable);
        int result = m.newLong();
        m.longConstant(s.product() ? 1 : 0);
        mv.visitVarInsn(LSTORE, result);

        mv.visitLabel(test);
        word(variable);
        unlessSmallInTree(s, end, Entries.SERIES_AFTER_TEST, result, last);
        mv.visitVarInsn(LLOAD, last);
        mv.visitInsn(LCMP);
        mv.visitJumpInsn(IFGT, done);
        m.step();
        small(s.term());
        if (mayBeNotSmall(s.term())) {
            unlessSmallInTree(s, end, Entries.SERIES_AFTER_TERM, result, last);
        }
        int term = m.newLong();
        mv.visitVarInsn(LSTORE, term);
        mv.visitVarInsn(LLOAD, result);
        mv.visitVarInsn(LLOAD, term);
        (s.product() ? Entries.MULTIPLY : Entries.ADD).emit(mv);
        unlessSmallInTree(s, end, Entries.SERIES_AFTER_OVERFLOW, result, term, last);
        mv.visitVarInsn(LSTORE, result);
        m.longConstant(1);
        mv.visitVarInsn(LSTORE, term);
        advance(variable, term, 1L);
        mv.visitJumpInsn(GOTO, test);
        mv.visitLabel(done);
        mv.visitVarInsn(LLOAD, result);
        mv.visitLabel(end);
    }

    /** With a value on the stack: if it is NOT_SMALL, pops it and goes on in the tree (see {@link #inTree}). */
    private void unlessSmallInTree(Series s, Label end, Call method, int... locals) {
        Label isSmall = m.unlessSmall();
        inTree(s, end, method, locals);
        mv.visitLabel(isSmall);
    }

    /**
     * Leaves the rest of Σ or Π to the tree's Series method {@code method}, given the values in these
     * locals, and goes to {@code end} with its value.
     */
    private void inTree(Series s, Label end, Call method, int... locals) {
        m.constant(s, Names.SERIES);
        for (int local : locals) {
            mv.visitVarInsn(LLOAD, local);
        }
        m.processor();
        method.emit(mv);
        m.reloadAfter(s);
        mv.visitJumpInsn(GOTO, end);
    }

    /** Jumps to {@code otherwise} unless the relation holds. */
    void unless(Relation r, Label otherwise) {
        Label holds = new Label();
        if (LongCode.comparable(r.left(), r.right(), functions)) {
            Label outside = new Label();
            new LongCode(m, this, functions).compare(r.left(), r.right(), outside);
            mv.visitJumpInsn(jump(r), otherwise);
            mv.visitJumpInsn(GOTO, holds);
            mv.visitLabel(outside);
            m.constant(r, Names.RELATION);
            m.processor();
            Entries.HOLDS.emit(mv);
            mv.visitJumpInsn(IFEQ, otherwise);
            mv.visitLabel(holds);
            return;
        }
        small(r.left());
        Expr right = r.right();
        if (isNumber(right)) {
            small(right);
            m.processor();
            Entries.COMPARE_NUMBER.emit(mv);
        } else if (isWord(right)) {
            int address = ((ScalarRead) right).address();
            word(address);
            m.integer(address);
            m.processor();
            Entries.COMPARE_WORD.emit(mv);
        } else {
            if (mayBeNotSmall(r.left())) {
                Label isSmall = m.unlessSmall();
                m.constant(r, Names.RELATION);
                m.processor();
                m.processor();
                Entries.SPILL.get(mv);
                Entries.HOLDS_AFTER.emit(mv);
                m.reloadAfter(r.right());
                mv.visitJumpInsn(IFEQ, otherwise);
                mv.visitJumpInsn(GOTO, holds);
                mv.visitLabel(isSmall);
            }
            second(right);
            m.processor();
            Entries.COMPARE_VALUE.emit(mv);
        }
        mv.visitJumpInsn(jump(r), otherwise);
        mv.visitLabel(holds);
    }

    /** The jump, on a comparison's −1, 0 or 1, to where the relation does not hold. */
    private static int jump(Relation r) {
        return switch (r.kind()) {
            case EQUAL -> IFNE;
            case LESS -> IFGE;
            case GREATER -> IFLE;
            case LESS_OR_EQUAL -> IFGT;
            case GREATER_OR_EQUAL -> IFLT;
            case NOT_EQUAL -> IFEQ;
        };
    }

    /**
     * A call of a translated function: the arguments into locals, then the function's method if
     * every one is a small integer that fits a word (so that setting the parameter words would meter
     * nothing); otherwise the call goes on in the tree with the values computed so far.
     */
    private void call(FunctionCall c, String method) {
        Expr[] args = c.arguments();
        int n = args.length;
        Label slow = new Label();
        Label end = new Label();
        int which = m.newInt();
        int[] values = new int[n];
        m.integer(0);
        mv.visitVarInsn(ISTORE, which);
        for (int k = 0; k < n; k++) {
            values[k] = m.newLong();
            m.longConstant(0);
            mv.visitVarInsn(LSTORE, values[k]);
        }
        for (int k = 0; k < n; k++) {
            small(args[k]);
            if (mayBeNotSmall(args[k])) {
                Label isSmall = m.unlessSmall();
                m.integer(k);
                mv.visitVarInsn(ISTORE, which);
                mv.visitJumpInsn(GOTO, slow);
                mv.visitLabel(isSmall);
            }
            mv.visitVarInsn(LSTORE, values[k]);
        }
        Label tooLong = new Label();
        Label call = new Label();
        for (int k = 0; k < n; k++) {
            if (args[k] instanceof ScalarRead s && m.parameterSlot(s.address()) != null) {
                continue;
            }
            m.unlessFitsWord(values[k], tooLong);
        }
        mv.visitJumpInsn(GOTO, call);
        mv.visitLabel(tooLong);
        m.integer(n);
        mv.visitVarInsn(ISTORE, which);
        mv.visitJumpInsn(GOTO, slow);
        mv.visitLabel(call);
        boolean inLongs = LongCode.body(c.function(), functions);
        int stepsBefore = -1;
        if (inLongs) {
            stepsBefore = m.newLong();
            m.steps();
            mv.visitVarInsn(LSTORE, stepsBefore);
        }
        mv.visitVarInsn(ALOAD, MethodCode.THIS);
        m.processor();
        for (int k = 0; k < n; k++) {
            mv.visitVarInsn(LLOAD, values[k]);
        }
        mv.visitMethodInsn(INVOKEVIRTUAL, functions.owner(), method, Functions.descriptor(n), false);
        m.reloadAfter(c.function().body());
        if (inLongs) {
            // its method computes in longs: NOT_SMALL means "the tree computes it", calls and all,
            // so the steps the method took are taken back
            Label isSmall = m.unlessSmall();
            m.setSteps(stepsBefore);
            m.integer(n);
            mv.visitVarInsn(ISTORE, which);
            mv.visitJumpInsn(GOTO, slow);
            mv.visitLabel(isSmall);
        }
        mv.visitJumpInsn(GOTO, end);
        mv.visitLabel(slow);
        m.constant(c, Names.FUNCTION_CALL);
        m.processor();
        m.integer(n);
        mv.visitIntInsn(NEWARRAY, T_LONG);
        for (int k = 0; k < n; k++) {
            mv.visitInsn(DUP);
            m.integer(k);
            mv.visitVarInsn(LLOAD, values[k]);
            mv.visitInsn(LASTORE);
        }
        mv.visitVarInsn(ILOAD, which);
        Entries.RESUME.emit(mv);
        m.reloadAfter(c);
        mv.visitLabel(end);
    }
}
