package su.mir2.machine.arithmetic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ch.obermuhlner.math.big.BigDecimalMath;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Random;
import org.junit.jupiter.api.Test;
import su.mir2.machine.memory.Memory;

/**
 * The «РАЗРЯДНОСТЬ» rule against an exact reference: for every precision 1–12 and random operands of
 * many sizes (small and long integers, reals of every order the memory holds), each real result is
 * the exact value with n significant digits, the rest dropped toward −∞, rounded once.
 */
class OneRoundingTest {
    private static final int CASES = 400;

    @Test
    void sumsDifferencesAndProductsAreTheExactValueRoundedOnce() {
        Random random = new Random(1965);
        for (int n = 1; n <= 12; n++) {
            ArithmeticUnit au = new ArithmeticUnit(n, Memory.MIR2_SYMBOLS);
            MathContext rule = new MathContext(n, RoundingMode.FLOOR);
            for (int i = 0; i < CASES; i++) {
                Num a = operand(random, au, n);
                Num b = operand(random, au, n);
                if (a.isReal() || b.isReal()) {
                    assertSame(a.decimal().add(b.decimal()).round(rule), au.add(a, b), a + "+" + b, n);
                    assertSame(a.decimal().subtract(b.decimal()).round(rule), au.subtract(a, b), a + "-" + b, n);
                    assertSame(a.decimal().multiply(b.decimal()).round(rule), au.multiply(a, b), a + "×" + b, n);
                }
            }
        }
    }

    @Test
    void quotientsAreTheExactValueRoundedOnce() {
        Random random = new Random(1966);
        for (int n = 1; n <= 12; n++) {
            ArithmeticUnit au = new ArithmeticUnit(n, Memory.MIR2_SYMBOLS);
            for (int i = 0; i < CASES; i++) {
                Num a = operand(random, au, n);
                Num b = operand(random, au, n);
                if (b.signum() != 0) {
                    assertSame(floorOfQuotient(a.decimal(), b.decimal(), n), au.divide(a, b), a + "/" + b, n);
                }
            }
        }
    }

    @Test
    void quotientsNextToABoundaryAreNotRoundedOntoIt() {
        // the case: 0.9999999999999 rounded first to 12 digits would give 1.0
        ArithmeticUnit au = new ArithmeticUnit(2, Memory.MIR2_SYMBOLS);
        assertEquals("0.99", au.divide(Num.of(9_999_999_999_999L), Num.of(10_000_000_000_000L)).toString());
        assertEquals("-1.0", au.divide(Num.of(-9_999_999_999_999L), Num.of(10_000_000_000_000L)).toString());
        for (int n = 1; n <= 12; n++) {
            ArithmeticUnit unit = new ArithmeticUnit(n, Memory.MIR2_SYMBOLS);
            for (int k = 1; k <= 30; k++) {
                BigInteger b = BigInteger.TEN.pow(k).add(BigInteger.valueOf(k));
                for (BigInteger a : new BigInteger[] {b.subtract(BigInteger.ONE), b.negate().add(BigInteger.ONE),
                        b.multiply(BigInteger.TWO).subtract(BigInteger.ONE)}) {
                    assertSame(floorOfQuotient(new BigDecimal(a), new BigDecimal(b), n),
                            unit.divide(Num.integer(a), Num.integer(b)), a + "/" + b, n);
                }
            }
        }
    }

    @Test
    void wholePowersAreTheExactValueRoundedOnce() {
        Random random = new Random(1967);
        for (int n = 1; n <= 12; n++) {
            ArithmeticUnit au = new ArithmeticUnit(n, Memory.MIR2_SYMBOLS);
            MathContext rule = new MathContext(n, RoundingMode.FLOOR);
            for (int i = 0; i < CASES / 4; i++) {
                Num x = real(random, n, 3);
                if (x.signum() == 0) {
                    continue;
                }
                int e = random.nextInt(61) - 30;
                Num power = au.power(x, Num.of(e));
                BigDecimal exact = x.decimal().pow(Math.abs(e));
                BigDecimal expected = e >= 0 ? exact.round(rule) : floorOfQuotient(BigDecimal.ONE, exact, n);
                assertSame(expected, power, x + "↑" + e, n);
            }
        }
    }

