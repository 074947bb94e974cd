package su.mir2.machine.jit;

import java.util.ArrayList;
import java.util.List;
import su.mir2.machine.control.Code;

/**
 * Where to cut the translation of long code into methods of its own. C2 stops inlining into a
 * method once the bytecode it has taken in, the method's own included, reaches 8000 bytes
 * (DesiredMethodLimit): in a method of 4600 bytes that was about its first quarter, and every
 * helper called from the rest became a real call. A method of at most {@link #PIECE} bytes leaves
 * room for its helpers.
 *
 * <p>Going from one piece to another returns to {@code run}, which enters the next, so a cut is
 * placed where the code crosses it least often: outside as many loops as it can be, among the
 * places where a piece of about the right length may end. The lengths were 1400 and 2000 bytes
 * while every element, store and operation still called a helper; with elements addressed from
 * locals and operations of known bounds written bare, a piece calls fewer, and the evolution
 * program's cell loop, cut in two at 1400, stays whole (its time 60-68 → 45-48 ms). Since then a
 * piece keeps its most used variables in locals, and C2 allocates registers over a whole method:
 * in a long piece the values of an inner loop wait on the stack (in НИМ's longest, 20 KB of machine
 * code, a fifth of the samples fell on stack slots, the Σ's variable and sum among them). At 1400
 * the evolution program runs in 23.0-25.0 ms against 30.9-32.3 at 2000 (one JVM each, 6 each, the
 * median of 51 runs after 3 s; 1200 and 1600 ran at 30-34 in most), НИМ in 21.0-22.8 against
 * 19.2-32.2, logic alike.
 */
final class Cuts {
    /** Code longer than this is cut. */
    static final int LONGEST_UNCUT = 3000;
    /** The length a piece is cut to, at most (unless a single block is longer). */
    static final int PIECE = 1400;
    /**
     * A piece may be this long when that lets its end lie outside more loops: a cut inside a loop
     * is crossed every time round, and each crossing leaves one method and enters another.
     */
    static final int LONGEST_PIECE = 2 * PIECE;
    /** A piece is at least this long, unless the code ends first. */
    private static final int SHORTEST = PIECE / 4;

    private Cuts() {
    }

    /**
     * The instructions that begin the second and later pieces, ascending; none when the code is
     * short enough. {@code offsets[i]} is where the code of instruction i began in the uncut
     * method, {@code offsets[n]} where the code of the last one ended.
     */
    static int[] of(Code code, Blocks blocks, int[] offsets) {
        int n = code.length();
        if (offsets[n] - offsets[0] <= LONGEST_UNCUT) {
            return new int[0];
        }
        int[] depth = loopDepths(code);
        List<Integer> cuts = new ArrayList<>();
        int lo = 0;
        while (offsets[n] - offsets[lo] > PIECE) {
            int best = -1;
            for (int c = lo + 1; c < n && offsets[c] - offsets[lo] <= LONGEST_PIECE; c++) {
                int length = offsets[c] - offsets[lo];
                if (blocks.begins(c) && length >= SHORTEST && (best < 0
                        || (length <= PIECE ? depth[c] <= depth[best] : depth[c] < depth[best]))) {
                    best = c;
                }
            }
            if (best < 0) {
                // a block longer than a piece: it ends its piece
                for (int c = lo + 1; c < n && best < 0; c++) {
                    if (blocks.begins(c)) {
                        best = c;
                    }
                }
                if (best < 0) {
                    break;
                }
            }
            cuts.add(best);
            lo = best;
        }
        return IntLists.toArray(cuts);
    }

    /** For each place between two instructions (before instruction c), how many loops go round it. */
    private static int[] loopDepths(Code code) {
        int n = code.length();
        int[] depth = new int[n + 1];
        for (int i = 0; i < n; i++) {
            int to = Blocks.target(code, code.instruction(i));
            if (to >= 0 && to <= i) {
                for (int c = to + 1; c <= i; c++) {
                    depth[c]++;
                }
            }
        }
        return depth;
    }
}
