package su.mir2.almir.tree;

import java.util.List;
import su.mir2.machine.arithmetic.ArithmeticUnit;
import su.mir2.machine.arithmetic.Num;
import su.mir2.machine.control.Processor;

/** A binary operation of the arithmetic unit: + - × / ↑. */
public final class Operation extends Expr {
    public enum Kind { ADD, SUBTRACT, MULTIPLY, DIVIDE, POWER }

    private final Kind kind;
    private final Expr left;
    private final Expr right;

    public Operation(Kind kind, Expr left, Expr right) {
        this.kind = kind;
        this.left = left;
        this.right = right;
    }

    @Override
    public Num evaluate(Processor p) {
        return num(p, small(p));
    }

    public Kind kind() {
        return kind;
    }

    public Expr left() {
        return left;
    }

    public Expr right() {
        return right;
    }

    /**
     * Sums, differences and products of small integers are done here in longs; anything else (an
     * overflow, a real, '/', '↑') goes to the arithmetic unit, with the operands' values.
     *
     * <p>An operand that is a variable or a number is called directly: the call through Expr, shared
     * by every operation of the program, reaches many kinds of node and is not inlined by the JIT, a
     * call on a final class is. (The test is written out at each place, not in a shared helper, so
     * that the remaining call keeps the type profile of its own place.) Relation does the same.
     */
    @Override
    public long small(Processor p) {
        long a = left instanceof ScalarRead s ? s.small(p) : left instanceof Literal l ? l.small(p) : left.small(p);
        if (a == NOT_SMALL) {
            return afterLeft(p);
        }
        long b = right instanceof ScalarRead s2 ? s2.small(p) : right instanceof Literal l2 ? l2.small(p) : right.small(p);
        return withOperands(a, b, p);
    }

    /** The operation on a small integer {@code a} and {@code b} as small() gives it. */
    private long withOperands(long a, long b, Processor p) {
        return withOperands(kind, a, b, p);
    }

    private static long withOperands(Kind kind, long a, long b, Processor p) {
        if (b == NOT_SMALL) {
            return small(p, apply(kind, p, Num.of(a), p.spill));
        }
        long r = switch (kind) {
            case ADD -> add(a, b);
            case SUBTRACT -> subtract(a, b);
            case MULTIPLY -> multiply(a, b);
            default -> NOT_SMALL;
        };
        return r != NOT_SMALL ? r : small(p, apply(kind, p, Num.of(a), Num.of(b)));
    }

    /**
     * The operation of {@code kind} on {@code a}, as small() gives it (the spill holding it when it is
     * not a small integer), and {@code right}, done as {@link #small} does it once its left operand is
     * known: how a {@link Chain} does its steps, with the value so far on the left.
     */
    static long step(Kind kind, long a, Expr right, Processor p) {
        if (a == NOT_SMALL) {
            Num x = p.spill;
            return small(p, apply(kind, p, x, right.evaluate(p)));
        }
        return withOperands(kind, a, right.small(p), p);
    }

    /** The rest of {@link #small} when the left operand was not a small integer (it is in the spill). */
    public long afterLeft(Processor p) {
        return step(kind, NOT_SMALL, right, p);
    }

    /** The rest of {@link #small} when the right operand was not a small integer (it is in the spill). */
    public static long afterRight(long a, Processor p, Operation op) {
        return small(p, op.apply(p, Num.of(a), p.spill));
    }

    /** The operation done by the arithmetic unit on two small integers: '/', '↑', or an overflow. */
    public static long applied(long a, long b, Processor p, Operation op) {
        return small(p, op.apply(p, Num.of(a), Num.of(b)));
    }

    // Translated code calls the methods below with the left operand's value as small() gives it and
    // the operation as an Object, looked at only when the arithmetic unit is needed, and
    // the right one in one of three forms: a Number (a small integer that was computed without
    // touching the spill: a number written in the program, a function's parameter), a Word (a simple
    // variable's word as the memory's small integers hold it, with its address for the slow path) or a Value (as small() gives it, the left operand
    // then being a small integer). One method per operation and form, so that each place of the
    // translated code calls a method that does one thing.
    //
    // The overflow tests of + and − are written out in each method rather than calling add and
    // subtract: C2 stops inlining into a translated method at 8000 bytes of bytecode, inlined
    // methods included, and with the extra calls the evolution workload ran at 118-160 ms against
    // 72-96 (same machine, same hour).

    public static long addNumber(long a, long b, Processor p, Object op) {
        if (a != NOT_SMALL) {
            long r = a + b;
            if (((a ^ r) & (b ^ r)) >= 0 && r != NOT_SMALL) {
                return r;
            }
        }
        return number(a, b, p, op);
    }

    public static long subtractNumber(long a, long b, Processor p, Object op) {
        if (a != NOT_SMALL) {
            long r = a - b;
            if (((a ^ b) & (a ^ r)) >= 0 && r != NOT_SMALL) {
                return r;
            }
        }
        return number(a, b, p, op);
    }

