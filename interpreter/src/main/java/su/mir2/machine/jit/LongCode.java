package su.mir2.machine.jit;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import su.mir2.almir.tree.ElementRead;
import su.mir2.almir.tree.Expr;
import su.mir2.almir.tree.FunctionCall;
import su.mir2.almir.tree.Literal;
import su.mir2.almir.tree.Negation;
import su.mir2.almir.tree.Operation;
import su.mir2.almir.tree.ScalarRead;
import su.mir2.almir.tree.SignFunction;
import su.mir2.almir.tree.UserFunction;
import su.mir2.machine.arithmetic.StandardFunction;


/**
 * An expression computed in longs throughout, with one way out: at the first operand or result
 * that is not a small integer (a real, a long integer, an overflow, a subscript that is not whole,
 * ε of a quotient the arithmetic unit must compute), the code drops what it has computed and the
 * tree computes the whole expression again from the start. That is the same value, because such an
 * expression only reads: no Σ or Π, no function whose body is not one of these (a call of a
 * function leaves no trace either: the tree restores its parameter words). A fault on the way (a
 * subscript outside the memory) is the fault the tree would meet first, for both compute in the same
 * order. Inside, every value is known to be a small integer, so nothing tests it again.
 *
 * <p>In an expression with a product, each word read is tested, as it must be for NOT_SMALL anyway,
 * to lie within a bound ±B chosen for the expression: the largest power of two for which every +, −
 * and × of it stays inside a long (and off Long.MIN_VALUE) whatever the words hold within it. Those
 * operations are then the bare JVM ones, with no test for overflow nor for NOT_SMALL after them, and
 * a subscript known to fit an int is not tested for it. A word beyond the bound goes out to the tree,
 * as NOT_SMALL does; the bound is so large that such a word would all but always have made an
 * operation overflow and go out anyway (for X×X+Y×Y it is 2³⁰, where X×X alone passes a long at
 * 3 037 000 500). Expressions of + and − alone keep the test for NOT_SMALL and their tests for
 * overflow: the evolution program, all I+1 and S+1, ran slower with bound tests.
 *
 * <p>A function whose body is such an expression gets a method that returns Long.MIN_VALUE for
 * "compute it in the tree".
 */
final class LongCode implements Opcodes {

    private final MethodCode m;
    private final MethodVisitor mv;
    private final ExpressionCode x;
    private final Functions functions;
    /** Where to go out with so many longs of the expression on the stack: each pops one and goes on. */
    private final List<Label> out = new ArrayList<>();
    /**
     * The bound of the words the expression being written reads, a power of two B = 2^k: they lie
     * in [−B, B − 1], tested as (v + B) &gt;&gt;&gt; (k + 1) = 0, an addition of a constant that fits
     * the instruction for k below 31, a shift and a branch. 0 where no operation gains by it, and
     * they are tested only for NOT_SMALL.
     */
    private long bound;
    /** The local holding the step count when the expression began, if it calls functions; else −1. */
    private int stepsBefore = -1;

    LongCode(MethodCode m, ExpressionCode x, Functions functions) {
        this.m = m;
        this.mv = m.mv;
        this.x = x;
        this.functions = functions;
    }

    /** Whether {@code e} is such an expression (see the class). */
    static boolean fits(Expr e, Functions functions) {
        return fits(e, functions, new IdentityHashMap<>());
    }

    private static boolean fits(Expr e, Functions functions, Map<UserFunction, Boolean> seen) {
        if (e instanceof Literal l) {
            return l.value().isSmall() && l.value().smallValue() != Expr.NOT_SMALL;
        }
        if (e instanceof ScalarRead) {
            return true;
        }
        if (e instanceof ElementRead r) {
            Expr[] s = r.element().subscripts();
            return (s.length == 1 || s.length == 2) && all(s, functions, seen);
        }
        if (e instanceof Operation o) {
            return o.kind() != Operation.Kind.DIVIDE && fits(o.left(), functions, seen)
                    && fits(o.right(), functions, seen);
        }
        if (e instanceof Negation n) {
            return fits(n.operand(), functions, seen);
        }
        if (e instanceof SignFunction f) {
            if (f.sign() == SignFunction.Sign.ENTIER && f.argument() instanceof Operation o
                    && o.kind() == Operation.Kind.DIVIDE) {
                return fits(o.left(), functions, seen) && fits(o.right(), functions, seen);
            }
            return f.named() == StandardFunction.ABS && fits(f.argument(), functions, seen);
        }
        if (e instanceof FunctionCall c) {
            return all(c.arguments(), functions, seen) && body(c.function(), functions, seen);
        }
        return false;
    }

