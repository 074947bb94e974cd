package su.mir2.machine.arithmetic;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;

/**
 * Binary fixed point for the series of the standard functions: a value v is the integer v·2^bits,
 * so that a product is cut back to its bits by a shift, where a decimal is cut by a division by a
 * power of ten (some twenty times slower at 1 000 digits).
 */
final class FixedPoint {
    static final double BITS_PER_DIGIT = Math.log(10) / Math.log(2);

    private FixedPoint() {
    }

    /** v·2^bits, cut to an integer. */
    static BigInteger of(BigDecimal v, int bits) {
        BigInteger shifted = v.unscaledValue().shiftLeft(bits);
        int scale = v.scale();
        return scale >= 0 ? shifted.divide(BigInteger.TEN.pow(scale)) : shifted.multiply(BigInteger.TEN.pow(-scale));
    }

    /** The value of {@code f}, rounded to the digits of {@code mc}. */
    static BigDecimal value(BigInteger f, int bits, MathContext mc) {
        return new BigDecimal(f).divide(new BigDecimal(BigInteger.ONE.shiftLeft(bits)), mc);
    }
}
