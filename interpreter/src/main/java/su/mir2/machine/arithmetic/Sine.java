package su.mir2.machine.arithmetic;

import ch.obermuhlner.math.big.BigDecimalMath;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * sin x and cos x to a given number of significant digits, for SIN, COS and TG.
 *
 * <p>x is first brought to r = x − k·π/2, |r| ≤ π/4; sin x and cos x are then ±sin r or ±cos r by the
 * quadrant k mod 4. r keeps its digits if π/2 is taken with as many more digits as x has of order,
 * and as many more again as r has fewer than x (cancellation, near a multiple of π/2): when r comes
 * out that small, π is taken again with those digits too. The series of sin r and cos r are summed
 * in binary fixed point ({@link FixedPoint}), where big-math's decimal ones took some 9 ms a call at
 * 1 000 digits: each term is off by at most two units of the last bit, some 200 terms at 1 000
 * digits, far inside the {@link FixedPoint#GUARD_BITS}; the bits also cover r's own order, so that sin r,
 * of r's size, keeps every digit asked for.
 */
final class Sine {
    private static final BigDecimal TWO = BigDecimal.valueOf(2);
    /** Tries at π with more digits before r is taken as it is; a decimal is never that near a multiple of π/2. */
    private static final int TRIES = 4;

    private Sine() {
    }

    /** x as k·π/2 + r, |r| ≤ π/4: k mod 4, and r with its digits kept. */
    private record Reduced(int quadrant, BigDecimal r) {
    }

    /** sin x, right to about {@code p} significant digits. */
    static BigDecimal sin(BigDecimal x, int p) {
        return ofQuadrant(reduce(x, p), 0, p);
    }

    /** cos x = sin(x + π/2), right to about {@code p} significant digits. */
    static BigDecimal cos(BigDecimal x, int p) {
        return ofQuadrant(reduce(x, p), 1, p);
    }

    /** tan x = sin x / cos x, right to about {@code p} significant digits: each of them to two digits more. */
    static BigDecimal tan(BigDecimal x, int p) {
        MathContext mc = new MathContext(p + 2, RoundingMode.HALF_EVEN);
        Reduced reduced = reduce(x, p + 2);
        return ofQuadrant(reduced, 0, p + 2).divide(ofQuadrant(reduced, 1, p + 2), mc);
    }

    private static Reduced reduce(BigDecimal x, int p) {
        long order = x.signum() == 0 ? 0 : Math.max(0, Magnitude.exponent(x));
        int extra = 10;
        BigDecimal r = x;
        BigInteger k = BigInteger.ZERO;
        for (int attempt = 1; attempt <= TRIES; attempt++) {
            MathContext mc = new MathContext((int) (p + order + extra), RoundingMode.HALF_EVEN);
            BigDecimal halfPi = BigDecimalMath.pi(mc).divide(TWO, mc);
            k = x.divide(halfPi, mc).setScale(0, RoundingMode.HALF_EVEN).toBigInteger();
            // exact, given this π/2: off by at most |k| units of its last digit
            r = x.subtract(halfPi.multiply(new BigDecimal(k)));
            if (k.signum() == 0 || r.signum() != 0 && Magnitude.exponent(r) >= -(extra - 5)) {
                break;
            }
            extra += (r.signum() == 0 ? p : (int) -Magnitude.exponent(r)) + 10;
        }
        return new Reduced(k.mod(BigInteger.valueOf(4)).intValue(), r);
    }

    /** sin(x + shift·π/2) from x's reduction. */
    private static BigDecimal ofQuadrant(Reduced reduced, int shift, int p) {
        int quadrant = (reduced.quadrant() + shift) % 4;
        MathContext result = new MathContext(p + 2, RoundingMode.HALF_EVEN);
        BigDecimal r = reduced.r();
        BigDecimal v = quadrant % 2 == 0 ? sineOfSmall(r, p, result) : cosineOfSmall(r, p, result);
        return quadrant >= 2 ? v.negate() : v;
    }

    /** sin r for |r| ≤ π/4 (r ± the error of its reduction). */
    private static BigDecimal sineOfSmall(BigDecimal r, int p, MathContext mc) {
        if (r.signum() == 0) {
            return r;
        }
        int bits = FixedPoint.bits(p + 4 + Math.max(0, -Magnitude.exponent(r)));
        BigInteger z = FixedPoint.of(r.abs(), bits);
        BigInteger sum = series(z, z, 2, bits);
        BigDecimal v = FixedPoint.value(sum, bits, mc);
        return r.signum() < 0 ? v.negate() : v;
    }

    /** cos r for |r| ≤ π/4, at least 0.7: no digits cancel. */
    private static BigDecimal cosineOfSmall(BigDecimal r, int p, MathContext mc) {
        int bits = FixedPoint.bits(p + 4);
        BigInteger z = FixedPoint.of(r.abs(), bits);
        return FixedPoint.value(series(BigInteger.ONE.shiftLeft(bits), z, 1, bits), bits, mc);
    }

    /**
     * first − first·z²/(n(n+1)) + …, each term the last times z² over the next two factors of the
     * factorial, from n: the series of sin (first z, n = 2) and cos (first 1, n = 1).
     */
    private static BigInteger series(BigInteger first, BigInteger z, long n, int bits) {
        BigInteger square = z.multiply(z).shiftRight(bits);
        BigInteger sum = first;
        BigInteger term = first;
        boolean minus = true;
        for (long m = n; ; m += 2) {
            term = term.multiply(square).shiftRight(bits).divide(BigInteger.valueOf(m * (m + 1)));
            if (term.signum() == 0) {
                return sum;
            }
            sum = minus ? sum.subtract(term) : sum.add(term);
            minus = !minus;
        }
    }
}
