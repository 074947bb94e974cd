package su.mir2.machine.arithmetic;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * A decimal without the zeros its digits end in, as {@link BigDecimal#stripTrailingZeros} gives it,
 * in a time that does not grow with the square of its length. BigDecimal divides the whole number by
 * ten once for every zero: 10↑200000 raised to 0.5 took 18 s, and a stop request could not reach it.
 */
final class TrailingZeros {
    /** Numbers of at most so many bits (some 1 200 digits) are left to BigDecimal, as fast for them. */
    private static final int PLAIN_BITS = 4096;

    private TrailingZeros() {
    }

    static BigDecimal strip(BigDecimal x) {
        BigInteger u = x.unscaledValue();
        if (u.bitLength() <= PLAIN_BITS || u.signum() == 0) {
            return x.stripTrailingZeros();
        }
        if (u.mod(BigInteger.TEN).signum() != 0) {
            return x;
        }
        // 10^k divides u only if 2^k does
        int most = u.getLowestSetBit();
        BigInteger[] whole = u.divideAndRemainder(BigInteger.TEN.pow(most));
        if (whole[1].signum() == 0) {
            return new BigDecimal(whole[0], x.scale() - most);
        }
        // the largest k below that with 10^k | u, its bits found from the highest: 10^(k+s) divides u
        // exactly when 10^s divides u / 10^k
        int k = 0;
        BigInteger rest = u;
        TenPowers powers = new TenPowers(1);
        for (int j = 31 - Integer.numberOfLeadingZeros(most); j >= 0; j--) {
            int step = 1 << j;
            if (k + step < most) {
                BigInteger[] qr = rest.divideAndRemainder(powers.get(j));
                if (qr[1].signum() == 0) {
                    rest = qr[0];
                    k += step;
                }
            }
        }
        return new BigDecimal(rest, x.scale() - k);
    }
}
