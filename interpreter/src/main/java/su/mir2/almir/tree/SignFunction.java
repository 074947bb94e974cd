package su.mir2.almir.tree;

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

    @Override
    public Num evaluate(Processor p) {
        Num x = argument.evaluate(p);
        if (named != null) {
            return p.arithmetic.apply(named, x);
        }
        return switch (sign) {
            case ENTIER -> p.arithmetic.entier(x);
            case FRACTION -> p.arithmetic.fraction(x);
            case ROOT -> p.arithmetic.root(x);
        };
    }
}
