package su.mir2.almir.tree;

import java.util.List;
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

    public UserFunction function() {
        return function;
    }

    public Expr[] arguments() {
        return arguments.clone();
    }

    /**
     * The arguments are computed first, then each parameter's word is saved and set, the body is
     * evaluated, and the words are restored (also when the machine stops inside). Arguments and saved
     * words are kept on the processor's stack of calls, so a call allocates nothing.
     */
    @Override
    public Num evaluate(Processor p) {
        int n = arguments.length;
        int base = p.pushCall(2 * n);
        for (int k = 0; k < n; k++) {
            Expr a = arguments[k];
            Num v = a instanceof ScalarRead s ? s.evaluate(p) : a.evaluate(p);
            p.callStack[base + k] = v;
        }
        return enter(p, base);
    }

    /**
     * The call continued from translated code, which computed {@code values[0..k-1]} as small
     * integers and found argument {@code k} not one (it is in the spill; {@code k} = the arity when
     * all were, but one does not fit a word).
     */
    public long resume(Processor p, long[] values, int k) {
        int n = arguments.length;
        Num spilled = p.spill;
        int base = p.pushCall(2 * n);
        for (int j = 0; j < n; j++) {
            p.callStack[base + j] = j < k ? Num.of(values[j]) : j == k ? spilled : arguments[j].evaluate(p);
        }
        return small(p, enter(p, base));
    }

    /**
     * For a function's translated method whose body hands parts of itself to the tree: saves
     * parameter {@code k}'s word at {@code base} (from {@link Processor#pushCall} of the arity) and
     * sets it to the argument, a small integer that fits a word. Called for each parameter in turn,
     * as {@link #enter} does, so that whatever the tree computes of the body reads the arguments
     * where the tree's own call would have put them.
     */
    public static void enterParameter(Processor p, int base, int k, int address, long argument) {
        p.callStack[base + k] = p.memory.read(address);
        p.memory.write(address, argument);
    }

    /** Restores the parameter words {@link #enterParameter} saved at {@code base}, and frees their places. */
    public static void leave(Processor p, UserFunction f, int base) {
        int[] params = f.parameters();
        try {
            Num[] stack = p.callStack;
            for (int k = 0; k < params.length; k++) {
                p.memory.write(params[k], stack[base + k]);
            }
        } finally {
            p.popCall(base);
        }
    }

    /**
     * Sets the parameters to the arguments at {@code base}, evaluates the body, restores them; counts the call's depth. The
     * call, once its arguments are computed, is a step of the machine.
     */
    private Num enter(Processor p, int base) {
        p.step();
        int[] params = function.parameters();
        int n = params.length;
        try {
            p.enterCall();
            try {
                Num[] stack = p.callStack;
                for (int k = 0; k < n; k++) {
                    stack[base + n + k] = p.memory.read(params[k]);
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
                p.leaveCall();
            }
        } finally {
            p.popCall(base);
        }
    }

    @Override
    public List<Expr> children() {
        return List.of(arguments());
    }
}
