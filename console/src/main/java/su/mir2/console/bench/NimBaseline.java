package su.mir2.console.bench;

/**
 * programs/bench/nim.alm in Java: the book's НИМ move search, run over every position of four groups
 * of 1 … 15 objects (50 625 positions). For each position: the number of binary digits P1 of the
 * largest group, the groups' binary digits in the table L, the column sums (a position whose every
 * column is even is lost for the side to move), else the first group T whose new size Л (the other
 * groups' digits added without carries) is smaller than it, and the move.
 *
 * <p>Number semantics: the program divides by 2 (A/2, R/2, SUM/2), which gives ALMIR reals rounded to
 * «РАЗРЯДНОСТЬ» 2 digits, and takes ε or ₣ of them. Here A ≤ 15, R ≤ 4 and SUM ≤ 3, so every such
 * quotient (at most 7.5) has at most two significant digits: it is exact, ε(A/2) is A/2 rounded down
 * and ₣(R/2) = 0 exactly when R is even. The integers stay below 2↑16. So plain {@code int} with
 * integer halving is the same semantics.
 */
final class NimBaseline implements Baseline {
    private static final int K = 4;
    private static final int G = 15;

    @Override
    public String run() {
        BaselinePaper paper = new BaselinePaper();
        paper.print("ИГРА НИМ: ПОИСК ХОДА").newLine();
        int[] m = new int[K + 1];
        int[][] l = new int[K + 2][5];
        int[] moves = new int[K + 1];
        int lost = 0;
        int taken = 0;
        for (int g1 = 1; g1 <= G; g1++) {
            for (int g2 = 1; g2 <= G; g2++) {
                for (int g3 = 1; g3 <= G; g3++) {
                    for (int g4 = 1; g4 <= G; g4++) {
                        m[1] = g1;
                        m[2] = g2;
                        m[3] = g3;
                        m[4] = g4;
                        int took = move(m, l, moves);
                        if (took < 0) {
                            lost = lost + 1;
                        } else {
                            taken = taken + took;
                        }
                    }
                }
            }
        }
        paper.print("ПОЗИЦИЙ ").print(power(G, K)).newLine()
                .print("ПРОИГРЫШНЫХ ").print(lost).newLine()
                .print("ВЗЯТО ПРЕДМЕТОВ ").print(taken).newLine()
                .print("ХОДОВ ИЗ ГРУПП").newLine()
                .print("Х[" + K + "]");
        for (int t = 1; t <= K; t++) {
            if (t == 1) {
                paper.newLine();
            } else {
                paper.blanks(4);
            }
            paper.print(moves[t]);
        }
        return paper.halt();
    }

    /**
     * One position, m[1..K]: −1 when it is lost for the side to move; otherwise the objects the move
     * takes, with the move made in m and counted in moves. A method of its own, called for every
     * position, so that the JIT compiles it fully: a loop nest run once per run is compiled only from
     * a loop head inward (on-stack replacement), which made this baseline's time vary from 4 to 19 ms
     * from one JVM to the next.
     */
    private static int move(int[] m, int[][] l, int[] moves) {
        // 1., 2.: the largest group and its number of binary digits
        int y = 0;
        for (int t = 1; t <= K; t++) {
            if (m[t] > y) {
                y = m[t];
            }
        }
        int n = 2;
        int p1 = 1;
        while (y >= n) {
            n = n * 2;
            p1 = p1 + 1;
        }
        // 3., 4., 5.: the digits of each group, lowest in column P1
        int p = 1;
        for (int t = 1; t <= K; t++) {
            p = p1;
            int a = m[t];
            while (true) {
                int q = a / 2;
                l[t][p] = a - 2 * q;
                if (q <= 0) {
                    break;
                }
                a = q;
                p = p - 1;
            }
            while (p > 1) {
                p = p - 1;
                l[t][p] = 0;
            }
        }
        // 6.: is some column odd?
        boolean odd = false;
        while (true) {
            int r = 0;
            for (int t = 1; t <= K; t++) {
                r = r + l[t][p];
            }
            if (r % 2 != 0) {
                odd = true;
                break;
            }
            p = p + 1;
            if (p > p1) {
                break;
            }
        }
        if (!odd) {
            return -1;
        }
        // 7.: the first group that can be brought down to the others' digit sum
        int t = 1;
        int size;
        while (true) {
            for (p = 1; p <= p1; p++) {
                int sum = 0;
                for (int i = 1; i <= t - 1; i++) {
                    sum = sum + l[i][p];
                }
                for (int i = t + 1; i <= K; i++) {
                    sum = sum + l[i][p];
                }
                l[K + 1][p] = sum - sum / 2 * 2;
            }
            size = 0;
            for (int i = 0; i <= p1 - 1; i++) {
                size = size + l[K + 1][p1 - i] * (1 << i);
            }
            if (size > m[t]) {
                t = t + 1;
            } else {
                break;
            }
        }
        moves[t] = moves[t] + 1;
        int took = m[t] - size;
        m[t] = size;
        return took;
    }

    private static int power(int x, int n) {
        int r = 1;
        for (int k = 0; k < n; k++) {
            r *= x;
        }
        return r;
    }
}
