package su.mir2.almir.tree;

import su.mir2.machine.arithmetic.Num;
import su.mir2.machine.control.Processor;

/** The condition of «ЕСЛИ»: one relation between two expressions (ALMIR-65 has no И, ИЛИ, НЕ). */
public final class Relation {
    public enum Kind { EQUAL, LESS, GREATER, LESS_OR_EQUAL, GREATER_OR_EQUAL, NOT_EQUAL }

    private final Kind kind;
    private final Expr left;
    private final Expr right;

    public Relation(Kind kind, Expr left, Expr right) {
        this.kind = kind;
        this.left = left;
        this.right = right;
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

    /** Operands that are variables or numbers are called directly: see {@link Operation#small}. */
    public boolean holds(Processor p) {
        long a = left instanceof ScalarRead s ? s.small(p) : left instanceof Literal l ? l.small(p) : left.small(p);
        if (a == Expr.NOT_SMALL) {
            return holdsAfter(p, p.spill);
        }
        long b = right instanceof ScalarRead s2 ? s2.small(p) : right instanceof Literal l2 ? l2.small(p) : right.small(p);
        if (b == Expr.NOT_SMALL) {
            return test(p.arithmetic.compare(Num.of(a), p.spill));
        }
        return test(Long.compare(a, b));
    }

    /** The rest of {@link #holds} once the left side is known to be {@code x}, not a small integer. */
    public boolean holdsAfter(Processor p, Num x) {
        return test(p.arithmetic.compare(x, right.evaluate(p)));
    }

    // How the two sides compare (−1, 0, 1), for translated code: the left side as small() gives it,
    // the right one a Number, a Word or a Value, as for Operation.

    public static int compareNumber(long a, long b, Processor p) {
        return a != Expr.NOT_SMALL ? Long.compare(a, b) : p.arithmetic.compare(p.spill, Num.of(b));
    }

    public static int compareWord(long a, long b, int address, Processor p) {
        return a != Expr.NOT_SMALL && b != Expr.NOT_SMALL ? Long.compare(a, b) : compareNums(a, address, p);
    }

    private static int compareNums(long a, int address, Processor p) {
        return p.arithmetic.compare(Expr.num(p, a), p.memory.read(address));
    }

    public static int compareValue(long a, long b, Processor p) {
        return b != Expr.NOT_SMALL ? Long.compare(a, b) : p.arithmetic.compare(Num.of(a), p.spill);
    }

    /** Whether the relation holds between two values that compare as {@code c} (−1, 0, 1). */
    public boolean test(int c) {
        return switch (kind) {
            case EQUAL -> c == 0;
            case LESS -> c < 0;
            case GREATER -> c > 0;
            case LESS_OR_EQUAL -> c <= 0;
            case GREATER_OR_EQUAL -> c >= 0;
            case NOT_EQUAL -> c != 0;
        };
    }
}