    @Test
    void rootsAreRoundedOnce() {
        Random random = new Random(1968);
        for (int n = 1; n <= 12; n++) {
            ArithmeticUnit au = new ArithmeticUnit(n, Memory.MIR2_SYMBOLS);
            for (int i = 0; i < CASES; i++) {
                Num x = operand(random, au, n);
                if (x.signum() < 0) {
                    continue;
                }
                BigDecimal r = au.root(x).decimal();
                BigDecimal ulp = BigDecimal.ONE.scaleByPowerOfTen((int) Magnitude.exponent(r.signum() == 0 ? BigDecimal.ONE : r) - n + 1);
                boolean below = r.multiply(r).compareTo(x.decimal()) <= 0;
                boolean next = r.add(ulp).multiply(r.add(ulp)).compareTo(x.decimal()) > 0;
                assertEquals(true, below && next, "√" + x + " = " + r + " at " + n);
            }
        }
    }

    @Test
    void functionsAreRoundedOnceFromTheirExactValue() {
        Random random = new Random(1969);
        for (int n = 1; n <= 12; n++) {
            ArithmeticUnit au = new ArithmeticUnit(n, Memory.MIR2_SYMBOLS);
            MathContext rule = new MathContext(n, RoundingMode.FLOOR);
            MathContext far = new MathContext(n + 60);
            for (int i = 0; i < CASES / 8; i++) {
                BigDecimal v = real(random, n, 2).decimal();
                Num x = au.realLiteral(v);
                assertSame(BigDecimalMath.sin(v, far).round(rule), au.apply(StandardFunction.SIN, x), "SIN " + v, n);
                assertSame(BigDecimalMath.atan(v, far).round(rule), au.apply(StandardFunction.ARCTG, x), "ARCTG " + v, n);
                if (v.abs().compareTo(BigDecimal.valueOf(1000)) < 0) {
                    assertSame(BigDecimalMath.exp(v, far).round(rule), au.apply(StandardFunction.EXP, x), "EXP " + v, n);
                }
                if (v.signum() > 0) {
                    assertSame(BigDecimalMath.log(v, far).round(rule), au.apply(StandardFunction.LN, x), "LN " + v, n);
                }
            }
        }
    }

    @Test
    void functionsAtExactPointsGiveTheExactValue() {
        ArithmeticUnit au = new ArithmeticUnit(6, Memory.MIR2_SYMBOLS);
        assertEquals("1.0 0.0 1.0 0.0 2.0 0.5", String.join(" ",
                au.apply(StandardFunction.COS, Num.ZERO).toString(), au.apply(StandardFunction.LN, Num.ONE).toString(),
                au.apply(StandardFunction.EXP, Num.ZERO).toString(), au.apply(StandardFunction.ARCCOS, Num.ONE).toString(),
                au.power(Num.of(4), au.realLiteral(new BigDecimal("0.5"))).toString(),
                au.power(au.realLiteral(new BigDecimal("0.25")), au.realLiteral(new BigDecimal("0.5"))).toString()));
    }

    @Test
    void anExactPowerDoesNotDependOnTheLogarithmsComputedBefore() {
        // big-math kept ln 2, ln 3 and ln 10 with more digits than were right, and a later logarithm
        // to more digits took them as right: after LN 2 at 12 digits, 0.25↑0.5 was 0.499999999999
        for (int n : new int[] {12, 6, 25, 40}) {
            ArithmeticUnit au = new ArithmeticUnit(n, Memory.MIR2_SYMBOLS);
            for (String before : new String[] {"2", "0.1", "20", "9.99999999999999999999"}) {
                au.apply(StandardFunction.LN, au.realLiteral(new BigDecimal(before)));
                assertEquals("0.5", au.power(au.realLiteral(new BigDecimal("0.25")),
                        au.realLiteral(new BigDecimal("0.5"))).toString(), "after LN " + before + " at " + n);
            }
        }
    }

