package su.mir2.machine.arithmetic;

import java.math.BigDecimal;
import java.math.MathContext;

/** The decimal order of a number: what decides whether the memory can hold it, found without computing it. */
final class Magnitude {
    private static final BigDecimal LN_10 = new BigDecimal(Math.log(10));
    /** Below it, ln(1 + δ) is δ to a double's accuracy and beyond (the next term is δ²/2). */
    private static final BigDecimal TINY = BigDecimal.ONE.scaleByPowerOfTen(-17);
    private static final BigDecimal HALF = new BigDecimal("0.5");
    private static final BigDecimal ONE_AND_A_HALF = new BigDecimal("1.5");

    private Magnitude() {
    }

    /** E of x = d.ddd × 10^E, for x ≠ 0. */
    static long exponent(BigDecimal x) {
        return (long) x.precision() - x.scale() - 1;
    }

    /** log10|x| for x ≠ 0, to a double's accuracy whatever the size of x (doubleValue() would overflow). */
    static double log10(BigDecimal x) {
        BigDecimal a = x.abs();
        long e = exponent(a);
        double mantissa = a.movePointLeft((int) e).doubleValue();
        return e + Math.log10(mantissa);
    }

    /**
     * y·log10|x|, the order of x↑y, for x ≠ 0, to a double's accuracy: right also where
     * {@link #log10} is not, for an |x| so near 1 that a double's log10 of it is 0 (1 + 10^-21) or
     * loses most of its digits, and for a y beyond a double's range. The product is exact in its
     * exponent, so a result far beyond any memory is a huge number, not ∞, and never NaN.
     */
    static BigDecimal orderOfPower(BigDecimal x, BigDecimal y) {
        BigDecimal a = x.abs();
        if (y.signum() == 0 || a.compareTo(BigDecimal.ONE) == 0) {
            return BigDecimal.ZERO;
        }
        double log;
        if (a.compareTo(HALF) > 0 && a.compareTo(ONE_AND_A_HALF) < 0) {
            BigDecimal delta = a.subtract(BigDecimal.ONE);
            if (delta.abs().compareTo(TINY) < 0) {
                return y.multiply(delta, MathContext.DECIMAL64).divide(LN_10, MathContext.DECIMAL64);
            }
            log = Math.log1p(delta.doubleValue()) / Math.log(10);
        } else {
            log = log10(a);
        }
        return y.multiply(new BigDecimal(log), MathContext.DECIMAL64);
    }
}
