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

    public boolean holds(Processor p) {
        long a = left instanceof ScalarRead s ? s.small(p) : left instanceof Literal l ? l.small(p) : left.small(p);
        Num x = a == Expr.NOT_SMALL ? p.spill : null;
        long b = right instanceof ScalarRead s2 ? s2.small(p) : right instanceof Literal l2 ? l2.small(p) : right.small(p);
        int c;
        if (x == null && b != Expr.NOT_SMALL) {
            c = Long.compare(a, b);
        } else {
            c = p.arithmetic.compare(x != null ? x : Num.of(a), Expr.num(p, b));
        }
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
