package su.mir2.machine.arithmetic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.obermuhlner.math.big.BigDecimalMath;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Random;
import org.junit.jupiter.api.Test;
import su.mir2.machine.memory.Memory;

/**
 * ARCTG, ARCSIN and ARCCOS ({@link Arctangent}, and the arcsine and arccosine that rest on it)
 * against big-math's atan, asin and acos at 30 more digits: too slow near ±1 at 1 000 digits to
 * serve a program (seconds for one value), but a reference computed another way, quick enough at
 * these sizes. Arguments near 0, near ±1, about ±1/2 (where arcsine and arccosine change their
 * way), large and negative, at «РАЗРЯДНОСТЬ» 1 to 300 and a few at 1 000.
 */
class ArctangentTest {
    private static final int CASES = 90;
    private static final int MOST_DIGITS = 300;
    private static final int GUARD = 30;

    @Test
    void inverseFunctionsAreTheirExactValueRoundedOnce() {
        Random random = new Random(1962);
        for (int i = 0; i < CASES; i++) {
            // a third up to 300 digits, the rest up to 40: the reference is slow near ±1
            int n = 1 + random.nextInt(i % 3 == 0 ? MOST_DIGITS : 40);
            ArithmeticUnit au = new ArithmeticUnit(n, Memory.MIR2_SYMBOLS);
            Num x = au.realLiteral(argument(random, n, true));
            BigDecimal v = x.decimal();
            assertSame(BigDecimalMath.atan(v, forTangent(n, v)).round(new MathContext(n, RoundingMode.FLOOR)),
                    au.apply(StandardFunction.ARCTG, x), "ARCTG " + v, n);
            assertSines(au, argument(random, n, false));
        }
    }

    @Test
    void theArctangentIsRightToTheDigitsAskedFor() {
        // its error is bounded by a tenth of a unit in the last digit asked for (the class comment)
        Random random = new Random(1963);
        for (int i = 0; i < CASES; i++) {
            int p = 1 + random.nextInt(i % 3 == 0 ? MOST_DIGITS : 40);
            BigDecimal x = argument(random, p, true);
            assertClose(BigDecimalMath.atan(x, forTangent(p, x)), Arctangent.of(x, p), x, p);
        }
        // at 1 000 digits, where the reference is quick: far from ±1 and from 1/2
        for (String x : new String[] {"-3.7E-5", "250.5", "-1E30", "0.0123456789012345678901234567890"}) {
            BigDecimal v = new BigDecimal(x);
            assertClose(BigDecimalMath.atan(v, forTangent(1000, v)), Arctangent.of(v, 1000), v, 1000);
        }
    }

    @Test
    void nearOneAndMinusOneTheArcsineAndArccosineKeepEveryDigit() {
        // 1 − 10^-k and its negative: √(1 − x²) cancels there, the arccosine takes √((1 − |x|)/2)
        for (int n : new int[] {1, 5, 12, 40, 120}) {
            ArithmeticUnit au = new ArithmeticUnit(n, Memory.MIR2_SYMBOLS);
            for (int k = 1; k <= n; k += Math.max(1, n / 7)) {
                BigDecimal off = BigDecimal.ONE.scaleByPowerOfTen(-k);
                assertSines(au, BigDecimal.ONE.subtract(off));
                assertSines(au, off.subtract(BigDecimal.ONE));
            }
        }
    }

    @Test
    void bigMathsPiKeepsOnlyRightDigitsWhateverWasAskedBefore() {
        // the logarithm's caches kept wrong digits (NaturalLogarithm); π's is rounded from 10 more
        // digits to those asked for, so a later π to more digits is computed anew. Against Machin's
        // 16·arctg(1/5) − 4·arctg(1/239), summed here at 1 200 digits
        MathContext wide = new MathContext(1200);
        BigDecimal pi = inverseArctangent(5, wide).multiply(BigDecimal.valueOf(16))
                .subtract(inverseArctangent(239, wide).multiply(BigDecimal.valueOf(4)));
        for (int p : new int[] {53, 120, 10, 1000, 1, 300, 1100}) {
            MathContext mc = new MathContext(p, RoundingMode.HALF_EVEN);
            assertEquals(0, pi.round(mc).compareTo(BigDecimalMath.pi(mc)), "π to " + p + " digits");
        }
    }

    /** ARCSIN and ARCCOS of v, rounded to the unit's digits, against the reference. */
    private static void assertSines(ArithmeticUnit au, BigDecimal v) {
        int n = au.precision();
        MathContext rule = new MathContext(n, RoundingMode.FLOOR);
        Num x = au.realLiteral(v);
        BigDecimal u = x.decimal();
        MathContext far = forSine(n, u);
        assertSame(BigDecimalMath.asin(u, far).round(rule), au.apply(StandardFunction.ARCSIN, x), "ARCSIN " + u, n);
        assertSame(arccosine(u, far).round(rule), au.apply(StandardFunction.ARCCOS, x), "ARCCOS " + u, n);
    }

