package su.mir2.machine.arithmetic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Zeros taken off long numbers give what BigDecimal's own stripping gives, value and scale alike. */
class TrailingZerosTest {
    private static void same(BigDecimal x) {
        BigDecimal expected = x.stripTrailingZeros();
        BigDecimal stripped = TrailingZeros.strip(x);
        assertEquals(expected, stripped, () -> "digits " + x.precision() + ", scale " + x.scale());
        assertEquals(expected.scale(), stripped.scale());
    }

    @Test
    void longNumbersLoseExactlyTheirTrailingZeros() {
        Random random = new Random(1980);
        BigInteger odd = new BigInteger(8000, random).setBit(0);
        for (int zeros : new int[] {0, 1, 7, 64, 1000, 4095, 4096, 4097, 12_345}) {
            BigInteger u = odd.multiply(BigInteger.TEN.pow(zeros));
            for (int scale : new int[] {0, 5, -3, 20_000}) {
                same(new BigDecimal(u, scale));
                same(new BigDecimal(u.negate(), scale));
            }
        }
    }

    @Test
    void moreFactorsOfTwoThanOfTenAreNoZeros() {
        // 2^30000 · 10^777: the bits allow 30 777 zeros, the digits have 777
        same(new BigDecimal(BigInteger.TWO.pow(30_000).multiply(BigInteger.TEN.pow(777))));
        same(new BigDecimal(BigInteger.TWO.pow(30_000).multiply(BigInteger.valueOf(5).pow(29_999))));
        same(new BigDecimal(BigInteger.TEN.pow(30_000)));
        same(new BigDecimal(BigInteger.TEN.pow(30_000).add(BigInteger.ONE)));
    }

    @Test
    void shortNumbersAndZeroAreStrippedAsBigDecimalDoes() {
        same(BigDecimal.ZERO);
        same(new BigDecimal("0.000"));
        same(new BigDecimal("12.500"));
        same(new BigDecimal("-1200"));
        same(new BigDecimal(BigInteger.ZERO, 7000));
    }
}
