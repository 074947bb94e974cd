package su.mir2.machine.arithmetic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Long digit strings read in halves give what BigInteger and BigDecimal read digit by digit. */
class DecimalDigitsTest {
    private final Random random = new Random(1969);

    private String digits(int length, boolean leadingZeros) {
        StringBuilder b = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            boolean zero = leadingZeros && i < length / 3;
            b.append(zero ? '0' : (char) ('0' + random.nextInt(10)));
        }
        return b.toString();
    }

    @Test
    void integersOfEveryLengthAroundTheHalvesAreReadExactlyWithOrWithoutASign() {
        for (int length : new int[] {1, 2, 999, 1000, 1001, 1999, 2000, 2001, 3999, 4000, 4001, 8191, 12_345, 40_000}) {
            for (boolean zeros : new boolean[] {false, true}) {
                String s = digits(length, zeros);
                assertEquals(new BigInteger(s), DecimalDigits.integer(s), length + (zeros ? " with leading zeros" : ""));
            }
        }
        for (int length : new int[] {999, 1000, 1001, 2500}) {
            String s = digits(length, true);
            assertEquals(new BigInteger("-" + s), DecimalDigits.integer("-" + s), "−" + length);
            assertEquals(new BigInteger(s), DecimalDigits.integer("+" + s), "+" + length);
        }
        assertEquals(BigInteger.ZERO, DecimalDigits.integer("0".repeat(5000)));
        assertEquals(BigInteger.TEN.pow(4999), DecimalDigits.integer("1" + "0".repeat(4999)));
    }

    @Test
    void decimalsKeepEveryDigitAndTheirScale() {
        String s = digits(3000, false);
        assertEquals(new BigDecimal(s.substring(0, 1000) + "." + s.substring(1000)),
                DecimalDigits.decimal(s.substring(0, 1000) + "." + s.substring(1000)));
        assertEquals(new BigDecimal("0." + s), DecimalDigits.decimal("." + s));
        assertEquals(new BigDecimal(s), DecimalDigits.decimal(s + "."));
        assertEquals(new BigDecimal("12.50"), DecimalDigits.decimal("12.50"));
        assertEquals(2, DecimalDigits.decimal("12.50").scale());
    }
}
