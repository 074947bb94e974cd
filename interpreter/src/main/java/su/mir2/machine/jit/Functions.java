package su.mir2.machine.jit;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import su.mir2.almir.tree.UserFunction;

/**
 * The «ГДЕ» functions a translation gives methods of their own, with the function's parameters as
 * the method's arguments. A body computed in longs throughout reads them there alone and sets no
 * words: where it goes out, the caller hands the whole call to the tree, which sets them itself. Any
 * other body hands parts of itself to the tree, which reads the parameters' words, so its method
 * sets and restores those words as the tree's call does (see Translation.inParameterWords). Either
 * way nothing but the call may store into them: a body with Σ or Π, which may run over a
 * parameter, is left to the tree.
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
        String known = methods.get(f);
        if (known == null) {
            pending.add(f);
            known = "function" + methods.size();
            methods.put(f, known);
        }
        return known;
    }

    /** A function whose method is still to be written, or null. */
    UserFunction next() {
        return pending.poll();
    }

    static String descriptor(int arity) {
        return "(" + Names.P + "J".repeat(arity) + ")J";
    }
}
