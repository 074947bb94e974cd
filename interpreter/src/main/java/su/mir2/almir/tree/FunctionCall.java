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

    /**
     * The arguments are computed first, then each parameter's word is saved and set, the body is
     * evaluated, and the words are restored (also when the machine stops inside). Arguments and saved
     * words are kept on the processor's stack of calls, so a call allocates nothing.
     */
    @Override
    public Num evaluate(Processor p) {
        int[] params = function.parameters();
        int n = params.length;
        int base = p.pushCall(2 * n);
        try {
            for (int k = 0; k < n; k++) {
                Expr a = arguments[k];
                Num v = a instanceof ScalarRead s ? s.evaluate(p) : a.evaluate(p);
                p.callStack[base + k] = v;
            }
            Num[] stack = p.callStack;
            for (int k = 0; k < n; k++) {
                stack[base + n + k] = p.memory.words[params[k]];
                p.memory.write(params[k], stack[base + k]);
            }
            try {
                return function.body().evaluate(p);
            } finally {
                stack = p.callStack;
                for (int k = 0; k < n; k++) {
                    p.memory.write(params[k], stack[base + n + k]);
                }
            }
        } finally {
            p.popCall(base);
        }
    }
}
