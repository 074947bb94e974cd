package su.mir2.almir.tree;

import java.util.List;
import su.mir2.machine.arithmetic.Num;
import su.mir2.machine.control.Processor;

/**
 * Σ(v=a,b,expr) and Π(v=a,b,expr): v runs from a to b by 1 and the terms are added (multiplied).
 * An empty range gives 0 (1). The running variable is the program's own, as in «ДЛЯ», and is left
 * one past b. Each turn (each term computed) is a step of the machine.
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
        Num v = from.evaluate(p);
        Num last = to.evaluate(p);
        p.memory.write(variable, v);
        return loop(p, start(), last);
    }

    private Num start() {
        return product ? Num.ONE : Num.ZERO;
    }

    /**
     * The series from the test of its variable on, with the result so far. The variable is read
     * from its word, where the last step put it (a term could change it, as in «ДЛЯ»).
     */
    private Num loop(Processor p, Num result, Num last) {
        Num r = result;
        while (p.arithmetic.compare(p.memory.read(variable), last) <= 0) {
            p.step();
            r = combine(p, r, term.evaluate(p));
            p.memory.write(variable, p.arithmetic.add(p.memory.read(variable), Num.ONE));
        }
        return r;
    }

    private Num combine(Processor p, Num result, Num t) {
        p.poll();
        return product ? p.arithmetic.multiply(result, t) : p.arithmetic.add(result, t);
    }

    // Translated code runs the series in longs while everything is a small integer and continues
    // here, with what it has computed, as soon as something is not.

    /** The start {@code a} was not a small integer (it is in the spill). */
    public long afterFrom(Processor p) {
        Num v = p.spill;
        Num last = to.evaluate(p);
        p.memory.write(variable, v);
        return small(p, loop(p, start(), last));
    }

    /** The end {@code b} was not a small integer (it is in the spill). */
    public long afterTo(long from, Processor p) {
        Num last = p.spill;
        p.memory.write(variable, Num.of(from));
        return small(p, loop(p, start(), last));
    }

    /** At the test, the variable's word does not hold a small integer. */
    public long afterTest(long result, long last, Processor p) {
        return small(p, loop(p, Num.of(result), Num.of(last)));
    }

    /** A term was not a small integer (it is in the spill). */
    public long afterTerm(long result, long last, Processor p) {
        return afterStep(combine(p, Num.of(result), p.spill), last, p);
    }

    /** Adding (multiplying) a term did not give a small integer. */
    public long afterOverflow(long result, long t, long last, Processor p) {
        return afterStep(combine(p, Num.of(result), Num.of(t)), last, p);
    }

    private long afterStep(Num result, long last, Processor p) {
        p.memory.write(variable, p.arithmetic.add(p.memory.read(variable), Num.ONE));
        return small(p, loop(p, result, Num.of(last)));
    }

    /** Its bounds and its term; the term is computed once for each turn. */
    @Override
    public List<Expr> children() {
        return List.of(from(), to(), term());
    }
}
