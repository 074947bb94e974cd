package su.mir2.machine.jit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import su.mir2.almir.tree.Assign;
import su.mir2.almir.tree.AssignElement;
import su.mir2.almir.tree.Chain;
import su.mir2.almir.tree.ElementRead;
import su.mir2.almir.tree.Expr;
import su.mir2.almir.tree.FunctionCall;
import su.mir2.almir.tree.JumpUnless;
import su.mir2.almir.tree.LoopNext;
import su.mir2.almir.tree.LoopTest;
import su.mir2.almir.tree.Output;
import su.mir2.almir.tree.OutputItem;
import su.mir2.almir.tree.Series;
import su.mir2.almir.tree.UserFunction;
import su.mir2.machine.control.Instruction;

/** What the translator needs to know about expressions beyond what their code is. */
final class Trees {
    private Trees() {
    }

    /**
     * The expressions directly inside {@code e}; null for a chain, which translated code leaves to
     * the tree whole.
     */
    static List<Expr> children(Expr e) {
        return e instanceof Chain ? null : e.children();
    }

    /**
     * The expressions an instruction computes when the translation runs it in place, in order: an
     * element's subscripts before the value stored into it.
     */
    static List<Expr> expressions(Instruction ins) {
        if (ins instanceof Assign a) {
            return List.of(a.value());
        }
        if (ins instanceof AssignElement a) {
            List<Expr> all = new ArrayList<>(List.of(a.element().subscripts()));
            all.add(a.value());
            return all;
        }
        if (ins instanceof JumpUnless j) {
            return List.of(j.relation().left(), j.relation().right());
        }
        if (ins instanceof LoopTest t) {
            return List.of(t.step(), t.bound());
        }
        if (ins instanceof LoopNext l) {
            return List.of(l.step());
        }
        return List.of();
    }

    /** Whether computing {@code e} may store into a word: Σ and Π set their running variable. */
    static boolean storesAnything(Expr e) {
        Set<Integer> words = stored(e);
        return words == null || !words.isEmpty();
    }

    /**
     * The words the tree's computing of {@code e} may store into: the running variables of Σ and
     * Π, and the parameter words of the functions it calls. Null when that is not known (an
     * expression of a kind this class does not know, a function without a body).
     */
    static Set<Integer> stored(Expr e) {
        Set<Integer> words = new HashSet<>();
        return stored(e, words, Collections.newSetFromMap(new IdentityHashMap<>())) ? words : null;
    }

    /** The words running the instruction by the tree may store into; null when that is not known. */
    static Set<Integer> stored(Instruction ins) {
        if (!(ins instanceof Output o)) {
            return null;
        }
        Set<Integer> words = new HashSet<>();
        Set<UserFunction> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        for (OutputItem item : o.items()) {
            List<Expr> values = item instanceof OutputItem.Value v ? List.of(v.value())
                    : item instanceof OutputItem.Named n ? List.of(n.value())
                    : item instanceof OutputItem.NamedElement e ? List.of(e.element().subscripts())
                    : List.of();
            for (Expr value : values) {
                if (!stored(value, words, seen)) {
                    return null;
                }
            }
        }
        return words;
    }

    /** Adds the words {@code e} may store into; false when that is not known. */
    private static boolean stored(Expr e, Set<Integer> words, Set<UserFunction> seen) {
        List<Expr> children = children(e);
        if (children == null) {
            return false;
        }
        if (e instanceof Series s) {
            words.add(s.variable());
        }
        if (e instanceof FunctionCall c && seen.add(c.function())) {
            UserFunction f = c.function();
            for (int p : f.parameters()) {
                words.add(p);
            }
            if (f.body() == null || !stored(f.body(), words, seen)) {
                return false;
            }
        }
        for (Expr child : children) {
            if (!stored(child, words, seen)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether running the instruction may take steps inside it (see Processor.step): a Σ or Π, a
     * call of a function, «МАССИВ» printed — or something this class does not know.
     */
    static boolean takesSteps(Instruction ins) {
        List<Expr> values = new ArrayList<>(expressions(ins));
        if (ins instanceof Output o) {
            for (OutputItem item : o.items()) {
                if (item instanceof OutputItem.WholeArray) {
                    return true;
                }
                values.addAll(item instanceof OutputItem.Value v ? List.of(v.value())
                        : item instanceof OutputItem.Named n ? List.of(n.value())
                        : item instanceof OutputItem.NamedElement e ? List.of(e.element().subscripts())
                        : List.of());
            }
        }
        for (Expr e : values) {
            if (takesSteps(e)) {
                return true;
            }
        }
        return false;
    }

    private static boolean takesSteps(Expr e) {
        List<Expr> children = children(e);
        if (children == null || e instanceof Series || e instanceof FunctionCall) {
            return true;
        }
        for (Expr child : children) {
            if (takesSteps(child)) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code e} itself, not counting the bodies of the functions it calls, contains a Σ or Π. */
    static boolean containsSeries(Expr e) {
        return contains(e, Series.class);
    }

    /** Whether {@code e} itself, not counting the bodies of the functions it calls, reads an element. */
    static boolean containsElement(Expr e) {
        return contains(e, ElementRead.class);
    }

    /** Whether {@code e} or an expression inside it is a {@code kind}; true for a chain, which is not looked into. */
    private static boolean contains(Expr e, Class<? extends Expr> kind) {
        List<Expr> children = children(e);
        if (children == null || kind.isInstance(e)) {
            return true;
        }
        for (Expr child : children) {
            if (contains(child, kind)) {
                return true;
            }
        }
        return false;
    }
}
