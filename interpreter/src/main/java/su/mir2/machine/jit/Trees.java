package su.mir2.machine.jit;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import su.mir2.almir.tree.ElementRead;
import su.mir2.almir.tree.Expr;
import su.mir2.almir.tree.FunctionCall;
import su.mir2.almir.tree.Literal;
import su.mir2.almir.tree.Negation;
import su.mir2.almir.tree.Operation;
import su.mir2.almir.tree.ScalarRead;
import su.mir2.almir.tree.Series;
import su.mir2.almir.tree.SignFunction;
import su.mir2.almir.tree.UserFunction;

/** What the translator needs to know about expressions beyond what their code is. */
final class Trees {
    private Trees() {
    }

    /** The expressions directly inside {@code e}; null for a kind of expression this class does not know. */
    static List<Expr> children(Expr e) {
        if (e instanceof Literal || e instanceof ScalarRead) {
            return List.of();
        }
        if (e instanceof Operation o) {
            return List.of(o.left(), o.right());
        }
        if (e instanceof Negation n) {
            return List.of(n.operand());
        }
        if (e instanceof SignFunction f) {
            return List.of(f.argument());
        }
        if (e instanceof ElementRead r) {
            return List.of(r.element().subscripts());
        }
        if (e instanceof FunctionCall c) {
            return List.of(c.arguments());
        }
        if (e instanceof Series s) {
            return List.of(s.from(), s.to(), s.term());
        }
        return null;
    }

    /** Whether computing {@code e} may store into a word: Σ and Π set their running variable. */
    static boolean storesAnything(Expr e) {
        return stores(e, Collections.newSetFromMap(new IdentityHashMap<>()));
    }

    private static boolean stores(Expr e, Set<UserFunction> seen) {
        List<Expr> children = children(e);
        if (children == null || e instanceof Series) {
            return true;
        }
        if (e instanceof FunctionCall c && seen.add(c.function())
                && (c.function().body() == null || stores(c.function().body(), seen))) {
            return true;
        }
        for (Expr child : children) {
            if (stores(child, seen)) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code e} itself, not counting the bodies of the functions it calls, contains a Σ or Π. */
    static boolean containsSeries(Expr e) {
        List<Expr> children = children(e);
        if (children == null || e instanceof Series) {
            return true;
        }
        for (Expr child : children) {
            if (containsSeries(child)) {
                return true;
            }
        }
        return false;
    }
}
