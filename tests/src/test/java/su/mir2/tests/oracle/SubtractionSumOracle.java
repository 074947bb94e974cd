package su.mir2.tests.oracle;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A sum of subtraction games: from heap i a move takes s matches, s one of the heap's set; a player
 * who cannot move loses (the last to move wins). The Grundy value of one heap is the mex of those
 * of the heaps it moves to; who wins the sum is found by plain game-tree search, with no Grundy
 * value and no xor, so that it checks the Sprague–Grundy rule the program uses.
 */
public final class SubtractionSumOracle {
    private final int[][] sets;
    private final Map<String, Boolean> wins = new HashMap<>();

    /** {@code sets[i]} are the takes allowed from heap i + 1, in the order the program lists them. */
    public SubtractionSumOracle(int[][] sets) {
        this.sets = sets;
    }

    /** g(n) = mex { g(n − s) : s in the set of heap {@code heap} (1-based), s ≤ n }. */
    public int grundy(int heap, int n) {
        int[] g = new int[n + 1];
        for (int m = 0; m <= n; m++) {
            boolean[] seen = new boolean[sets[heap - 1].length + 1];
            for (int s : sets[heap - 1]) {
                if (s <= m && g[m - s] < seen.length) {
                    seen[g[m - s]] = true;
                }
            }
            int mex = 0;
            while (seen[mex]) {
                mex++;
            }
            g[m] = mex;
        }
        return g[n];
    }

    /** Every legal move, heap by heap and in each heap in the order of its set. */
    public List<NimOracle.Move> moves(int[] heaps) {
        List<NimOracle.Move> moves = new ArrayList<>();
        for (int i = 0; i < heaps.length; i++) {
            for (int s : sets[i]) {
                if (s <= heaps[i]) {
                    moves.add(new NimOracle.Move(i + 1, heaps[i] - s));
                }
            }
        }
        return moves;
    }

    public boolean isLegal(int[] heaps, NimOracle.Move move) {
        return moves(heaps).contains(move);
    }

    /** The player to move can force a win (game-tree search, memoised). */
    public boolean wins(int[] heaps) {
        String key = Arrays.toString(heaps);
        Boolean known = wins.get(key);
        if (known != null) {
            return known;
        }
        boolean result = false;
        for (NimOracle.Move m : moves(heaps)) {
            if (!wins(NimOracle.apply(heaps, m))) {
                result = true;
                break;
            }
        }
        wins.put(key, result);
        return result;
    }

    /** The program's choice: the first move (by heap, then by set order) to a lost position; null if none. */
    public NimOracle.Move winningMove(int[] heaps) {
        for (NimOracle.Move m : moves(heaps)) {
            if (!wins(NimOracle.apply(heaps, m))) {
                return m;
            }
        }
        return null;
    }
}
