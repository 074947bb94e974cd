package su.mir2.tests.oracle;

import java.util.HashSet;
import java.util.Set;

/**
 * «Алгоритмическая игра» (А. Ермаков): players A and B fill the N lines of a program in turn, A with
 * {@code A = NOT(A)} or {@code IF A GOTO K}, B likewise with B. A wins when the finished program ends
 * with A = B or never ends; a claim of a loop right after the opponent's move wins when the program
 * written so far loops, and loses otherwise. A line is 0 (empty, REM) or its owner (1 A, 2 B) with
 * its target (0 for NOT).
 */
public final class AlgorithmicGameOracle {
    /** The end of a run: whether it loops, and A and B at the end. */
    public record Run(boolean loops, boolean a, boolean b) {
    }

    private AlgorithmicGameOracle() {
    }

    /** Runs the program (empty lines do nothing); a state (line, A, B) seen twice is a loop. */
    public static Run run(int[] owner, int[] target) {
        int n = owner.length;
        boolean a = false;
        boolean b = false;
        int line = 1;
        Set<Integer> seen = new HashSet<>();
        while (line <= n) {
            if (!seen.add(line * 4 + (a ? 2 : 0) + (b ? 1 : 0))) {
                return new Run(true, a, b);
            }
            int o = owner[line - 1];
            int t = target[line - 1];
            if (o == 0) {
                line++;
            } else if (t == 0) {
                if (o == 1) {
                    a = !a;
                } else {
                    b = !b;
                }
                line++;
            } else {
                line = (o == 1 ? a : b) ? t : line + 1;
            }
        }
        return new Run(false, a, b);
    }

    /** The winner (1 A, 2 B) of a finished program. */
    public static int winner(int[] owner, int[] target) {
        Run r = run(owner, target);
        return r.loops() || r.a() == r.b() ? 1 : 2;
    }

    /**
     * Whether {@code player}, to move, can force a win: a move after which the program loops loses
     * (the opponent claims); the last move decides by the finished program.
     */
    public static boolean wins(int[] owner, int[] target, int player) {
        return winningMove(owner, target, player) != null;
    }

    /** The first winning move (line, target), lines 1..N, targets 0 (NOT), 1..N; or null. */
    public static int[] winningMove(int[] owner, int[] target, int player) {
        int n = owner.length;
        for (int line = 1; line <= n; line++) {
            if (owner[line - 1] != 0) {
                continue;
            }
            for (int t = 0; t <= n; t++) {
                owner[line - 1] = player;
                target[line - 1] = t;
                boolean win;
                if (run(owner, target).loops()) {
                    win = false;
                } else if (full(owner)) {
                    win = winner(owner, target) == player;
                } else {
                    win = !wins(owner, target, 3 - player);
                }
                owner[line - 1] = 0;
                target[line - 1] = 0;
                if (win) {
                    return new int[] {line, t};
                }
            }
        }
        return null;
    }

    /**
     * The machine's move for {@code player}: the first winning one; without one, the first after which
     * the program does not loop; without that, NOT in the first empty line.
     */
    public static int[] machineMove(int[] owner, int[] target, int player) {
        int[] win = winningMove(owner, target, player);
        if (win != null) {
            return win;
        }
        int n = owner.length;
        int firstEmpty = 0;
        for (int line = n; line >= 1; line--) {
            if (owner[line - 1] == 0) {
                firstEmpty = line;
            }
        }
        for (int line = 1; line <= n; line++) {
            for (int t = 0; t <= n && owner[line - 1] == 0; t++) {
                owner[line - 1] = player;
                target[line - 1] = t;
                boolean loops = run(owner, target).loops();
                owner[line - 1] = 0;
                target[line - 1] = 0;
                if (!loops) {
                    return new int[] {line, t};
                }
            }
        }
        return new int[] {firstEmpty, 0};
    }

    public static boolean full(int[] owner) {
        for (int o : owner) {
            if (o == 0) {
                return false;
            }
        }
        return true;
    }
}