    @Test
    void logarithmsNearOneAndNearTenKeepEveryDigit() {
        // ln(1 − 10^-999) = −10^-999 − 10^-1998/2 − …: toward −∞, its last digit of 1 000 is 1 (Python's decimal)
        ArithmeticUnit au = new ArithmeticUnit(1000, Memory.MIR2_SYMBOLS);
        Num below = au.realLiteral(BigDecimal.ONE.subtract(BigDecimal.ONE.scaleByPowerOfTen(-999)));
        assertEquals("-1." + "0".repeat(998) + "1⏨-999", au.apply(StandardFunction.LN, below).toString());
        // near 10, below 1, about √10 (where m is taken below 1), near 1, far from 1 (Python's decimal)
        ArithmeticUnit six = new ArithmeticUnit(6, Memory.MIR2_SYMBOLS);
        StringBuilder logs = new StringBuilder();
        for (String x : new String[] {"9.5", "0.32", "3.17", "3.16", "0.999999", "1.00001", "7E-5000", "2.5E4000"}) {
            logs.append(six.apply(StandardFunction.LN, six.realLiteral(new BigDecimal(x)))).append(' ');
        }
        assertEquals("2.25129 -1.13944 1.15373 1.15057 -1.00001⏨-6 9.99995⏨-6 -11511.0 9211.25 ", logs.toString());
    }

    private static void assertSame(BigDecimal expected, Num actual, String what, int n) {
        assertEquals(0, expected.compareTo(actual.decimal()), what + " at «РАЗРЯДНОСТЬ»" + n + ": " + actual
                + " instead of " + expected);
    }

    /** An integer of 1 to 40 digits or a real of n digits and an order from −60 to 60. */
    private static Num operand(Random random, ArithmeticUnit au, int n) {
        if (random.nextInt(3) == 0) {
            BigInteger v = new BigInteger(1 + random.nextInt(130), random);
            return Num.integer(random.nextBoolean() ? v : v.negate());
        }
        return real(random, n, 60);
    }

    /** A real of n significant digits (fewer at times), of order −orders … orders. */
    private static Num real(Random random, int n, int orders) {
        StringBuilder digits = new StringBuilder();
        int length = random.nextInt(4) == 0 ? 1 + random.nextInt(n) : n;
        for (int i = 0; i < length; i++) {
            // runs of 9s and 0s bring values next to the boundaries of rounding
            int kind = random.nextInt(5);
            digits.append(i == 0 ? 1 + random.nextInt(9) : kind == 0 ? 9 : kind == 1 ? 0 : random.nextInt(10));
        }
        BigDecimal v = new BigDecimal(new BigInteger(digits.toString()),
                random.nextInt(2 * orders + 1) - orders + length - 1);
        return new ArithmeticUnit(n, Memory.MIR2_SYMBOLS).realLiteral(random.nextBoolean() ? v : v.negate());
    }

    /** a/b with n significant digits, the rest dropped toward −∞, by integer arithmetic alone. */
    private static BigDecimal floorOfQuotient(BigDecimal a, BigDecimal b, int n) {
        if (a.signum() == 0) {
            return BigDecimal.ZERO;
        }
        int scale = Math.max(Math.max(a.scale(), b.scale()), 0);
        BigInteger p = a.setScale(scale).unscaledValue();
        BigInteger q = b.setScale(scale).unscaledValue();
        if (q.signum() < 0) {
            p = p.negate();
            q = q.negate();
        }
        // E with 10^E ≤ |p/q| < 10^(E+1)
        int e = p.abs().toString().length() - q.toString().length();
        while (compareScaled(p.abs(), q, e) < 0) {
            e--;
        }
        while (compareScaled(p.abs(), q, e + 1) >= 0) {
            e++;
        }
        int shift = n - 1 - e;
        BigInteger num = shift >= 0 ? p.multiply(BigInteger.TEN.pow(shift)) : p;
        BigInteger den = shift >= 0 ? q : q.multiply(BigInteger.TEN.pow(-shift));
        BigInteger[] qr = num.divideAndRemainder(den);
        BigInteger floor = qr[1].signum() < 0 ? qr[0].subtract(BigInteger.ONE) : qr[0];
        return new BigDecimal(floor, shift);
    }

    /** |p| compared with q·10^e. */
    private static int compareScaled(BigInteger p, BigInteger q, int e) {
        return e >= 0 ? p.compareTo(q.multiply(BigInteger.TEN.pow(e))) : p.multiply(BigInteger.TEN.pow(-e)).compareTo(q);
    }
}
