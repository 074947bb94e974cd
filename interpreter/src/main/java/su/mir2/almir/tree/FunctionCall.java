package su.mir2.almir.tree;

import su.mir2.machine.arithmetic.Num;
import su.mir2.machine.control.Processor;

/** A call of a function described in «ГДЕ»; its parameters are words of its own, so the caller's are untouched. */
public final class FunctionCall extends Expr {
    private final UserFunction function;
    private final Expr[] arguments;

    public FunctionCall(UserFunction function, Expr[] arguments) {
        this.function = function;
        this.arguments = arguments;
    }

    @Override
    public Num evaluate(Processor p) {
        int[] params = function.parameters();
        Num[] values = new Num[arguments.length];
        for (int k = 0; k < values.length; k++) {
            values[k] = arguments[k].evaluate(p);
        }
        Num[] saved = new Num[params.length];
        for (int k = 0; k < params.length; k++) {
            saved[k] = p.memory.words[params[k]];
            p.memory.write(params[k], values[k]);
        }
        try {
            return function.body().evaluate(p);
        } finally {
            for (int k = 0; k < params.length; k++) {
                p.memory.write(params[k], saved[k]);
            }
        }
    }
}
