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
 * e^x in binary fixed point ({@link Exponential}), alone and as EXP and x↑y at the «РАЗРЯДНОСТЬ»,
 * against big-math's decimal exp with 40 more digits: arguments tiny, ordinary, whole, negative, next
 * to the largest the fixed point takes at once and far beyond it (brought down by a power of ten),
 * at 1 to 300 digits and a few at 1 000.
 */
class ExponentialTest {
    private static final int CASES = 120;
    private static final int GUARD = 40;

    @Test
    void theExponentialIsRightToTheDigitsAskedForAndRoundedOnce() {
        Random random = new Random(1969);
        for (int i = 0; i < CASES; i++) {
            int p = 1 + random.nextInt(i % 3 == 0 ? 300 : 40);
            check(argument(random, p), p);
        }
        for (String x : new String[] {"1", "-1", "0.5", "2302.5", "-2302.5", "4095.99", "-4095.99", "4096", "1E-900",
                "-1E-900", "0.693147180559945309417232121458176568", "12.345678901234567890123456789", "-5000.5",
                "12345.678", "-230258.5"}) {
            check(new BigDecimal(x), 1000);
        }
    }

    @Test
    void realPowersThroughTheExponentialAreRoundedOnce() {
        Random random = new Random(1970);
        for (int i = 0; i < CASES / 2; i++) {
            int n = 1 + random.nextInt(i % 3 == 0 ? 300 : 40);
            ArithmeticUnit au = new ArithmeticUnit(n, Memory.MIR2_SYMBOLS);
            Num x = au.realLiteral(new BigDecimal(BigInteger.valueOf(1 + random.nextInt(99_999)), random.nextInt(8)));
            Num y = au.realLiteral(new BigDecimal(BigInteger.valueOf(random.nextInt(2_000_001) - 1_000_000), 3 + random.nextInt(3)));
            if (y.decimal().stripTrailingZeros().scale() <= 0) {
                continue;
            }
            MathContext far = new MathContext(n + GUARD + 10);
            BigDecimal exact = BigDecimalMath.exp(y.decimal().multiply(BigDecimalMath.log(x.decimal(), far), far), far);
            BigDecimal expected = exact.round(new MathContext(n, RoundingMode.FLOOR));
            Num actual = au.power(x, y);
            assertEquals(0, expected.compareTo(actual.decimal()), x + "↑" + y + " at " + n + ": " + actual + " instead of " + expected);
        }
    }

    private static void check(BigDecimal x, int p) {
        // e^x of a tiny x is 1 ± x…: its side of 1 needs as many more digits as x has of order below 0
        MathContext far = new MathContext(p + GUARD + (int) Math.max(0, -Magnitude.exponent(x)));
        BigDecimal exact = BigDecimalMath.exp(x, far);
        BigDecimal tenth = BigDecimal.ONE.scaleByPowerOfTen((int) Magnitude.exponent(exact) - p);
        BigDecimal approximation = Exponential.of(x, new MathContext(p + 2, RoundingMode.HALF_EVEN));
        assertTrue(approximation.subtract(exact).abs().compareTo(tenth) <= 0,
                "e^" + x + " to " + p + " digits: " + approximation + " instead of " + exact);
        // as EXP, of x as the machine keeps it, rounded to p digits
        ArithmeticUnit au = new ArithmeticUnit(p, 100_000);
        Num v = au.realLiteral(x);
        BigDecimal kept = v.decimal();
        BigDecimal expected = (kept.compareTo(x) == 0 ? exact : BigDecimalMath.exp(kept, far))
                .round(new MathContext(p, RoundingMode.FLOOR));
        Num actual = au.apply(StandardFunction.EXP, v);
        assertEquals(0, expected.compareTo(actual.decimal()), "EXP " + kept + " at " + p + ": " + actual + " instead of " + expected);
    }

    /** Tiny, ordinary, whole and large arguments of either sign, with up to p digits. */
    private static BigDecimal argument(Random random, int p) {
        int digits = 1 + random.nextInt(p);
        BigInteger unscaled = new BigInteger(digits * 3, random).add(BigInteger.ONE);
        int kind = random.nextInt(4);
        int order = kind == 0 ? -30 - random.nextInt(200) : kind == 1 ? random.nextInt(4) : kind == 2 ? 0 : 3;
        BigDecimal v = new BigDecimal(unscaled).movePointLeft(unscaled.toString().length() - 1 - order);
        if (kind == 2) {
            v = v.setScale(0, RoundingMode.DOWN).add(BigDecimal.ONE);
        }
        return random.nextBoolean() ? v : v.negate();
    }
}
