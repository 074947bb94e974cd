package su.mir2.machine.arithmetic;

import java.math.BigDecimal;
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
 * about w/(2t) terms of the series, each a product and a division by a small integer. A square root
 * by Newton's iteration below, which doubles its digits each step from a double's estimate, costs
 * some seven terms at 1 000 digits (0.24 ms, where BigDecimal.sqrt took 1.0); so t = max(2, √p/4),
 * 8 at 1 000 digits. Measured at 1 020 digits on ln 1.7, 3.1, 0.5 and 1.05: 45 ms each with t = 16
 * (√p/2) and BigDecimal.sqrt, 17 with t = 3 and BigDecimal.sqrt, 7.5 with Newton's roots and t = 5
 * to 10, 9.6 with t = 15; at 3 000 digits 61–70 ms with t = 10 to 15 (t = 13 there), 78 with 8, 120
 * with 5.
 */
final class NaturalLogarithm {
    /** √10 = 3.16227766016…, rounded up. */
    private static final BigDecimal ROOT_TEN = new BigDecimal("3.1622776602");
    private static final BigDecimal TWO = BigDecimal.valueOf(2);
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
        if (m.compareTo(BigDecimal.ONE) == 0) {
            return BigDecimal.ZERO;
        }
        int t = Math.max(2, (int) Math.sqrt(p) / 4);
        MathContext mc = context(p + t + 5);
        BigDecimal close = BigDecimal.ONE.scaleByPowerOfTen(-t);
        BigDecimal r = m;
        int s = 0;
        while (r.subtract(BigDecimal.ONE).abs().compareTo(close) >= 0) {
            r = SquareRoot.of(r, mc);
            s++;
        }
        BigDecimal z = r.subtract(BigDecimal.ONE).divide(r.add(BigDecimal.ONE), mc);
        BigDecimal sum = OddSeries.sum(z, z.multiply(z, mc), mc);
        return sum.multiply(TWO.pow(s + 1), mc);
    }

    private static MathContext context(int p) {
        return new MathContext(p, RoundingMode.HALF_EVEN);
    }
}
