package su.mir2.machine.jit;

import java.util.List;
import su.mir2.almir.tree.Assign;
import su.mir2.almir.tree.AssignElement;
import su.mir2.almir.tree.Jump;
import su.mir2.almir.tree.JumpUnless;
import su.mir2.almir.tree.LoopNext;
import su.mir2.almir.tree.LoopTest;
import su.mir2.almir.tree.Output;
import su.mir2.almir.tree.Skip;
import su.mir2.machine.control.Code;
import su.mir2.machine.control.Instruction;

/**
 * The blocks of a piece of code: runs of instructions entered only at the first and left only
 * after the last, unless the machine stops. A block begins at the first instruction, at every
 * place a jump or a label leads to, and after every instruction that may not go on to the next.
 *
 * <p>Some blocks are <em>checkpoints</em>: the first, those labels name, those a jump leads back to
 * (every loop has one), those after an instruction the translation leaves to the tree, and those
 * after an instruction that may take steps inside it (Σ, Π, calls, «МАССИВ»). Only
 * there is translated code entered, and only there does it compare the step count with its budget:
 * with the most steps it can run before it reaches the next checkpoint or leaves, its
 * <em>reach</em>. Between checkpoints every path goes forward, so the reach is finite and the budget
 * is never overrun.
 */
final class Blocks {
    /** For each instruction, the length of the block it begins, or 0. */
    final int[] length;
    /** For each instruction, how many instructions of its block follow it. */
    final int[] after;
    /** For each instruction, the reach of the checkpoint it begins, or 0 if it begins none. */
    final int[] reach;

    private Blocks(int[] length, int[] after, int[] reach) {
        this.length = length;
        this.after = after;
        this.reach = reach;
    }

    boolean begins(int index) {
        return index >= 0 && index < length.length && length[index] > 0;
    }

    boolean checkpoint(int index) {
        return index >= 0 && index < reach.length && reach[index] > 0;
    }

    static Blocks of(Code code) {
        return of(code, new int[0]);
    }

    /**
     * The blocks when the code is cut into methods of its own at the {@code cuts} (ascending):
     * each cut begins a checkpoint, and so does every place a jump leads to from another method,
     * for only at checkpoints is translated code entered.
     */
    static Blocks of(Code code, int[] cuts) {
        int n = code.length();
        boolean[] start = new boolean[n + 1];
        boolean[] checkpoint = new boolean[n + 1];
        start[0] = true;
        checkpoint[0] = true;
        start[n] = true;
        for (int label : code.labelPositions()) {
            mark(start, label);
            mark(checkpoint, label);
        }
        for (int cut : cuts) {
            mark(start, cut);
            mark(checkpoint, cut);
        }
        for (int i = 0; i < n; i++) {
            int to = target(code, code.instruction(i));
            if (to >= 0 && piece(cuts, to) != piece(cuts, i)) {
                mark(checkpoint, to);
            }
        }
        for (int i = 0; i < n; i++) {
            Instruction ins = code.instruction(i);
            if (Trees.takesSteps(ins)) {
                // its steps are not known beforehand: the budget is looked at again after it
                mark(start, i + 1);
                mark(checkpoint, i + 1);
            }
            if (!goesOn(ins)) {
                mark(start, i + 1);
                if (!inPlace(code, ins)) {
                    mark(checkpoint, i + 1);
                    mark(checkpoint, target(code, ins));
                }
            }
            mark(start, target(code, ins));
        }
        int[] length = new int[n];
        int[] after = new int[n];
        int begin = 0;
        for (int i = 1; i <= n; i++) {
            if (start[i]) {
                length[begin] = i - begin;
                for (int j = begin; j < i; j++) {
                    after[j] = i - j - 1;
                }
                begin = i;
            }
        }
        for (int s = 0; s < n; s++) {
            if (length[s] > 0) {
                for (int t : successors(code, s + length[s] - 1)) {
                    if (t >= 0 && t <= s) {
                        checkpoint[t] = true;
                    }
                }
            }
        }
        int[] furthest = new int[n];
        int[] reach = new int[n];
        for (int s = n - 1; s >= 0; s--) {
            if (length[s] > 0) {
                int most = 0;
                for (int t : successors(code, s + length[s] - 1)) {
                    if (t > s && t < n && !checkpoint[t]) {
                        most = Math.max(most, furthest[t]);
                    }
                }
                furthest[s] = length[s] + most;
                reach[s] = checkpoint[s] ? furthest[s] : 0;
            }
        }
        return new Blocks(length, after, reach);
    }

    /** Where translated code may go after the last instruction of a block, not counting leaving. */
    static List<Integer> successors(Code code, int last) {
        Instruction ins = code.instruction(last);
        if (goesOn(ins)) {
            return List.of(last + 1);
        }
        if (!inPlace(code, ins)) {
            return List.of();
        }
        int to = target(code, ins);
        if (ins instanceof JumpUnless || ins instanceof LoopTest) {
            return List.of(last + 1, to);
        }
        return List.of(to);
    }

    /** Whether the instruction always goes on to the next one, unless the machine stops. */
    static boolean goesOn(Instruction ins) {
        return ins instanceof Assign || ins instanceof AssignElement || ins instanceof Output;
    }

    /**
     * Whether the translation writes the instruction's own code; any other is run by its
     * {@code execute} and continues wherever that leads.
     */
    static boolean inPlace(Code code, Instruction ins) {
        if (Trees.takesSteps(ins) && !goesOn(ins)) {
            // a test or a jump that takes steps inside is rare: the tree runs it, counting them
            return false;
        }
        return ins instanceof Assign || ins instanceof AssignElement || ins instanceof JumpUnless
                || ins instanceof LoopTest || ins instanceof Skip
                || ins instanceof LoopNext l && !Trees.storesAnything(l.step())
                || ins instanceof Jump && target(code, ins) >= 0;
    }

    /** Which of the pieces the {@code cuts} make the instruction at {@code index} lies in. */
    static int piece(int[] cuts, int index) {
        int k = 0;
        while (k < cuts.length && cuts[k] <= index) {
            k++;
        }
        return k;
    }

    /** Where an instruction may jump within its own code, or −1. */
    static int target(Code code, Instruction ins) {
        if (ins instanceof JumpUnless j) {
            return j.otherwise();
        }
        if (ins instanceof LoopTest t) {
            return t.exit();
        }
        if (ins instanceof LoopNext l) {
            return l.test();
        }
        if (ins instanceof Skip s) {
            return s.after();
        }
        if (ins instanceof Jump j && j.target().isBound() && j.target().code() == code) {
            return j.target().index();
        }
        return -1;
    }

    private static void mark(boolean[] marks, int index) {
        if (index >= 0 && index < marks.length) {
            marks[index] = true;
        }
    }
}
