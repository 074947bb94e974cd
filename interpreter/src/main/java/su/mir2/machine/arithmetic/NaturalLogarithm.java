package su.mir2.machine.arithmetic;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * ln x to a given number of significant digits, computed here rather than by big-math (2.3.2), whose
 * logarithm keeps ln 2, ln 3 and ln 10 in caches as its Newton iteration left them: with more
 * digits than are right (ln 10 asked for to 53 digits is kept with 118, right to about 75). A later
 * logarithm to more digits than were right took them as they were, so one result depended on what
 * had been computed before: after LN(2) at «РАЗРЯДНОСТЬ» 12, 0.25↑0.5 gave 0.499999999999. Its
 * logarithm was also slow below 1 and near 10 (seconds for 1 000 digits of ln 9.99…).
 *
 * <p>ln x = ln m + k·ln 10 for x = m·10^k, 1/√10 &lt; m ≤ √10, so that an x near 1 is its own m and
 * its logarithm is not the difference of two nearly equal ones. ln m = 2^s·ln r where r is m after s
 * square roots, near enough to 1 that ln r = 2·artanh z, z = (r − 1)/(r + 1), takes few terms of
 * 2(z + z³/3 + z⁵/5 + …). Each square root is right to the working digits w, and halves the error
 * of those before: ln m is off by less than 2^(s+1)·10^-w, and being about 2^s·10^-t (r − 1 having
 * come below 10^-t), it keeps w − t − 1 digits; so w = p + t + 5, whatever t is.
 *
 * <p>t sets the work: about 3.3t + 2 square roots (ln m ≤ 1.15, and each root halves ln r) against
 * about w/(2t) terms of the series. The roots, the quotient and the series are in binary fixed point
 * ({@link FixedPoint}), each step off by a unit or two of the last bit, with bits for w digits, for
 * the zeros of m − 1 after the point, for the s doublings and forty more. With binary roots, which
 * cost about as much as a few terms, t = max(2, √p/10), 3 at 1 000 digits, as for the arctangent:
 * 200 logarithms at 1 000 digits took 1.4–1.6 ms each with √p/33 to √p/10, 2.0–2.7 with √p/7 and
 * √p/4 (the best for decimal roots), 3.4 with √p/2; at 3 000 digits 12 ms with √p/10 and √p/7, 14
 * with √p/4, 17 and 22 with √p/17 and √p/33. (With decimal roots: 45 ms at 1 020 digits with t = 16
 * and BigDecimal.sqrt, 7.5 with Newton's roots and t = 5 to 10.)
 */
final class NaturalLogarithm {
    /** √10 = 3.16227766016…, rounded up. */
    private static final BigDecimal ROOT_TEN = new BigDecimal("3.1622776602");
    /** ln 10, every one of its digits right (rounded to nearest); more of them as they are needed. */
    private static volatile BigDecimal lnTen = BigDecimal.ZERO;

    private NaturalLogarithm() {
    }

    /** ln x for x &gt; 0, right to about {@code p} significant digits. */
    static BigDecimal of(BigDecimal x, int p) {
        long k = Magnitude.exponent(x);
        int digits = p + Num.digits(k) + 2;
        BigDecimal m = significant(x, k, digits).movePointLeft((int) k);
        if (m.compareTo(ROOT_TEN) > 0) {
            k++;
            m = m.movePointLeft(1);
            digits = p + Num.digits(k) + 2;
        }
        BigDecimal lnM = near(m, digits);
        if (k == 0) {
            return lnM;
        }
        MathContext mc = context(digits);
        return lnM.add(lnTen(digits).multiply(BigDecimal.valueOf(k), mc), mc);
    }

    /**
     * x cut to the digits its logarithm to {@code digits} digits depends on: those of the working
     * precision, and for an x near 1 as many more as x − 1 has zeros after the point. All the
     * digits of a huge x (2↑2↑21 has 631 306) would make every square root as long.
     */
    private static BigDecimal significant(BigDecimal x, long k, int digits) {
        long keep = digits + (long) Math.sqrt(digits) + 12;
        if (k == 0 || k == -1) {
            BigDecimal off = x.subtract(BigDecimal.ONE);
            keep += off.signum() == 0 ? 0 : Math.max(0, -Magnitude.exponent(off));
        }
        return x.precision() > keep ? x.round(context((int) Math.min(Integer.MAX_VALUE, keep))) : x;
    }

    /** ln 10 to {@code p} significant digits. */
    static BigDecimal lnTen(int p) {
        BigDecimal known = lnTen;
        if (known.precision() < p) {
            known = near(BigDecimal.TEN, p + 5).round(context(p + 2));
            lnTen = known;
        }
        return known.round(context(p));
    }

    /** ln m for a positive m of moderate size (here 1/√10 &lt; m ≤ 10), to about {@code p} significant digits. */
    private static BigDecimal near(BigDecimal m, int p) {
        BigDecimal off = m.subtract(BigDecimal.ONE);
        if (off.signum() == 0) {
            return BigDecimal.ZERO;
        }
        int t = Math.max(2, (int) Math.sqrt(p) / 10);
        // the working digits, and as many more as m − 1 has zeros after the point: fixed point keeps
        // a number's bits after the point, not its significant ones
        long digits = p + t + 5 + Math.max(0, -Magnitude.exponent(off));
        // the series' error is doubled by each of the s ≤ 3.4t + 2 roots
        int bits = FixedPoint.bits(digits) + (int) (3.4 * t) + 3;
        BigInteger one = BigInteger.ONE.shiftLeft(bits);
        BigInteger close = FixedPoint.of(BigDecimal.ONE.scaleByPowerOfTen(-t), bits);
        BigInteger r = FixedPoint.of(m, bits);
        int s = 0;
        while (r.subtract(one).abs().compareTo(close) >= 0) {
            r = FixedPoint.sqrt(r, bits);
            s++;
        }
        BigInteger z = r.subtract(one).shiftLeft(bits).divide(r.add(one));
        BigInteger sum = OddSeries.sum(z, z.multiply(z).shiftRight(bits), bits);
        return FixedPoint.value(sum.shiftLeft(s + 1), bits, context(p + 2));
    }

    private static MathContext context(int p) {
        return new MathContext(p, RoundingMode.HALF_EVEN);
    }
}
