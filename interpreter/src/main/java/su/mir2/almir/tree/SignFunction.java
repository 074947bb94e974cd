package su.mir2.almir.tree;

import java.util.List;
import su.mir2.machine.arithmetic.Num;
import su.mir2.machine.arithmetic.StandardFunction;
import su.mir2.machine.control.Processor;

/** A standard function: a named one (ABS, SIN …) or a special sign (ε entier, ₣ fraction, √ root). */
public final class SignFunction extends Expr {
    public enum Sign { ENTIER, FRACTION, ROOT }

    private final Sign sign;
    private final StandardFunction named;
    private final Expr argument;

    public SignFunction(Sign sign, Expr argument) {
        this.sign = sign;
        this.named = null;
        this.argument = argument;
    }

    public SignFunction(StandardFunction named, Expr argument) {
        this.sign = null;
        this.named = named;
        this.argument = argument;
    }

    /** ε, ₣ or √; null for a named function. */
    public Sign sign() {
        return sign;
    }

    /** The named function; null for a special sign. */
    public StandardFunction named() {
        return named;
    }

    public Expr argument() {
        return argument;
    }

    @Override
    public Num evaluate(Processor p) {
        return apply(p, argument.evaluate(p));
    }

    /** The function of a value. */
    public Num apply(Processor p, Num x) {
        p.poll();
        if (named != null) {
            return p.arithmetic.apply(named, x);
        }
        return switch (sign) {
            case ENTIER -> p.arithmetic.entier(x);
            case FRACTION -> p.arithmetic.fraction(x);
            case ROOT -> p.arithmetic.root(x);
        };
    }

    /**
     * The function of a value given as {@link Expr#small} gives it: |x|, ε(x) and ₣(x) of a small
     * integer without the arithmetic unit (ε(n) = n, ₣(n) = 0, as it computes them).
     */
    public long applySmall(long x, Processor p) {
        if (x != NOT_SMALL) {
            if (named == StandardFunction.ABS) {
                return Math.abs(x);
            }
            if (sign == Sign.ENTIER) {
                return x;
            }
            if (sign == Sign.FRACTION) {
                return 0;
            }
        }
        return small(p, apply(p, num(p, x)));
    }

    @Override
    public long small(Processor p) {
        return applySmall(argument.small(p), p);
    }

    /** {@link #applySmall} for translated code, the function looked at only when it must be. */
    public static long applySmall(long x, Processor p, Object function) {
        SignFunction f = (SignFunction) function;
        return f.applySmall(x, p);
    }

    /**
     * ε(a/b) for translated code, with a and b as small() gives them (a a small integer): ⌊a/b⌋
     * where the arithmetic unit says that is what dividing and taking ε gives, else those two steps.
     */
    public static long entierOfQuotient(long a, long b, Processor p, Object function, Object quotient) {
        if (b != NOT_SMALL) {
            long q = p.arithmetic.entierOfQuotient(a, b);
            if (q != NOT_SMALL) {
                return q;
            }
        }
        return ((SignFunction) function).applySmall(Operation.value(a, b, p, quotient), p);
    }

    @Override
    public List<Expr> children() {
        return List.of(argument());
    }
}