    /**
     * The digits big-math's atan needs to give p + 30 right ones: it takes asin(x/√(1 + x²)), whose
     * argument, 1 − 1/(2x²) for a large x, loses twice the order of x (ARCTG(-6.9⏨50) at 238 digits
     * was wrong from its 214th digit with only 30 more). And for a small x as many as {@link #small} adds.
     */
    private static MathContext forTangent(int p, BigDecimal x) {
        return new MathContext(p + GUARD + 2 * (int) Math.max(0, Magnitude.exponent(x)) + small(x));
    }

    /**
     * The digits big-math's asin and acos need to give p + 30 right ones: near ±1 they go through
     * 1 − x², which loses as many digits as 1 − |x| has zeros after the point, and its acos there is
     * π/2 less a nearly equal asin (ARCCOS(1 − 10^-86) at 120 digits was right to 107 only). And for
     * a small x as many as {@link #small} adds.
     */
    private static MathContext forSine(int p, BigDecimal x) {
        BigDecimal off = BigDecimal.ONE.subtract(x.abs());
        return new MathContext(p + GUARD + (off.signum() == 0 ? 0 : (int) Math.max(0, -Magnitude.exponent(off))) + small(x));
    }

    /**
     * For an x below 1, twice its zeros after the point: arcsin x = x + x³/6 + …, arctg x = x − x³/3 + …,
     * and the rounding toward −∞ depends on the side of x the value lies, which the reference shows only
     * with x³ among its digits (ARCSIN(-6.9⏨-187) at 223 digits is x less one unit of its last digit).
     */
    private static int small(BigDecimal x) {
        return x.signum() == 0 ? 0 : 2 * (int) Math.max(0, -Magnitude.exponent(x));
    }

    /** big-math's acos, but for arccos 1 = 0, which it gives as 1⏨-126 at 121 digits. */
    private static BigDecimal arccosine(BigDecimal x, MathContext mc) {
        return x.compareTo(BigDecimal.ONE) == 0 ? BigDecimal.ZERO : BigDecimalMath.acos(x, mc);
    }

    /** arctg(1/m) = 1/m − 1/(3m³) + 1/(5m⁵) − … for a whole m ≥ 5, to the digits of mc (and a few more lost). */
    private static BigDecimal inverseArctangent(int m, MathContext mc) {
        BigDecimal power = BigDecimal.ONE.divide(BigDecimal.valueOf(m), mc);
        BigDecimal m2 = BigDecimal.valueOf((long) m * m);
        BigDecimal sum = power;
        BigDecimal lowest = BigDecimal.ONE.scaleByPowerOfTen(-mc.getPrecision() - 5);
        for (int n = 3; power.compareTo(lowest) > 0; n += 2) {
            power = power.divide(m2, mc);
            BigDecimal term = power.divide(BigDecimal.valueOf(n), mc);
            sum = (n & 2) != 0 ? sum.subtract(term, mc) : sum.add(term, mc);
        }
        return sum;
    }

    /**
     * An argument of about n digits: near 0 (down to where only its side is left), near ±1, about
     * ±1/2, exactly ±1 or ±1/2, of any order up to 10^60 when {@code anySize}, else of at most 1 in size.
     */
    private static BigDecimal argument(Random random, int n, boolean anySize) {
        BigDecimal v;
        switch (random.nextInt(anySize ? 6 : 5)) {
            case 0 -> v = digits(random, n, -random.nextInt(n + 16) - 1);
            case 1 -> v = BigDecimal.ONE.subtract(digits(random, n, -random.nextInt(n + 3) - 1));
            case 2 -> v = new BigDecimal("0.5").add(digits(random, n, -random.nextInt(n + 3) - 1)
                    .multiply(BigDecimal.valueOf(random.nextBoolean() ? 1 : -1)));
            case 3 -> v = random.nextBoolean() ? BigDecimal.ONE : new BigDecimal("0.5");
            case 4 -> v = digits(random, n, -1);
            default -> v = digits(random, n, random.nextInt(61));
        }
        return random.nextBoolean() ? v : v.negate();
    }

    /** A positive number of n random digits (the first not 0), d.dd…·10^order (also NaturalLogarithmTest's). */
    static BigDecimal digits(Random random, int n, int order) {
        StringBuilder s = new StringBuilder().append(1 + random.nextInt(9));
        for (int i = 1; i < n; i++) {
            s.append(random.nextInt(10));
        }
        return new BigDecimal(new BigInteger(s.toString()), n - 1 - order);
    }

    private static void assertSame(BigDecimal expected, Num actual, String what, int n) {
        assertEquals(0, expected.compareTo(actual.decimal()), what + " at «РАЗРЯДНОСТЬ»" + n + ": " + actual
                + " instead of " + expected);
    }

    /** {@code actual} within a tenth of a unit in the p-th significant digit of {@code expected}. */
    private static void assertClose(BigDecimal expected, BigDecimal actual, BigDecimal x, int p) {
        BigDecimal tenth = BigDecimal.ONE.scaleByPowerOfTen((int) Magnitude.exponent(expected) - p);
        assertTrue(actual.subtract(expected).abs().compareTo(tenth) <= 0,
                "arctg " + x + " to " + p + " digits: " + actual + " instead of " + expected);
    }
}
