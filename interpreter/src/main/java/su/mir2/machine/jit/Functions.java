package su.mir2.machine.jit;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import su.mir2.almir.tree.UserFunction;

/**
 * The «ГДЕ» functions a translation gives methods of their own: a function's parameters become the
 * method's arguments, so a call sets and restores no words. That is the same as the tree's call
 * (which keeps the parameters in hidden words of their own and restores them) as long as nothing
 * but the body reads those words and nothing stores into them: a body with Σ or Π, which may run
 * over a parameter, is left to the tree.
 */
final class Functions {
    /** More parameters than this and the method's arguments would not fit the JVM's limit. */
    private static final int MOST_PARAMETERS = 100;

    private final String owner;
    private final Set<UserFunction> leftToTree;
    private final Map<UserFunction, String> methods = new IdentityHashMap<>();
    private final Deque<UserFunction> pending = new ArrayDeque<>();

    Functions(String owner, Set<UserFunction> leftToTree) {
        this.owner = owner;
        this.leftToTree = leftToTree;
    }

    String owner() {
        return owner;
    }

    /** The method of a function, to be written; null when its calls are left to the tree. */
    String method(UserFunction f) {
        if (leftToTree.contains(f) || f.body() == null || f.arity() > MOST_PARAMETERS
                || Trees.containsSeries(f.body())) {
            return null;
        }
        return methods.computeIfAbsent(f, x -> {
            pending.add(x);
            return "function" + methods.size();
        });
    }

    /** A function whose method is still to be written, or null. */
    UserFunction next() {
        return pending.poll();
    }

    static String descriptor(int arity) {
        return "(" + Names.P + "J".repeat(arity) + ")J";
    }
}
