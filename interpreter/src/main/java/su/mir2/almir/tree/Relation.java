package su.mir2.almir.tree;

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
        int c = p.arithmetic.compare(left.evaluate(p), right.evaluate(p));
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
