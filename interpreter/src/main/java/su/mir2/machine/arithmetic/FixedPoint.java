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
    /**
     * Bits kept beyond those a result needs: room for the unit or two of the last bit each step of a
     * series, a root or a quotient may be off, over some thousands of steps and more.
     */
    static final int GUARD_BITS = 40;

    private FixedPoint() {
    }

    /** The bits after the point that keep {@code digits} decimal digits there, and the guard bits. */
    static int bits(long digits) {
        return (int) Math.ceil(digits * BITS_PER_DIGIT) + GUARD_BITS;
    }

    /** v·2^bits, cut to an integer. */
    static BigInteger of(BigDecimal v, int bits) {
        BigInteger shifted = v.unscaledValue().shiftLeft(bits);
        int scale = v.scale();
        return scale >= 0 ? shifted.divide(BigInteger.TEN.pow(scale)) : shifted.multiply(BigInteger.TEN.pow(-scale));
    }

    /**
     * √v for a v of moderate size (2^-40 to 2^900: the double's estimate must be neither 0 nor
     * infinite), right to a unit or two of the last bit. Newton's
     * y ← (y + v/y)/2 from a double's estimate, right to some 50 bits, at twice the bits each step:
     * about the cost of two divisions at the full bits, where BigInteger.sqrt divides at the full
     * bits at every step.
     */
    static BigInteger sqrt(BigInteger v, int bits) {
        int q = 50;
        if (bits <= q) {
            return v.shiftLeft(bits).sqrt();
        }
        // v·2^-bits cut to q bits after the point; its root to q bits is √top·2^(q/2)
        BigInteger top = v.shiftRight(bits - q);
        BigInteger y = new BigDecimal(Math.sqrt(top.doubleValue()) * 0x1p25).toBigInteger();
        while (q < bits) {
            int next = Math.min(2 * q, bits);
            y = y.shiftLeft(next - q);
            y = y.add(v.shiftRight(bits - next).shiftLeft(next).divide(y)).shiftRight(1);
            q = next;
        }
        return y;
    }

    /**
     * √v for a decimal v ≥ 0 of any size, to the digits of {@code mc}: v is brought by an even power
     * of ten to [1, 100), where the bits after the point are its significant ones.
     */
    static BigDecimal sqrt(BigDecimal v, MathContext mc) {
        if (v.signum() == 0) {
            return BigDecimal.ZERO;
        }
        long half = Math.floorDiv(Magnitude.exponent(v), 2);
        BigDecimal m = v.movePointLeft(Math.toIntExact(2 * half));
        int bits = bits(mc.getPrecision() + 2);
        return value(sqrt(of(m, bits), bits), bits, mc).movePointRight(Math.toIntExact(half));
    }

    /** The value of {@code f}, rounded to the digits of {@code mc}. */
    static BigDecimal value(BigInteger f, int bits, MathContext mc) {
        return new BigDecimal(f).divide(new BigDecimal(BigInteger.ONE.shiftLeft(bits)), mc);
    }
}