    private static boolean all(Expr[] es, Functions functions, Map<UserFunction, Boolean> seen) {
        for (Expr e : es) {
            if (!fits(e, functions, seen)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether a function has a method computing its body in longs; a function calling itself may.
     * Such a method keeps the arguments in its locals and never puts them in the parameter words, so
     * its body must read no element of an array: a subscript that strays, unchecked as on the MIR,
     * can reach those words (they lie below the arrays), and the tree reads the argument there.
     */
    static boolean body(UserFunction f, Functions functions) {
        return body(f, functions, new IdentityHashMap<>());
    }

    private static boolean body(UserFunction f, Functions functions, Map<UserFunction, Boolean> seen) {
        Boolean known = seen.get(f);
        if (known != null) {
            return known;
        }
        if (functions.method(f) == null) {
            return false;
        }
        seen.put(f, true);
        boolean fits = !Trees.containsElement(f.body()) && fits(f.body(), functions, seen);
        seen.put(f, fits);
        return fits;
    }

    /**
     * The code of the whole expression: leaves its value as {@link Expr#small} gives it, computed in
     * longs or, on the way out, by the tree.
     */
    void whole(Expr e) {
        Label end = new Label();
        begin(e);
        value(e, 0);
        mv.visitJumpInsn(GOTO, end);
        goneOut();
        m.constant(e, Names.EXPR);
        m.processor();
        Entries.SMALL.emit(mv);
        mv.visitLabel(end);
    }

    /** The body of a function's method: returns the value, or Long.MIN_VALUE on the way out. */
    void body(Expr e) {
        begin(e);
        value(e, 0);
        mv.visitInsn(LRETURN);
        goneOut();
        mv.visitLdcInsn(Long.MIN_VALUE);
        mv.visitInsn(LRETURN);
    }

    /**
     * Whether a relation between these sides can be compared in longs: both are such expressions,
     * or one is ₣ of a quotient of such expressions (the parity test ₣(R/2)=0), which the
     * arithmetic unit compares with an integer without making a real (see
     * ArithmeticUnit.compareFractionOfQuotient).
     */
    static boolean comparable(Expr left, Expr right, Functions functions) {
        boolean l = fits(left, functions);
        boolean r = fits(right, functions);
        return l && r || l && fractionOfQuotient(right, functions) || r && fractionOfQuotient(left, functions);
    }

    private static boolean fractionOfQuotient(Expr e, Functions functions) {
        return e instanceof SignFunction f && f.sign() == SignFunction.Sign.FRACTION
                && f.argument() instanceof Operation o && o.kind() == Operation.Kind.DIVIDE
                && fits(o.left(), functions) && fits(o.right(), functions);
    }

    /**
     * Jumps out if the relation's sides (see {@link #comparable}) cannot be compared in longs;
     * else leaves their comparison, −1, 0 or 1, as LCMP does. Left side first, as the tree.
     */
    void compare(Expr left, Expr right, Label outside) {
        begin(left, right);
        if (!fits(left, functions)) {
            fractionVersus(left, right, false);
        } else if (!fits(right, functions)) {
            fractionVersus(right, left, true);
        } else {
            value(left, 0);
            value(right, 1);
            mv.visitInsn(LCMP);
        }
        Label compared = new Label();
        mv.visitJumpInsn(GOTO, compared);
        goneOut();
        mv.visitJumpInsn(GOTO, outside);
        mv.visitLabel(compared);
    }

    /** Starts the code of these expressions: no ways out yet, and the bound of their reads. */
    private void begin(Expr... es) {
        out.clear();
        bound = readBound(es);
        stepsBefore = -1;
        for (Expr e : es) {
            if (callsFunction(e) && stepsBefore < 0) {
                stepsBefore = m.newLong();
                m.steps();
                mv.visitVarInsn(LSTORE, stepsBefore);
            }
        }
    }

    private static boolean callsFunction(Expr e) {
        if (e instanceof FunctionCall) {
            return true;
        }
        List<Expr> children = Trees.children(e);
        if (children == null) {
            return true;
        }
        for (Expr child : children) {
            if (callsFunction(child)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The largest power of two B up to 2^62 for which every +, − and × of the expressions that can be
     * bare at all (its operands' bounds known once words are) is bare when words lie in [−B, B − 1];
     * 0 if none can, or if no × is among them.
     */
    private long readBound(Expr... es) {
        List<Operation> outermost = new ArrayList<>();
        boolean product = false;
        for (Expr e : es) {
            product |= boundable(e, outermost);
        }
        for (long b = 1L << 62; b > 0 && product; b >>= 1) {
            if (allBare(outermost, b)) {
                return b;
            }
        }
        return 0;
    }

    /**
     * Adds the outermost +, − and × of {@code e} that are bare when words are small enough and tested
     * otherwise (an operation is bare only where all inside it are, so they decide the bound); true
     * if a × that is tested otherwise is among them or inside them.
     */
    private boolean boundable(Expr e, List<Operation> outermost) {
        if (e instanceof Operation o && range(o, 1) != null && range(o, 0) == null) {
            outermost.add(o);
            return testedProduct(o);
        }
        boolean product = false;
        List<Expr> children = Trees.children(e);
        if (children != null) {
            for (Expr child : children) {
                product |= boundable(child, outermost);
            }
        }
        return product;
    }

    /** Whether {@code e} is or holds a × that, with words not bounded, is tested. */
    private boolean testedProduct(Expr e) {
        if (e instanceof Operation o && o.kind() == Operation.Kind.MULTIPLY && range(o, 0) == null) {
            return true;
        }
        List<Expr> children = Trees.children(e);
        if (children != null) {
            for (Expr child : children) {
                if (testedProduct(child)) {
                    return true;
                }
            }
        }
        return false;
    }

    private boolean allBare(List<Operation> ops, long bound) {
        for (Operation o : ops) {
            if (range(o, bound) == null) {
                return false;
            }
        }
        return true;
    }

    private static boolean isInt(long[] range) {
        return range != null && range[0] >= Integer.MIN_VALUE && range[1] <= Integer.MAX_VALUE;
    }

    /**
     * ₣(a/b) compared with the other side c, by the arithmetic unit; a, b and c computed in the
     * relation's order ({@code fractionRight}: c first). The comparison is turned round when the
     * fraction is on the right.
     */
    private void fractionVersus(Expr fraction, Expr other, boolean fractionRight) {
        Operation quotient = (Operation) ((SignFunction) fraction).argument();
        int a = m.newLong();
        int b = m.newLong();
        int c = m.newLong();
        if (fractionRight) {
            value(other, 0);
            mv.visitVarInsn(LSTORE, c);
        }
        value(quotient.left(), 0);
        value(quotient.right(), 1);
        mv.visitVarInsn(LSTORE, b);
        mv.visitVarInsn(LSTORE, a);
        if (!fractionRight) {
            value(other, 0);
            mv.visitVarInsn(LSTORE, c);
        }
        m.processor();
        Entries.ARITHMETIC.get(mv);
        mv.visitVarInsn(LLOAD, a);
        mv.visitVarInsn(LLOAD, b);
        mv.visitVarInsn(LLOAD, c);
        Entries.COMPARE_FRACTION_OF_QUOTIENT.emit(mv);
        mv.visitInsn(DUP);
        mv.visitLdcInsn(Integer.MIN_VALUE);
        Label settled = new Label();
        mv.visitJumpInsn(IF_ICMPNE, settled);
        mv.visitInsn(POP);
        mv.visitJumpInsn(GOTO, out(0));
        mv.visitLabel(settled);
        if (fractionRight) {
            mv.visitInsn(INEG);
        }
    }

    /** Writes the chain of ways out: from k longs on the stack, pop them all; then the caller's code. */
    private void goneOut() {
        for (int k = out.size() - 1; k >= 1; k--) {
            mv.visitLabel(out.get(k));
            mv.visitInsn(POP2);
        }
        if (!out.isEmpty()) {
            mv.visitLabel(out.get(0));
        }
        if (stepsBefore >= 0) {
            // the tree computes it all again, the calls taken in longs so far included
            m.setSteps(stepsBefore);
        }
    }

    /** Where to go out from with {@code depth} longs of the expression on the stack. */
    private Label out(int depth) {
        while (out.size() <= depth) {
            out.add(new Label());
        }
        return out.get(depth);
    }

    /** Pushes the value of {@code e}, a small integer; {@code depth} longs of the expression are below it. */
    private void value(Expr e, int depth) {
        if (e instanceof Literal l) {
            m.longConstant(l.value().smallValue());
        } else if (e instanceof ScalarRead s) {
            Integer slot = m.parameterSlot(s.address());
            if (slot != null) {
                mv.visitVarInsn(LLOAD, slot);
            } else {
                x.word(s.address());
                readOrOut(depth);
            }
        } else if (e instanceof ElementRead r) {
            element(r, depth);
        } else if (e instanceof Operation o && range(o, bound) != null) {
            // both operands and the result known to lie well inside a long: nothing to test
            value(o.left(), depth);
            value(o.right(), depth + 1);
            mv.visitInsn(switch (o.kind()) {
                case ADD -> LADD;
                case SUBTRACT -> LSUB;
                default -> LMUL;
            });
        } else if (e instanceof Operation o) {
            value(o.left(), depth);
            value(o.right(), depth + 1);
            operation(o.kind(), depth);
        } else if (e instanceof Negation n) {
            value(n.operand(), depth);
            mv.visitInsn(LNEG);
        } else if (e instanceof SignFunction f && f.argument() instanceof Operation o
                && o.kind() == Operation.Kind.DIVIDE) {
            value(o.left(), depth);
            value(o.right(), depth + 1);
            int b = m.newLong();
            mv.visitVarInsn(LSTORE, b);
            int a = m.newLong();
            mv.visitVarInsn(LSTORE, a);
            m.processor();
            Entries.ARITHMETIC.get(mv);
            mv.visitVarInsn(LLOAD, a);
            mv.visitVarInsn(LLOAD, b);
            Entries.ENTIER_OF_QUOTIENT.emit(mv);
            smallOrOut(depth);
        } else if (e instanceof SignFunction f) {
            value(f.argument(), depth);
            Entries.ABS.emit(mv);
        } else if (e instanceof FunctionCall c) {
            call(c, depth);
        } else {
            throw new IllegalStateException("not an expression in longs: " + e);
        }
    }

    /**
     * The least and the greatest value {@code e} can have, where the code knows them: numbers of the
     * program, a function's parameters (below the word limit, see MethodCode.wordLimit), words read
     * with a {@code bound} (0 for none), and what +, −, ×, negation, |x| and ε of a quotient make of
     * such, as long as no bound passes Long.MIN_VALUE (NOT_SMALL) or overflows; null otherwise (a
     * word of memory tested only for NOT_SMALL may hold any other long).
     */
    private long[] range(Expr e, long bound) {
        if (e instanceof Literal l) {
            long v = l.value().smallValue();
            return new long[] {v, v};
        }
        if (e instanceof ScalarRead s && m.parameterSlot(s.address()) != null) {
            return new long[] {-(m.wordLimit - 1), m.wordLimit - 1};
        }
        if (e instanceof ScalarRead || e instanceof ElementRead) {
            return bound > 0 ? new long[] {-bound, bound - 1} : null;
        }
        if (e instanceof Negation n) {
            long[] a = range(n.operand(), bound);
            return a == null ? null : new long[] {-a[1], -a[0]};
        }
        if (e instanceof SignFunction f) {
            return signFunctionRange(f, bound);
        }
        if (!(e instanceof Operation o) || o.kind() == Operation.Kind.POWER || o.kind() == Operation.Kind.DIVIDE) {
            return null;
        }
        long[] a = range(o.left(), bound);
        long[] b = range(o.right(), bound);
        if (a == null || b == null) {
            return null;
        }
        // Operation's own overflow tests, not Math's exact methods: bounds overflow often here, and
        // each ArithmeticException deoptimised the compiled translator (about 150 times a run of the
        // evolution workload, a few milliseconds)
        long[] r = switch (o.kind()) {
            case ADD -> new long[] {Operation.add(a[0], b[0]), Operation.add(a[1], b[1])};
            case SUBTRACT -> new long[] {Operation.subtract(a[0], b[1]), Operation.subtract(a[1], b[0])};
            default -> {
                long p = Operation.multiply(a[0], b[0]);
                long q = Operation.multiply(a[0], b[1]);
                long u = Operation.multiply(a[1], b[0]);
                long v = Operation.multiply(a[1], b[1]);
                yield p == Expr.NOT_SMALL || q == Expr.NOT_SMALL || u == Expr.NOT_SMALL || v == Expr.NOT_SMALL ? null
                        : new long[] {Math.min(Math.min(p, q), Math.min(u, v)), Math.max(Math.max(p, q), Math.max(u, v))};
            }
        };
        return r == null || r[0] == Expr.NOT_SMALL || r[1] == Expr.NOT_SMALL ? null : r;
    }

    /**
     * |x| lies in [0, max |x|]. ε(a/b) of integers, when it comes out a small integer: the quotient
     * rounded to «РАЗРЯДНОСТЬ» digits is less than twice |a| in magnitude (rounding to at least one
     * digit grows a number by less than that), and ε takes at most 1 from it.
     */
    private long[] signFunctionRange(SignFunction f, long bound) {
        Expr argument = f.argument();
        boolean entierOfQuotient = f.sign() == SignFunction.Sign.ENTIER && argument instanceof Operation o
                && o.kind() == Operation.Kind.DIVIDE;
        long[] a = range(entierOfQuotient ? ((Operation) argument).left() : argument, bound);
        if (a == null || !entierOfQuotient && f.named() != StandardFunction.ABS) {
            return null;
        }
        long most = Math.max(Math.abs(a[0]), Math.abs(a[1]));
        if (!entierOfQuotient) {
            return new long[] {0, most};
        }
        return most >= Long.MAX_VALUE / 4 ? null : new long[] {-(2 * most + 1), 2 * most + 1};
    }

    /**
     * With a word just read on the stack: goes out (popping it) if it is NOT_SMALL or outside the
     * bound (see {@link #bound}).
     */
    private void readOrOut(int depth) {
        if (bound == 0) {
            smallOrOut(depth);
            return;
        }
        mv.visitInsn(DUP2);
        m.longConstant(bound);
        mv.visitInsn(LADD);
        m.integer(Long.numberOfTrailingZeros(bound) + 1);
        mv.visitInsn(LUSHR);
        mv.visitInsn(LCONST_0);
        mv.visitInsn(LCMP);
        mv.visitJumpInsn(IFNE, out(depth + 1));
    }

    /** With a value on the stack: goes out (popping it) if it is NOT_SMALL. */
    private void smallOrOut(int depth) {
        mv.visitInsn(DUP2);
        mv.visitLdcInsn(Long.MIN_VALUE);
        mv.visitInsn(LCMP);
        mv.visitJumpInsn(IFEQ, out(depth + 1));
    }

    /**
     * a op b for the two longs on the stack, going out where the result is not a small integer:
     * the tree's own methods for longs, which give NOT_SMALL on overflow.
     */
    private void operation(Operation.Kind kind, int depth) {
        switch (kind) {
            case ADD -> Entries.ADD.emit(mv);
            case SUBTRACT -> Entries.SUBTRACT.emit(mv);
            case MULTIPLY -> Entries.MULTIPLY.emit(mv);
            case POWER -> {
                // a negative exponent gives a real
                mv.visitInsn(DUP2);
                mv.visitInsn(LCONST_0);
                mv.visitInsn(LCMP);
                mv.visitJumpInsn(IFLT, out(depth + 2));
                Entries.SMALL_POWER.emit(mv);
            }
            default -> throw new IllegalStateException("not an operation in longs: " + kind);
        }
        smallOrOut(depth);
    }

    /** An element's value: whole subscripts, the tree's address (which stops on leaving the memory), the word. */
    private void element(ElementRead r, int depth) {
        Expr[] subscripts = r.element().subscripts();
        int[] ints = new int[subscripts.length];
        for (int k = 0; k < subscripts.length; k++) {
            value(subscripts[k], depth);
            ints[k] = m.newInt();
            if (!isInt(range(subscripts[k], bound))) {
                int v = m.newLong();
                mv.visitVarInsn(LSTORE, v);
                mv.visitVarInsn(LLOAD, v);
                mv.visitVarInsn(LLOAD, v);
                mv.visitInsn(L2I);
                mv.visitInsn(I2L);
                mv.visitInsn(LCMP);
                mv.visitJumpInsn(IFNE, out(depth));
                mv.visitVarInsn(LLOAD, v);
            }
            mv.visitInsn(L2I);
            mv.visitVarInsn(ISTORE, ints[k]);
        }
        mv.visitVarInsn(ALOAD, m.smalls);
        m.places.address(r.element(), ints);
        mv.visitInsn(LALOAD);
        readOrOut(depth);
    }

    /** A call of a function whose method computes in longs: arguments that fit a word, or out. */
    private void call(FunctionCall c, int depth) {
        Expr[] args = c.arguments();
        int[] values = new int[args.length];
        for (int k = 0; k < args.length; k++) {
            value(args[k], depth);
            values[k] = m.newLong();
            mv.visitVarInsn(LSTORE, values[k]);
            if (!(args[k] instanceof ScalarRead s && m.parameterSlot(s.address()) != null)) {
                // the tree's call would store it into a parameter word: one longer than a word is metered
                m.unlessFitsWord(values[k], out(depth));
            }
        }
        mv.visitVarInsn(ALOAD, MethodCode.THIS);
        m.processor();
        for (int v : values) {
            mv.visitVarInsn(LLOAD, v);
        }
        mv.visitMethodInsn(INVOKEVIRTUAL, functions.owner(), functions.method(c.function()),
                Functions.descriptor(args.length), false);
        smallOrOut(depth);
    }
}
