package su.mir2.tests.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import su.mir2.machine.arithmetic.ArithmeticUnit;
import su.mir2.machine.arithmetic.Num;

/**
 * The arithmetic unit's fast paths for small numbers give exactly what the general paths give:
 * same value, same kind (integer or real), at and across the edges of a long.
 */
class ArithmeticFastPathTest {
    private final ArithmeticUnit au = new ArithmeticUnit(6);

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
            assertEquals(au.power(Num.of(1), Num.of(e)).toString(), "1");
            assertEquals(au.power(Num.of(-1), Num.of(e)).toString(), e % 2 == 0 ? "1" : "-1");
        }
        assertEquals("0", au.power(Num.of(0), Num.of(5)).toString());
    }
}
