package su.mir2.machine.arithmetic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.obermuhlner.math.big.BigDecimalMath;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Random;
import org.junit.jupiter.api.Test;
import su.mir2.machine.memory.Memory;

/**
 * The logarithm ({@link NaturalLogarithm}), alone and as LN and x↑0.5 at the «РАЗРЯДНОСТЬ», against
 * references computed another way: ln x by Halley's iteration on big-math's exp (not its log, whose
 * caches kept wrong digits, see NaturalLogarithm), √x by BigDecimal.sqrt. Arguments near 1 (1 ± 10^-k),
 * near 10, tiny and huge (to 10^±7000) and ordinary, at 1 to 300 digits and a few at 1 000.
 */
class NaturalLogarithmTest {
    private static final int CASES = 120;
    private static final int GUARD = 40;

    @Test
    void theLogarithmIsRightToTheDigitsAskedForAndRoundedOnce() {
        Random random = new Random(1965);
        for (int i = 0; i < CASES; i++) {
            int p = 1 + random.nextInt(i % 3 == 0 ? 300 : 40);
            check(argument(random, p), p);
        }
        for (String x : new String[] {"1.7", "1.0000000000000000000000000000001", "0.99999999999999999999999999999",
                "9.99999999999999999999999999999999", "1E7000", "3.3E-6999", "2.718281828459045235360287471352"}) {
            check(new BigDecimal(x), 1000);
        }
    }

    @Test
    void squareRootsThroughTheLogarithmAreRoundedOnce() {
        Random random = new Random(1966);
        for (int i = 0; i < CASES / 2; i++) {
            int n = 1 + random.nextInt(i % 3 == 0 ? 300 : 40);
            ArithmeticUnit au = new ArithmeticUnit(n, Memory.MIR2_SYMBOLS);
            Num x = au.realLiteral(argument(random, n));
            BigDecimal expected = x.decimal().sqrt(new MathContext(n + GUARD)).round(new MathContext(n, RoundingMode.FLOOR));
            Num actual = au.power(x, au.realLiteral(new BigDecimal("0.5")));
            assertEquals(0, expected.compareTo(actual.decimal()), x + "↑0.5 at " + n + ": " + actual + " instead of " + expected);
        }
    }

    private static void check(BigDecimal x, int p) {
        BigDecimal exact = ln(x, p + GUARD);
        BigDecimal tenth = BigDecimal.ONE.scaleByPowerOfTen((int) Magnitude.exponent(exact) - p);
        BigDecimal approximation = NaturalLogarithm.of(x, p);
        assertTrue(approximation.subtract(exact).abs().compareTo(tenth) <= 0,
                "ln " + x + " to " + p + " digits: " + approximation + " instead of " + exact);
        // as LN, of x as the machine keeps it, rounded to p digits
        ArithmeticUnit au = new ArithmeticUnit(p, Memory.MIR2_SYMBOLS);
        Num v = au.realLiteral(x);
        BigDecimal kept = v.decimal();
        BigDecimal expected = (kept.compareTo(x) == 0 ? exact : ln(kept, p + GUARD)).round(new MathContext(p, RoundingMode.FLOOR));
        Num actual = au.apply(StandardFunction.LN, v);
        assertEquals(0, expected.compareTo(actual.decimal()), "LN " + kept + " at " + p + ": " + actual + " instead of " + expected);
    }

    /**
     * ln x to w significant digits and more: Halley's y ← y + 2(x − e^y)/(x + e^y) from a double's
     * estimate, at w digits and as many more as x − 1 has zeros after the point and ln x has before it.
     */
    private static BigDecimal ln(BigDecimal x, int w) {
        long k = Magnitude.exponent(x);
        BigDecimal y = new BigDecimal(Math.log(x.movePointLeft((int) k).doubleValue()) + k * Math.log(10));
        BigDecimal off = x.subtract(BigDecimal.ONE);
        int zeros = off.signum() == 0 ? 0 : (int) Math.max(0, -Magnitude.exponent(off));
        MathContext mc = new MathContext(w + zeros + 10 + Num.digits(k));
        if (x.compareTo(BigDecimal.ONE) == 0) {
            return BigDecimal.ZERO;
        }
        for (int i = 0; i < 30; i++) {
            BigDecimal e = BigDecimalMath.exp(y, mc);
            BigDecimal step = BigDecimal.valueOf(2).multiply(x.subtract(e, mc), mc).divide(x.add(e, mc), mc);
            y = y.add(step, mc);
            if (step.signum() == 0 || Magnitude.exponent(step) < Magnitude.exponent(y) - w - 5) {
                return y;
            }
        }
        throw new AssertionError("ln " + x + " did not settle");
    }

    /** 1 ± 10^-k or 1 ± some digits·10^-k, 10 ± as much, tiny, huge, or ordinary; of about n digits. */
    private static BigDecimal argument(Random random, int n) {
        BigDecimal sign = BigDecimal.valueOf(random.nextBoolean() ? 1 : -1);
        int k = 1 + random.nextInt(n + 5);
        BigDecimal near = (random.nextBoolean() ? BigDecimal.ONE.scaleByPowerOfTen(-k) : ArctangentTest.digits(random, n, -k)).multiply(sign);
        return switch (random.nextInt(5)) {
            case 0 -> BigDecimal.ONE.add(near);
            case 1 -> BigDecimal.TEN.add(near);
            case 2 -> ArctangentTest.digits(random, n, -random.nextInt(7000));
            case 3 -> ArctangentTest.digits(random, n, random.nextInt(7000));
            default -> ArctangentTest.digits(random, n, random.nextInt(7) - 3);
        };
    }
}
