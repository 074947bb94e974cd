package su.mir2.console.bench;

/**
 * programs/bench/evolution.alm in Java: the book's evolution program (Conway's rules with a life span
 * Z) on a 100×100 field for 200 tacts, statement for statement.
 *
 * <p>A cell holds −2 (empty), −1 (born this tact), 1 (dies this tact) or its age as a power of two,
 * 2 … 2↑(Z+1); the neighbour counts are at most 9 and the coordinates at most 101.
 *
 * <p>Number semantics: the program is all integers, which ALMIR keeps exact. With Z = 16 the largest
 * value is 2↑17 = 131072, so a Java {@code int} is exact and never overflows: plain {@code int} is the
 * same semantics. The bound 2↑(Z+1) is computed where the program computes it, at every test.
 */
final class EvolutionBaseline implements Baseline {
    private static final int M = 100;
    private static final int N = 100;
    static final int V1 = 2;
    static final int V2 = 3;
    static final int V3 = 3;
    static final int Z = 16;
    private static final int R = 200;
    private static final int[] START = {50, 51, 50, 52, 51, 50, 51, 51, 52, 51};

    @Override
    public String run() {
        BaselinePaper paper = new BaselinePaper();
        int[][] a = new int[M + 1][N + 1];
        int m1 = 50;
        int m2 = 52;
        int n1 = 50;
        int n2 = 52;
        paper.print("ЭВОЛЮЦИЯ");
        int t = 0;
        for (int i = 1; i <= M; i++) {
            for (int j = 1; j <= N; j++) {
                a[i][j] = -2;
            }
        }
        for (int i = 1; i <= START.length / 2; i++) {
            a[START[2 * i - 2]][START[2 * i - 1]] = 2;
        }
        printField(paper, a, m1, m2, n1, n2);
        while (true) {
            // 1.
            t = t + 1;
            if (t > R) {
                printField(paper, a, m1, m2, n1, n2);
                return paper.halt();
            }
            int[] bounds = tact(a, m1, m2, n1, n2, power(2, Z + 1) - 1);
            int h = bounds[0];
            int b = bounds[1];
            int l = bounds[2];
            int p = bounds[3];
            if (b < h) {
                paper.newLine().print("ЖИВЫХ ОСОБЕЙ НЕТ");
                return paper.halt();
            }
            if ((h - 2) * (M - 1 - b) * (l - 2) * (N - 1 - p) == 0) {
                paper.newLine().print("ГРАНИЦЫ ЖИЗНЕННОГО ПРОСТРАНСТВА УЗКИ");
                return paper.halt();
            }
            settle(a, m1, m2, n1, n2);
            m1 = h;
            m2 = b;
            n1 = l;
            n2 = p;
            paper.newLine().print(t).blanks(2).print("ТАКТ").blanks(2)
                    .print(m1).blanks(1).print(m2).blanks(1).print(n1).blanks(1).print(n2);
        }
    }

    /**
     * One tact's births and deaths inside the rectangle m1−1 … m2+1 × n1−1 … n2+1; the new bounds
     * {h, b, l, p}. A method of its own, called every tact, so that the JIT compiles it fully: a loop
     * nest run once per run is compiled only from a loop head inward (on-stack replacement), and
     * this baseline's time varied from 5 to 17 ms from one JVM to the next. An individual lives on
     * while its doubled age is at most {@code oldest}.
     */
    static int[] tact(int[][] a, int m1, int m2, int n1, int n2, int oldest) {
        int h = m2 + 1;
        int b = m1 - 1;
        int l = n2 + 1;
        int p = n1 - 1;
        for (int i = m1 - 1; i <= m2 + 1; i++) {
            for (int j = n1 - 1; j <= n2 + 1; j++) {
                int s = 0;
                for (int x = i - 1; x <= i + 1; x++) {
                    for (int q = j - 1; q <= j + 1; q++) {
                        if (a[x][q] > 0) {
                            s = s + 1;
                        }
                    }
                }
                boolean occupied;
                if (a[i][j] > 0) {
                    s = s - 1;
                    occupied = false;
                    if ((s - V1) * (s - V2) == 0) {
                        a[i][j] = 2 * a[i][j];
                        occupied = a[i][j] <= oldest;
                    }
                    if (!occupied) {
                        a[i][j] = 1;
                    }
                } else {
                    occupied = s == V3;
                    if (occupied) {
                        a[i][j] = -1;
                    }
                }
                if (occupied) {
                    // 2.
                    if (i < h) {
                        h = i;
                    }
                    if (i > b) {
                        b = i;
                    }
                    if (j < l) {
                        l = j;
                    }
                    if (j > p) {
                        p = j;
                    }
                }
            }
        }
        return new int[] {h, b, l, p};
    }

    /** The tact's end: those born (−1) become individuals of age 2, those dying (1) empty fields. */
    static void settle(int[][] a, int m1, int m2, int n1, int n2) {
        for (int i = m1 - 1; i <= m2 + 1; i++) {
            for (int j = n1 - 1; j <= n2 + 1; j++) {
                if (Math.abs(a[i][j]) == 1) {
                    a[i][j] = -2 * a[i][j];
                }
            }
        }
    }

    /** 9.: the field inside the structure's rectangle, a line per row. */
    private static void printField(BaselinePaper paper, int[][] a, int m1, int m2, int n1, int n2) {
        for (int i = m1; i <= m2; i++) {
            paper.newLine();
            for (int j = n1; j <= n2; j++) {
                paper.print(a[i][j] > 0 ? "0" : ".");
            }
        }
    }

    /** x↑n for a small whole n ≥ 0, exact in int for the values this program uses. */
    private static int power(int x, int n) {
        int r = 1;
        for (int k = 0; k < n; k++) {
            r *= x;
        }
        return r;
    }
}
