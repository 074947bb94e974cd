package su.mir2.tests.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import org.junit.jupiter.api.Test;
import su.mir2.machine.arithmetic.ArithmeticUnit;
import su.mir2.machine.arithmetic.Num;
import su.mir2.machine.memory.Memory;

/**
 * The arithmetic unit's fast paths for small numbers give exactly what the general paths give:
 * same value, same kind (integer or real), at and across the edges of a long.
 */
class ArithmeticFastPathTest {
    private final ArithmeticUnit au = new ArithmeticUnit(6, Memory.MIR2_SYMBOLS);

    @Test
    void integerPowersAreExactAcrossTheLongBoundary() {
        long[] bases = {-10, -7, -3, -2, 2, 3, 5, 7, 10, 1000, 3037000499L, 3037000500L, Long.MAX_VALUE};
        for (long b : bases) {
            for (int e = 0; e <= 70; e++) {
                Num r = au.power(Num.of(b), Num.of(e));
                assertEquals(BigInteger.valueOf(b).pow(e).toString(), r.toString(), b + "↑" + e);
                assertTrue(r.isInteger(), b + "↑" + e + " is an integer");
            }
        }
        assertEquals("-9223372036854775808", au.power(Num.of(-2), Num.of(63)).toString());
        assertEquals("9223372036854775808", au.power(Num.of(2), Num.of(63)).toString());
    }

    @Test
    void zeroOneAndMinusOneKeepTheirPowers() {
        for (long e : new long[] {0, 1, 2, 3, 62, 63, 1_000_000_007L}) {
            assertEquals("1", au.power(Num.of(1), Num.of(e)).toString());
            assertEquals(e % 2 == 0 ? "1" : "-1", au.power(Num.of(-1), Num.of(e)).toString());
        }
        assertEquals("0", au.power(Num.of(0), Num.of(5)).toString());
    }

    @Test
    void quotientsOfSmallIntegersAreTheGeneralPathsQuotients() {
        long[] dividends = {0, 1, -1, 2, 3, 7, -7, 10, 15, 99, 100, 101, 12345, -98765, 1000000007L,
            123456789012345678L, -999999999999999999L, Long.MAX_VALUE, Long.MIN_VALUE + 1};
        long[] divisors = {1, -1, 2, -2, 3, 4, 5, 6, 7, 8, 10, 16, 20, 25, 40, 64, 80, 125, 128, 1024, 3125,
            1L << 40, 1L << 62, 1000000000000000000L, 7629394531250L, Long.MAX_VALUE, Long.MIN_VALUE + 1};
        ArithmeticUnit exact = new ArithmeticUnit(60, Memory.MIR2_SYMBOLS);
        for (int precision : new int[] {1, 2, 3, 6, 9, 12, 20}) {
            ArithmeticUnit unit = new ArithmeticUnit(precision, Memory.MIR2_SYMBOLS);
            for (long a : dividends) {
                Num real = exact.divide(Num.of(a), Num.ONE);
                for (long b : divisors) {
                    Num fast = unit.divide(Num.of(a), Num.of(b));
                    Num general = unit.divide(real, Num.of(b));
                    String what = a + "/" + b + " to " + precision + " digits";
                    assertEquals(general.toString(), fast.toString(), what);
                    assertTrue(fast.isReal(), what);
                    Num e = unit.entier(fast);
                    assertEquals(floor(fast).toString(), e.toString(), "ε(" + what + ")");
                    assertTrue(e.isInteger());
                }
            }
        }
    }

    private static BigInteger floor(Num real) {
        return new BigDecimal(real.toString().replace('⏨', 'E')).setScale(0, RoundingMode.FLOOR).toBigInteger();
    }
}
