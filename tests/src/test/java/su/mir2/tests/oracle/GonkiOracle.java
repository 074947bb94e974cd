package su.mir2.tests.oracle;

import java.util.ArrayList;
import java.util.List;

/**
 * «Гонки по вертикали» solved by retrograde analysis, written from the rules in the chapter
 * (not from the book's program).
 *
 * <p>Rules. A checker stands on cell 0 of a column of cells 0..N. Players move in turn; a move
 * advances the checker by p cells, 1 ≤ p ≤ M (M &lt; N), and p must differ from the opponent's
 * preceding move. The first move of the game has no preceding move and is free. Whoever reaches
 * cell N wins; a move past N loses (so a player whose every allowed move passes N has lost:
 * he is "forced to step over" N).
 *
 * <p>A position is (cell, last move); last move 0 stands for "no move yet" at the start.
 * {@code wins(c, x)} is true when the player to move from cell c, after the opponent's move x,
 * can force a win.
 */
public final class GonkiOracle {
    private final int n;
    private final int m;
    /** win[c][x]: the player to move at cell c after a move of x cells can force a win. */
    private final boolean[][] win;

    public GonkiOracle(int n, int m) {
        if (m < 1 || n < 1) {
            throw new IllegalArgumentException("N and M must be positive: N=" + n + " M=" + m);
        }
        this.n = n;
        this.m = m;
        this.win = new boolean[n + 1][m + 1];
        // Cell N: the opponent has just reached it, so the player to move has lost.
        for (int c = n - 1; c >= 0; c--) {
            for (int x = 0; x <= m; x++) {
                boolean w = false;
                for (int p = 1; p <= m && !w; p++) {
                    if (p != x && c + p <= n && !win[c + p][p]) {
                        w = true;
                    }
                }
                win[c][x] = w;
            }
        }
    }

    public int n() {
        return n;
    }

    public int m() {
        return m;
    }

    /** True when the player to move at {@code cell}, after the opponent moved {@code lastMove}, can force a win. */
    public boolean wins(int cell, int lastMove) {
        if (cell >= n) {
            return false;
        }
        return win[cell][lastMove];
    }

    /** True when the player who makes the first move of the game can force a win. */
    public boolean firstPlayerWins() {
        return win[0][0];
    }

    /** The moves allowed after the opponent's {@code lastMove} (0 = none): 1..M except lastMove, moves past N included. */
    public List<Integer> allowedMoves(int lastMove) {
        List<Integer> moves = new ArrayList<>();
        for (int p = 1; p <= m; p++) {
            if (p != lastMove) {
                moves.add(p);
            }
        }
        return moves;
    }

    /** The winning moves from (cell, lastMove): those that leave the opponent in a lost position. */
    public List<Integer> winningMoves(int cell, int lastMove) {
        List<Integer> moves = new ArrayList<>();
        for (int p : allowedMoves(lastMove)) {
            if (cell + p <= n && !wins(cell + p, p)) {
                moves.add(p);
            }
        }
        return moves;
    }

    /**
     * The same question answered by a plain game-tree search of the rules, without the table:
     * used to check the retrograde analysis on small fields.
     */
    public static boolean searchWins(int n, int m, int cell, int lastMove) {
        for (int p = 1; p <= m; p++) {
            if (p == lastMove) {
                continue;
            }
            int next = cell + p;
            if (next == n) {
                return true;
            }
            if (next < n && !searchWins(n, m, next, p)) {
                return true;
            }
        }
        return false;
    }
}
