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
 * sin, cos and tg in binary fixed point ({@link Sine}), alone and as SIN, COS and TG at the «РАЗРЯДНОСТЬ»,
 * against big-math's decimal sin and cos (and their quotient) with 40 more digits and as many again as the result has
 * fewer than the argument: ordinary arguments, tiny ones, large ones to 10^99, and decimals next to
 * a multiple of π/2, at 1 to 200 digits, and three at 1 000.
 */
class SineTest {
    private static final int CASES = 60;
    private static final int GUARD = 40;

    @Test
    void sineCosineAndTangentAreRightToTheDigitsAskedForAndRoundedOnce() {
        Random random = new Random(1971);
        for (int i = 0; i < CASES; i++) {
            int p = 1 + random.nextInt(i % 3 == 0 ? 200 : 40);
            BigDecimal x = argument(random, p);
            check(x, p);
        }
        for (String x : new String[] {"-2.5", "9.9E98", "3.14159265358979323846264338327950288419716939937510"}) {
            check(new BigDecimal(x), 1000);
        }
    }

    private static void check(BigDecimal x, int p) {
        BigDecimal[] exact = exact(x, p);
        String[] names = {"sin", "cos", "tg"};
        BigDecimal[] approximations = {Sine.sin(x, p + 2), Sine.cos(x, p + 2), Sine.tan(x, p + 2)};
        ArithmeticUnit au = new ArithmeticUnit(p, 100_000);
        Num v = au.realLiteral(x);
        BigDecimal[] kept = v.decimal().compareTo(x) == 0 ? exact : exact(v.decimal(), p);
        Num[] machine = {au.apply(StandardFunction.SIN, v), au.apply(StandardFunction.COS, v), au.apply(StandardFunction.TG, v)};
        for (int i = 0; i < 3; i++) {
            BigDecimal tenth = BigDecimal.ONE.scaleByPowerOfTen((int) Magnitude.exponent(exact[i]) - p);
            assertTrue(approximations[i].subtract(exact[i]).abs().compareTo(tenth) <= 0,
                    names[i] + " " + x + " to " + p + " digits: " + approximations[i] + " instead of " + exact[i]);
            BigDecimal expected = kept[i].round(new MathContext(p, RoundingMode.FLOOR));
            assertEquals(0, expected.compareTo(machine[i].decimal()),
                    names[i].toUpperCase() + " " + v + " at " + p + ": " + machine[i] + " instead of " + expected);
        }
    }

    /** sin x and cos x by big-math, with digits enough for x's order and for a value near 0. */
    private static BigDecimal[] exact(BigDecimal x, int p) {
        long order = Math.max(0, Magnitude.exponent(x));
        MathContext rough = new MathContext((int) (p + GUARD + order));
        int below = (int) Math.max(0, -Math.min(Magnitude.exponent(BigDecimalMath.sin(x, rough)),
                Magnitude.exponent(BigDecimalMath.cos(x, rough))));
        MathContext far = new MathContext((int) (p + 2 * GUARD + order + 2 * below));
        // kept to all these digits: a value next to ±1 (cos r, r tiny) tells its side of 1 only there
        BigDecimal sin = BigDecimalMath.sin(x, far);
        BigDecimal cos = BigDecimalMath.cos(x, far);
        return new BigDecimal[] {sin, cos, sin.divide(cos, far)};
    }

    /** Ordinary, tiny and large arguments of either sign, and decimals of p digits next to k·π/2. */
    private static BigDecimal argument(Random random, int p) {
        int kind = random.nextInt(4);
        BigDecimal v;
        if (kind == 3) {
            BigDecimal halfPi = BigDecimalMath.pi(new MathContext(p + 60)).divide(BigDecimal.valueOf(2));
            v = halfPi.multiply(BigDecimal.valueOf(1 + random.nextInt(1000))).round(new MathContext(p, RoundingMode.HALF_EVEN));
        } else {
            int digits = 1 + random.nextInt(p);
            BigInteger unscaled = new BigInteger(digits * 3, random).add(BigInteger.ONE);
            int order = kind == 0 ? -1 - random.nextInt(60) : kind == 1 ? random.nextInt(3) : random.nextInt(99);
            v = new BigDecimal(unscaled).movePointLeft(unscaled.toString().length() - 1 - order);
        }
        return random.nextBoolean() ? v : v.negate();
    }
}
