package su.mir2.almir.tree;

import su.mir2.machine.arithmetic.Num;
import su.mir2.machine.control.Processor;

/**
 * Σ(v=a,b,expr) and Π(v=a,b,expr): v runs from a to b by 1 and the terms are added (multiplied).
 * An empty range gives 0 (1). The running variable is the program's own, as in «ДЛЯ», and is left
 * one past b.
 */
public final class Series extends Expr {
    private final boolean product;
    private final int variable;
    private final Expr from;
    private final Expr to;
    private final Expr term;

    public Series(boolean product, int variable, Expr from, Expr to, Expr term) {
        this.product = product;
        this.variable = variable;
        this.from = from;
        this.to = to;
        this.term = term;
    }

    public boolean product() {
        return product;
    }

    public int variable() {
        return variable;
    }

    public Expr from() {
        return from;
    }

    public Expr to() {
        return to;
    }

    public Expr term() {
        return term;
    }

    @Override
    public Num evaluate(Processor p) {
        Num result = product ? Num.ONE : Num.ZERO;
        Num v = from.evaluate(p);
        Num last = to.evaluate(p);
        p.memory.write(variable, v);
        while (p.arithmetic.compare(v, last) <= 0) {
            Num t = term.evaluate(p);
            result = product ? p.arithmetic.multiply(result, t) : p.arithmetic.add(result, t);
            v = p.arithmetic.add(p.memory.read(variable), Num.ONE);
            p.memory.write(variable, v);
        }
        return result;
    }
}
