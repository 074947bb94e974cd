package su.mir2.machine.arithmetic;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * Whether x↑y, for a positive x and a y that is not whole, is exactly a given number b. With y = p/q in
 * lowest terms, it is when b^q = x^p: 0.2401↑0.5 is 0.49 as 0.49² = 0.2401. Such a value lies on a
 * boundary of the «РАЗРЯДНОСТЬ» rule whenever it has no more digits than the rule keeps, and there
 * closer approximations never settle which side it is on: asked once, this settles it at once.
 */
final class ExactPower {
    /** The most digits either side of b^q = x^p may have: beyond, the test would cost more than it saves. */
    private static final int MOST_DIGITS = 20_000;

    private ExactPower() {
    }

    static boolean is(BigDecimal b, BigDecimal x, BigDecimal y) {
        if (b.signum() <= 0) {
            return false;
        }
        BigDecimal reduced = TrailingZeros.strip(y);
        int scale = reduced.scale();
        if (scale <= 0 || scale > 4) {
            // a whole y is not asked for here; a finer fraction has a q of 10⁵ or more, too costly to test
            return false;
        }
        BigInteger numerator = reduced.unscaledValue();
        if (numerator.bitLength() > 31) {
            return false;
        }
        BigInteger denominator = BigInteger.TEN.pow(scale);
        BigInteger common = numerator.gcd(denominator);
        int p = numerator.divide(common).intValueExact();
        int q = denominator.divide(common).intValueExact();
        BigDecimal bx = TrailingZeros.strip(b);
        BigDecimal xx = TrailingZeros.strip(x);
        if ((long) bx.precision() * q > MOST_DIGITS || (long) xx.precision() * Math.abs(p) > MOST_DIGITS) {
            return false;
        }
        BigDecimal left = bx.pow(q);
        BigDecimal right = xx.pow(Math.abs(p));
        return p > 0 ? left.compareTo(right) == 0 : left.multiply(right).compareTo(BigDecimal.ONE) == 0;
    }
}
