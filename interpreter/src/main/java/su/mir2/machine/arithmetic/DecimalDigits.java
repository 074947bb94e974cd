package su.mir2.machine.arithmetic;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * Numbers from their decimal digits as written, in a time that grows more slowly than the square of
 * their length. BigInteger's own constructor multiplies the whole value by 10⁹ for every nine
 * digits: a literal of 900 000 digits, which a memory of 1 000 000 symbols holds, took 14 s to read
 * that way, and a stop request could not reach it. A long string is read as two halves instead, the
 * upper one multiplied by a power of ten, which BigInteger multiplies by Karatsuba's or Toom and
 * Cook's method.
 */
public final class DecimalDigits {
    /** Strings of at most so many digits are read by BigInteger itself, which is then the faster. */
    private static final int PLAIN = 1_000;

    private DecimalDigits() {
    }

    /**
     * The integer the decimal digits (ASCII 0–9, at least one) spell, leading zeros allowed, after
     * a sign + or − if there is one (an exponent's).
     */
    public static BigInteger integer(String digits) {
        if (digits.length() <= PLAIN) {
            return new BigInteger(digits);
        }
        char first = digits.charAt(0);
        if (first == '-' || first == '+') {
            BigInteger magnitude = integer(digits, 1, digits.length(), new TenPowers(PLAIN));
            return first == '-' ? magnitude.negate() : magnitude;
        }
        return integer(digits, 0, digits.length(), new TenPowers(PLAIN));
    }

    /**
     * A decimal written as digits with at most one point: 12, 12.5, .5 or 12. — exactly, its scale
     * the digits after the point.
     */
    public static BigDecimal decimal(String written) {
        int point = written.indexOf('.');
        if (point < 0) {
            return new BigDecimal(integer(written));
        }
        String digits = written.substring(0, point) + written.substring(point + 1);
        return new BigDecimal(digits.isEmpty() ? BigInteger.ZERO : integer(digits), written.length() - point - 1);
    }

    /**
     * digits[from, to): the last PLAIN·2^j digits, the largest such block shorter than the whole, are
     * the lower half; the rest, never longer, the upper.
     */
    private static BigInteger integer(String digits, int from, int to, TenPowers powers) {
        int length = to - from;
        if (length <= PLAIN) {
            return new BigInteger(digits.substring(from, to));
        }
        int j = 0;
        while ((long) PLAIN << (j + 1) < length) {
            j++;
        }
        int lower = PLAIN << j;
        BigInteger high = integer(digits, from, to - lower, powers);
        BigInteger low = integer(digits, to - lower, to, powers);
        return high.multiply(powers.get(j)).add(low);
    }
}
