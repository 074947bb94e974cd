package su.mir2.tests.oracle;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * НИМ by Bouton's rule: the player to move loses exactly when the xor of the heap sizes is 0.
 *
 * <p>Rules (the chapter): K heaps; a move takes any positive number of objects from one heap;
 * whoever takes the last objects wins.
 */
public final class NimOracle {
    private NimOracle() {
    }

    /** A move: leave {@code remaining} objects in heap {@code heap} (1-based, as the book counts). */
    public record Move(int heap, int remaining) {
    }

    public static int xor(int[] heaps) {
        int x = 0;
        for (int h : heaps) {
            x ^= h;
        }
        return x;
    }

    public static boolean allEmpty(int[] heaps) {
        for (int h : heaps) {
            if (h != 0) {
                return false;
            }
        }
        return true;
    }

    /** The moves that leave a position of xor 0 (Bouton's winning moves); empty when the xor is 0. */
    public static List<Move> zeroXorMoves(int[] heaps) {
        int x = xor(heaps);
        List<Move> moves = new ArrayList<>();
        if (x == 0) {
            return moves;
        }
        for (int i = 0; i < heaps.length; i++) {
            int target = heaps[i] ^ x;
            if (target < heaps[i]) {
                moves.add(new Move(i + 1, target));
            }
        }
        return moves;
    }

    /** Every legal move. */
    public static List<Move> allMoves(int[] heaps) {
        List<Move> moves = new ArrayList<>();
        for (int i = 0; i < heaps.length; i++) {
            for (int r = 0; r < heaps[i]; r++) {
                moves.add(new Move(i + 1, r));
            }
        }
        return moves;
    }

    public static int[] apply(int[] heaps, Move move) {
        int[] next = heaps.clone();
        if (move.remaining() < 0 || move.remaining() >= next[move.heap() - 1]) {
            throw new IllegalArgumentException("illegal move " + move + " on " + java.util.Arrays.toString(heaps));
        }
        next[move.heap() - 1] = move.remaining();
        return next;
    }

    /**
     * The player to move can force a win, found by plain game-tree search with no use of xor:
     * used to check Bouton's rule on small positions.
     */
    public static boolean searchWins(int[] heaps) {
        return searchWins(heaps, new HashMap<>());
    }

    private static boolean searchWins(int[] heaps, Map<String, Boolean> memo) {
        String key = java.util.Arrays.toString(heaps);
        Boolean known = memo.get(key);
        if (known != null) {
            return known;
        }
        boolean wins = false;
        for (Move m : allMoves(heaps)) {
            int[] next = apply(heaps, m);
            if (allEmpty(next) || !searchWins(next, memo)) {
                wins = true;
                break;
            }
        }
        memo.put(key, wins);
        return wins;
    }

    /** Number of binary digits of n (at least 1). */
    public static int binaryDigits(int n) {
        return Math.max(1, 32 - Integer.numberOfLeadingZeros(n));
    }
}
