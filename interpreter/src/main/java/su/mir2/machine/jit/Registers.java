package su.mir2.machine.jit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import su.mir2.almir.tree.Assign;
import su.mir2.almir.tree.Expr;
import su.mir2.almir.tree.LoopNext;
import su.mir2.almir.tree.LoopTest;
import su.mir2.almir.tree.ScalarRead;
import su.mir2.almir.tree.Series;
import su.mir2.machine.control.Code;
import su.mir2.machine.control.Instruction;

/**
 * The simple variables whose words a translation's code also keeps in JVM locals, its registers:
 * the JIT can then keep them in machine registers, where a word read from the memory's array must
 * be loaded again after every store into that array.
 *
 * <p>A register is a copy, never the only place of a value: every store goes to the memory's word as
 * well, so whatever reads memory (the tree, an element whose subscript reaches the word, a fault
 * report, the control unit between runs) sees what it always saw. The copy is loaded again wherever
 * something other than the translated code's own stores may have changed the word: when the code is
 * entered, after an instruction run by the tree, after a tree's computing that may store (Σ and Π,
 * functions), and after a store into an element that lands among the registers' words.
 */
final class Registers {
    /**
     * At most this many: each is loaded again at every such place, and a method with many live
     * locals costs the JVM's compilers more registers than the machine has.
     */
    static final int MOST = 16;

    private Registers() {
    }

    /**
     * The words to keep in registers in the method of instructions lo to hi−1, the most used first:
     * those its own instructions use most.
     */
    static List<Integer> choose(Code code, int lo, int hi) {
        Map<Integer, Integer> uses = new LinkedHashMap<>();
        for (int i = lo; i < hi; i++) {
            Instruction ins = code.instruction(i);
            if (Blocks.inPlace(code, ins)) {
                count(ins, uses);
            }
        }
        List<Integer> words = new ArrayList<>(uses.keySet());
        // the most used first, in the order first used among equals (a stable sort)
        words.sort(new Comparator<Integer>() {
            @Override
            public int compare(Integer a, Integer b) {
                return Integer.compare(uses.get(b), uses.get(a));
            }
        });
        return List.copyOf(words.subList(0, Math.min(MOST, words.size())));
    }

    private static void count(Instruction ins, Map<Integer, Integer> uses) {
        if (ins instanceof Assign a) {
            use(a.address(), 1, uses);
        } else if (ins instanceof LoopTest t) {
            use(t.variable(), 1, uses);
        } else if (ins instanceof LoopNext l) {
            use(l.variable(), 1, uses);
        }
        for (Expr e : Trees.expressions(ins)) {
            count(e, uses);
        }
    }

    /** Counts the simple variables an expression's code reads or, for Σ and Π, sets. */
    private static void count(Expr e, Map<Integer, Integer> uses) {
        if (e instanceof ScalarRead s) {
            use(s.address(), 1, uses);
        } else if (e instanceof Series s) {
            use(s.variable(), 2, uses);
        }
        List<Expr> children = Trees.children(e);
        if (children != null) {
            for (Expr child : children) {
                count(child, uses);
            }
        }
    }

    private static void use(int word, int times, Map<Integer, Integer> uses) {
        uses.put(word, uses.getOrDefault(word, 0) + times);
    }
}
