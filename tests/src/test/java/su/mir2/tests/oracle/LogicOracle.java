package su.mir2.tests.oracle;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The logic chapter: truth tables by brute force.
 *
 * <p>Two things live here. {@link #whoIsWho()} solves the appendix problem «КТО ЕСТЬ КТО?» straight
 * from its prose with Java booleans. {@link Formula} is a boolean formula over three variables that
 * also writes its arithmetic model in ALMIR-65 by the chapter's rules (¬A = 1−A, AB = A×B,
 * A+B = A+B−AB, A→B = 1−A+AB, A↔B = 1−(A−B)↑2), so the book's truth-table program can be run on
 * any formula and compared with Java's own evaluation.
 */
public final class LogicOracle {
    private LogicOracle() {
    }

    /** A row of the truth table in the program's loop order: B outer, D middle, C inner. */
    public record Row(int b, int d, int c) {
        @Override
        public String toString() {
            return "B=" + b + " D=" + d + " C=" + c;
        }
    }

    /**
     * «КТО ЕСТЬ КТО?»: B, D, C — Brown, Jones, Smith is the murderer. The murderer acted alone.
     * Brown: «Я не убивал и Джонс не убивал». Jones: «Браун не убивал, это сделал Смит».
     * Smith: «Я не убивал, это сделал Браун». One suspect told the truth twice, one lied twice,
     * one told the truth once and lied once.
     */
    public static boolean whoIsWho(boolean b, boolean d, boolean c) {
        boolean alone = (b ? 1 : 0) + (d ? 1 : 0) + (c ? 1 : 0) == 1;
        int brown = truths(!b, !d);
        int jones = truths(!b, c);
        int smith = truths(!c, b);
        boolean oneOfEach = brown != jones && jones != smith && brown != smith;
        return alone && oneOfEach;
    }

    private static int truths(boolean first, boolean second) {
        return (first ? 1 : 0) + (second ? 1 : 0);
    }

    /** The rows, in loop order, where {@link #whoIsWho} holds. */
    public static List<Row> whoIsWho() {
        List<Row> rows = new ArrayList<>();
        for (int b = 0; b <= 1; b++) {
            for (int d = 0; d <= 1; d++) {
                for (int c = 0; c <= 1; c++) {
                    if (whoIsWho(b == 1, d == 1, c == 1)) {
                        rows.add(new Row(b, d, c));
                    }
                }
            }
        }
        return rows;
    }

    /** A boolean formula over the program's three variables, taken in the order F(B, D, C) = F(X, Y, Z). */
    public abstract static class Formula {
        /** Java's truth value with X=b, Y=d, Z=c. */
        public abstract boolean eval(boolean x, boolean y, boolean z);

        /** The integer value of the arithmetic model with the same arguments (0 or 1 if the model is right). */
        public abstract long arith(long x, long y, long z);

        /** The arithmetic model in ALMIR-65 over the formals X, Y, Z. */
        public abstract String almir();

        /** The rows where the formula is true, in the program's loop order. */
        public List<Row> trueRows() {
            List<Row> rows = new ArrayList<>();
            for (int b = 0; b <= 1; b++) {
                for (int d = 0; d <= 1; d++) {
                    for (int c = 0; c <= 1; c++) {
                        if (eval(b == 1, d == 1, c == 1)) {
                            rows.add(new Row(b, d, c));
                        }
                    }
                }
            }
            return rows;
        }
    }

    public static Formula variable(int index) {
        String name = "XYZ".substring(index, index + 1);
        return new Formula() {
            public boolean eval(boolean x, boolean y, boolean z) {
                return index == 0 ? x : index == 1 ? y : z;
            }

            public long arith(long x, long y, long z) {
                return index == 0 ? x : index == 1 ? y : z;
            }

            public String almir() {
                return name;
            }

            public String toString() {
                return name;
            }
        };
    }

    public static Formula not(Formula a) {
        return new Formula() {
            public boolean eval(boolean x, boolean y, boolean z) {
                return !a.eval(x, y, z);
            }

            public long arith(long x, long y, long z) {
                return 1 - a.arith(x, y, z);
            }

            public String almir() {
                return "(1-" + a.almir() + ")";
            }

            public String toString() {
                return "¬" + a;
            }
        };
    }

    public static Formula and(Formula a, Formula b) {
        return new Formula() {
            public boolean eval(boolean x, boolean y, boolean z) {
                return a.eval(x, y, z) && b.eval(x, y, z);
            }

            public long arith(long x, long y, long z) {
                return a.arith(x, y, z) * b.arith(x, y, z);
            }

            public String almir() {
                return "(" + a.almir() + "×" + b.almir() + ")";
            }

            public String toString() {
                return "(" + a + "∧" + b + ")";
            }
        };
    }

    public static Formula or(Formula a, Formula b) {
        return new Formula() {
            public boolean eval(boolean x, boolean y, boolean z) {
                return a.eval(x, y, z) || b.eval(x, y, z);
            }

            public long arith(long x, long y, long z) {
                long p = a.arith(x, y, z);
                long q = b.arith(x, y, z);
                return p + q - p * q;
            }

            public String almir() {
                return "(" + a.almir() + "+" + b.almir() + "-" + a.almir() + "×" + b.almir() + ")";
            }

            public String toString() {
                return "(" + a + "∨" + b + ")";
            }
        };
    }

    public static Formula implies(Formula a, Formula b) {
        return new Formula() {
            public boolean eval(boolean x, boolean y, boolean z) {
                return !a.eval(x, y, z) || b.eval(x, y, z);
            }

            public long arith(long x, long y, long z) {
                long p = a.arith(x, y, z);
                return 1 - p + p * b.arith(x, y, z);
            }

            public String almir() {
                return "(1-" + a.almir() + "+" + a.almir() + "×" + b.almir() + ")";
            }

            public String toString() {
                return "(" + a + "→" + b + ")";
            }
        };
    }

    public static Formula equivalent(Formula a, Formula b) {
        return new Formula() {
            public boolean eval(boolean x, boolean y, boolean z) {
                return a.eval(x, y, z) == b.eval(x, y, z);
            }

            public long arith(long x, long y, long z) {
                long diff = a.arith(x, y, z) - b.arith(x, y, z);
                return 1 - diff * diff;
            }

            public String almir() {
                return "(1-(" + a.almir() + "-" + b.almir() + ")↑2)";
            }

            public String toString() {
                return "(" + a + "↔" + b + ")";
            }
        };
    }

    /** A seeded random formula of at most the given depth. */
    public static Formula random(Random random, int depth) {
        if (depth == 0 || random.nextInt(4) == 0) {
            return variable(random.nextInt(3));
        }
        switch (random.nextInt(5)) {
            case 0:
                return not(random(random, depth - 1));
            case 1:
                return and(random(random, depth - 1), random(random, depth - 1));
            case 2:
                return or(random(random, depth - 1), random(random, depth - 1));
            case 3:
                return implies(random(random, depth - 1), random(random, depth - 1));
            default:
                return equivalent(random(random, depth - 1), random(random, depth - 1));
        }
    }
}
