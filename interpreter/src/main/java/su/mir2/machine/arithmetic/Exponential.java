package su.mir2.machine.arithmetic;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;

/**
 * e^x to a given number of significant digits, for EXP and for every real power (x↑y = e^(y·ln x)).
 *
 * <p>In binary fixed point ({@link FixedPoint}): big-math's decimal series took about 9 ms a call at
 * 1 000 digits. r = |x|/2^s, below 2^-t, takes the Taylor series (some bits/(t + log₂ n)
 * terms); its sum is squared s times. Each step is off by at most one unit of the last bit; the sum,
 * about 1, is off by at most k + 1 units after k terms; each squaring doubles the relative error
 * and adds a unit. So s + {@link FixedPoint#GUARD_BITS} bits beyond the digits asked keep every one of them.
 * A negative x is 1/e^|x|, one division, which keeps the relative error.
 *
 * <p>An |x| of {@value #LARGEST} or more (a result of more than some 1 700 digits of order) is first
 * brought below ln 10 by a power of ten: squaring such values in fixed point would carry their
 * integer part, thousands of bits, through every step.
 */
final class Exponential {
    private static final int LARGEST = 4096;

    private Exponential() {
    }

    /**
     * e^x = 10^k·e^r, r = x − k·ln 10 in [0, ln 10): with ln 10 to as many more digits as k has, and
     * four, r is off by less than 10^-(p+3), which is e^r's relative error; 10^k only moves the point.
     */
    private static BigDecimal byPowerOfTen(BigDecimal x, MathContext mc) {
        long k = (long) Math.floor(x.doubleValue() / Math.log(10));
        BigDecimal lnTen = NaturalLogarithm.lnTen(mc.getPrecision() + Num.digits(Math.abs(k)) + 4);
        BigDecimal r = x.subtract(lnTen.multiply(BigDecimal.valueOf(k)));
        return of(r, mc).movePointRight(Math.toIntExact(k));
    }

    static BigDecimal of(BigDecimal x, MathContext mc) {
        if (x.signum() == 0) {
            return BigDecimal.ONE;
        }
        BigDecimal a = x.abs();
        if (a.compareTo(BigDecimal.valueOf(LARGEST)) >= 0) {
            return byPowerOfTen(x, mc);
        }
        int guarded = FixedPoint.bits(mc.getPrecision() + 2);
        int precisionBits = guarded - FixedPoint.GUARD_BITS;
        int t = Math.max(4, (int) Math.sqrt(precisionBits) / 2);
        // 2^(order+1) > |x| ≥ 2^order: s halvings bring it below 2^-t
        int order = (int) Math.floor(Magnitude.log10(a) * FixedPoint.BITS_PER_DIGIT);
        int s = Math.max(0, order + 1 + t);
        int bits = guarded + s;
        BigInteger r = FixedPoint.of(a, bits - s);
        BigInteger one = BigInteger.ONE.shiftLeft(bits);
        BigInteger sum = one.add(r);
        BigInteger term = r;
        for (long n = 2; ; n++) {
            term = term.multiply(r).shiftRight(bits).divide(BigInteger.valueOf(n));
            if (term.signum() == 0) {
                break;
            }
            sum = sum.add(term);
        }
        for (int i = 0; i < s; i++) {
            sum = sum.multiply(sum).shiftRight(bits);
        }
        if (x.signum() > 0) {
            return FixedPoint.value(sum, bits, mc);
        }
        return new BigDecimal(one).divide(new BigDecimal(sum), mc);
    }
}