    public static long multiplyNumber(long a, long b, Processor p, Object op) {
        long r = a != NOT_SMALL ? multiply(a, b) : NOT_SMALL;
        return r != NOT_SMALL ? r : number(a, b, p, op);
    }

    public static long powerNumber(long a, long b, Processor p, Object op) {
        long r = a != NOT_SMALL && b >= 0 ? ArithmeticUnit.smallPower(a, b) : NOT_SMALL;
        return r != NOT_SMALL ? r : number(a, b, p, op);
    }

    /** Any operation with a Number on the right, by the arithmetic unit. */
    public static long number(long a, long b, Processor p, Object op) {
        return small(p, ((Operation) op).apply(p, num(p, a), Num.of(b)));
    }

    public static long addWord(long a, long b, int address, Processor p, Object op) {
        if (a != NOT_SMALL && b != NOT_SMALL) {
            long r = a + b;
            if (((a ^ r) & (b ^ r)) >= 0 && r != NOT_SMALL) {
                return r;
            }
        }
        return word(a, address, p, op);
    }

    public static long subtractWord(long a, long b, int address, Processor p, Object op) {
        if (a != NOT_SMALL && b != NOT_SMALL) {
            long r = a - b;
            if (((a ^ b) & (a ^ r)) >= 0 && r != NOT_SMALL) {
                return r;
            }
        }
        return word(a, address, p, op);
    }

    public static long multiplyWord(long a, long b, int address, Processor p, Object op) {
        long r = a != NOT_SMALL && b != NOT_SMALL ? multiply(a, b) : NOT_SMALL;
        return r != NOT_SMALL ? r : word(a, address, p, op);
    }

    public static long powerWord(long a, long b, int address, Processor p, Object op) {
        long r = a != NOT_SMALL && b >= 0 ? ArithmeticUnit.smallPower(a, b) : NOT_SMALL;
        return r != NOT_SMALL ? r : word(a, address, p, op);
    }

    /** Any operation with a Word on the right, by the arithmetic unit. */
    public static long word(long a, long b, int address, Processor p, Object op) {
        return word(a, address, p, op);
    }

    private static long word(long a, int address, Processor p, Object op) {
        return small(p, ((Operation) op).apply(p, num(p, a), p.memory.read(address)));
    }

    public static long addValue(long a, long b, Processor p, Object op) {
        if (b != NOT_SMALL) {
            long r = a + b;
            if (((a ^ r) & (b ^ r)) >= 0 && r != NOT_SMALL) {
                return r;
            }
        }
        return value(a, b, p, op);
    }

    public static long subtractValue(long a, long b, Processor p, Object op) {
        if (b != NOT_SMALL) {
            long r = a - b;
            if (((a ^ b) & (a ^ r)) >= 0 && r != NOT_SMALL) {
                return r;
            }
        }
        return value(a, b, p, op);
    }

    public static long multiplyValue(long a, long b, Processor p, Object op) {
        long r = b != NOT_SMALL ? multiply(a, b) : NOT_SMALL;
        return r != NOT_SMALL ? r : value(a, b, p, op);
    }

    public static long powerValue(long a, long b, Processor p, Object op) {
        long r = b >= 0 ? ArithmeticUnit.smallPower(a, b) : NOT_SMALL;
        return r != NOT_SMALL ? r : value(a, b, p, op);
    }

    /** Any operation with a Value on the right (the left a small integer), by the arithmetic unit. */
    public static long value(long a, long b, Processor p, Object op) {
        Operation o = (Operation) op;
        return b == NOT_SMALL ? afterRight(a, p, o) : applied(a, b, p, o);
    }

    /** a+b, or NOT_SMALL when it does not fit (then the arithmetic unit computes it). */
    public static long add(long a, long b) {
        long r = a + b;
        return ((a ^ r) & (b ^ r)) >= 0 ? r : NOT_SMALL;
    }

    /** a−b, or NOT_SMALL when it does not fit. */
    public static long subtract(long a, long b) {
        long r = a - b;
        return ((a ^ b) & (a ^ r)) >= 0 ? r : NOT_SMALL;
    }

    /** a×b, or NOT_SMALL when it does not fit. */
    public static long multiply(long a, long b) {
        long lo = a * b;
        // the product fits a long when its high half is only the sign of the low half
        return Math.multiplyHigh(a, b) == lo >> 63 ? lo : NOT_SMALL;
    }

    private Num apply(Processor p, Num a, Num b) {
        return apply(kind, p, a, b);
    }

    private static Num apply(Kind kind, Processor p, Num a, Num b) {
        p.poll();
        ArithmeticUnit au = p.arithmetic;
        return switch (kind) {
            case ADD -> au.add(a, b);
            case SUBTRACT -> au.subtract(a, b);
            case MULTIPLY -> au.multiply(a, b);
            case DIVIDE -> au.divide(a, b);
            case POWER -> au.power(a, b);
        };
    }

    @Override
    public List<Expr> children() {
        return List.of(left, right);
    }
}
