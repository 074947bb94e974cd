package su.mir2.console.bench;

/**
 * programs/bench/logic.alm in Java: the book's solver for logical problems, a loop «ДЛЯ» V=0 «ШАГ» 1
 * «ДО» 1 for each of 16 variables, and the arithmetic model F of the conditions: four queens on a 4×4
 * board, one variable per square (exactly one queen in each row and column, at most one on each
 * diagonal). All 65 536 rows of the truth table are evaluated, F in full for each.
 *
 * <p>Number semantics: the program is all integers, which ALMIR keeps exact. Every variable is 0 or 1
 * and every factor of F is 0 or 1 (or a sum of at most four such products), so F and every partial
 * product lie in 0 … 1: plain {@code int} is the same semantics.
 */
final class LogicBaseline implements Baseline {
    @Override
    public String run() {
        BaselinePaper paper = new BaselinePaper();
        int s = 0;
        for (int row = 0; row < 1 << 16; row++) {
            // the loops nest A outermost, so A is the highest bit of the row number
            int a = row >> 15 & 1;
            int b = row >> 14 & 1;
            int c = row >> 13 & 1;
            int d = row >> 12 & 1;
            int e = row >> 11 & 1;
            int g = row >> 10 & 1;
            int h = row >> 9 & 1;
            int i = row >> 8 & 1;
            int j = row >> 7 & 1;
            int k = row >> 6 & 1;
            int l = row >> 5 & 1;
            int m = row >> 4 & 1;
            int n = row >> 3 & 1;
            int p = row >> 2 & 1;
            int q = row >> 1 & 1;
            int r = row & 1;
            int x = f(a, b, c, d, e, g, h, i, j, k, l, m, n, p, q, r);
            if (x == 1) {
                s = s + 1;
                paper.newLine().print("РЕШЕНИЕ ").print(s).newLine()
                        .print(a).blanks(1).print(b).blanks(1).print(c).blanks(1).print(d).newLine()
                        .print(e).blanks(1).print(g).blanks(1).print(h).blanks(1).print(i).newLine()
                        .print(j).blanks(1).print(k).blanks(1).print(l).blanks(1).print(m).newLine()
                        .print(n).blanks(1).print(p).blanks(1).print(q).blanks(1).print(r);
            }
        }
        paper.newLine().print("ВСЕГО РЕШЕНИЙ ").print(s);
        return paper.halt();
    }

    /** Exactly one of four is 1. */
    private static int e1(int x, int y, int z, int w) {
        return x * (1 - y) * (1 - z) * (1 - w) + (1 - x) * y * (1 - z) * (1 - w)
                + (1 - x) * (1 - y) * z * (1 - w) + (1 - x) * (1 - y) * (1 - z) * w;
    }

    /** Not both. */
    private static int n2(int x, int y) {
        return 1 - x * y;
    }

    /** At most one of three. */
    private static int n3(int x, int y, int z) {
        return (1 - x * y) * (1 - x * z) * (1 - y * z);
    }

    /** At most one of four. */
    private static int n4(int x, int y, int z, int w) {
        return (1 - x * y) * (1 - x * z) * (1 - x * w) * (1 - y * z) * (1 - y * w) * (1 - z * w);
    }

    private static int f(int a, int b, int c, int d, int e, int g, int h, int i, int j, int k, int l, int m,
            int n, int p, int q, int r) {
        return e1(a, b, c, d) * e1(e, g, h, i) * e1(j, k, l, m) * e1(n, p, q, r)
                * e1(a, e, j, n) * e1(b, g, k, p) * e1(c, h, l, q) * e1(d, i, m, r)
                * n4(a, g, l, r) * n3(e, k, q) * n2(j, p) * n3(b, h, m) * n2(c, i)
                * n4(d, h, k, n) * n3(c, g, j) * n2(b, e) * n3(i, l, p) * n2(m, q);
    }
}
