package su.mir2.console.bench;

import java.io.PrintStream;

/**
 * programs/book/evolution/fixed.alm in Java, statement for statement, for a {@link SoupField}: the
 * book's evolution program printing the structure at every tact, as the whole-process benchmark runs
 * it. Cells hold −2 (empty), −1 (born), 1 (dying) or the age as a power of two up to 2↑(Z+1), exact
 * in an int. Its Conway numbers and life span are those of programs/bench/evolution.alm, whose
 * baseline's tact it shares; the book's test is «A[I,J]≤2↑(Z+1)» where the bench program has «<».
 */
final class BookEvolutionBaseline {
    private final SoupField field;
    private final PrintStream out;
    /** The line being printed: handed to the stream whole, as Java code writing a text would. */
    private final StringBuilder line = new StringBuilder();
    private int column;

    BookEvolutionBaseline(SoupField field, PrintStream out) {
        this.field = field;
        this.out = out;
    }

    void run() {
        int side = field.side();
        int[][] a = new int[side + 1][side + 1];
        int m1 = field.low();
        int m2 = field.high();
        int n1 = m1;
        int n2 = m2;
        print("ЭВОЛЮЦИЯ");
        newLine();
        for (int i = 1; i <= side; i++) {
            for (int j = 1; j <= side; j++) {
                a[i][j] = -2;
            }
        }
        int[] g = field.cells();
        for (int k = 0; k < g.length; k += 2) {
            a[g[k]][g[k + 1]] = 2;
        }
        int t = 0;
        while (true) {
            // 1.
            for (int i = m1; i <= m2; i++) {
                newLine();
                for (int j = n1; j <= n2; j++) {
                    print(a[i][j] > 0 ? "0" : ".");
                }
            }
            t = t + 1;
            if (t > field.tacts()) {
                halt();
                return;
            }
            newLine();
            newLine();
            print(Integer.toString(t));
            print("  ТАКТ");
            int[] bounds = EvolutionBaseline.tact(a, m1, m2, n1, n2, 1 << (SoupField.Z + 1));
            int h = bounds[0];
            int b = bounds[1];
            int l = bounds[2];
            int p = bounds[3];
            if (b < h) {
                newLine();
                print("ЖИВЫХ ОСОБЕЙ НЕТ");
                halt();
                return;
            }
            if ((h - 2) * (side - 1 - b) * (l - 2) * (side - 1 - p) == 0) {
                newLine();
                print("ГРАНИЦЫ ЖИЗНЕННОГО ПРОСТРАНСТВА УЗКИ");
                halt();
                return;
            }
            EvolutionBaseline.settle(a, m1, m2, n1, n2);
            m1 = h;
            m2 = b;
            n1 = l;
            n2 = p;
        }
    }

    private void print(String s) {
        line.append(s);
        column += s.length();
    }

    private void newLine() {
        endLine("\n");
        column = 0;
    }

    private void halt() {
        endLine(column > 0 ? " ◊\n" : "◊\n");
    }

    private void endLine(String end) {
        out.append(line.append(end));
        line.setLength(0);
    }
}
