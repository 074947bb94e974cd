package su.mir2.machine.jit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import su.mir2.machine.control.Code;

/**
 * The way into a piece's loops from outside, for an entry inside them: through each loop's head.
 * Translated code may be entered at any checkpoint, and checkpoints lie inside loops (a label, the
 * place after a Σ or a call, an inner loop's head). Entered there straight from the method's
 * dispatch, a loop has two ways in, which C2 takes for an irreducible loop and leaves as it is: no
 * invariant hoisted out of it, no range check removed, no unrolling (of the logic program's 65
 * loops, 60 were such). So such an entry is reached from the outermost loop around it, whose head
 * passes the way on to the next loop inward, down to the entry: each loop is then entered at its
 * head alone. Only loops the piece holds whole count; an entry inside loops that overlap without
 * nesting is entered straight, as before.
 */
final class LoopEntries {
    private final int lo;
    /** For each instruction of the piece, the heads of the loops around it, outermost first; null for none. */
    private final int[][] heads;
    /** For each head some entry is reached through, those entries, ascending. */
    private final Map<Integer, List<Integer>> through;

    private LoopEntries(int lo, int[][] heads, Map<Integer, List<Integer>> through) {
        this.lo = lo;
        this.heads = heads;
        this.through = through;
    }

    /** None: every entry of the piece running instructions lo to hi−1 entered straight. */
    static LoopEntries none(int lo, int hi) {
        return new LoopEntries(lo, new int[hi - lo][], new LinkedHashMap<>());
    }

    /** The loops of the piece running instructions lo to hi−1, for its entries (checkpoints). */
    static LoopEntries of(Code code, Blocks blocks, int lo, int hi) {
        // where the loop each instruction heads ends (its last backward jump to it), or −1
        int[] end = new int[hi - lo];
        Arrays.fill(end, -1);
        for (int s = lo; s < hi; s++) {
            if (blocks.begins(s)) {
                int last = s + blocks.length[s] - 1;
                for (int t : Blocks.successors(code, last)) {
                    if (t >= lo && t <= s && last < hi) {
                        end[t - lo] = Math.max(end[t - lo], last);
                    }
                }
            }
        }
        int[][] heads = new int[hi - lo][];
        Map<Integer, List<Integer>> through = new LinkedHashMap<>();
        List<Integer> open = new ArrayList<>();
        for (int e = lo; e < hi; e++) {
            if (e > lo && end[e - 1 - lo] >= e) {
                open.add(e - 1);
            }
            for (int k = open.size() - 1; k >= 0; k--) {
                if (end[open.get(k) - lo] < e) {
                    open.remove(k);
                }
            }
            if (open.isEmpty() || !blocks.checkpoint(e) || !nested(open, end, lo)) {
                continue;
            }
            heads[e - lo] = IntLists.toArray(open);
            for (int t : open) {
                List<Integer> entries = through.get(t);
                if (entries == null) {
                    entries = new ArrayList<>();
                    through.put(t, entries);
                }
                entries.add(e);
            }
        }
        return new LoopEntries(lo, heads, through);
    }

    /** Whether each loop (by its head, ascending) ends no later than the one before it. */
    private static boolean nested(List<Integer> open, int[] end, int lo) {
        for (int k = 1; k < open.size(); k++) {
            if (end[open.get(k) - lo] > end[open.get(k - 1) - lo]) {
                return false;
            }
        }
        return true;
    }

    /** The heads of the loops around the entry, outermost first; null when it is entered straight. */
    int[] headsAround(int entry) {
        return heads[entry - lo];
    }

    /** Whether some entry is reached through the loop this instruction heads. */
    boolean passes(int head) {
        return through.containsKey(head);
    }

    /** The entries reached through the loop at {@code head}, ascending. */
    int[] throughHead(int head) {
        return IntLists.toArray(through.get(head));
    }

    /** Where the loop at {@code head} passes the way to the entry on: the next head inward, or −1 for the entry itself. */
    int nextHead(int head, int entry) {
        int[] h = heads[entry - lo];
        for (int k = 0; k + 1 < h.length; k++) {
            if (h[k] == head) {
                return h[k + 1];
            }
        }
        return -1;
    }
}
