package su.mir2.machine.arithmetic;

import ch.obermuhlner.math.big.BigDecimalMath;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * arctg x to a given number of significant digits, computed here rather than by big-math (2.3.2),
 * whose atan (and its asin and acos, which go through it) sums a series that converges slowly near
 * ±1: at 1 000 digits ARCTG(0.99) took 5 s and ARCTG(0.5) over a second, one machine step each, so
 * neither the step limit nor an operator's stop could bound a run's time. ARCSIN and ARCCOS rest on
 * it too (ArithmeticUnit).
 *
 * <p>For |x| &gt; 1, arctg x = ±π/2 − arctg(1/x). For |x| ≤ 1, arctg x = 2·arctg(x / (1 + √(1 + x²))):
 * s such halvings bring x below 10^-t, where x − x³/3 + x⁵/5 − … needs about w/(2t) terms at w
 * digits; the result is 2^s times the sum. A halving (a square root and a division) costs as much
 * as some thirty terms, so t is small: t = max(2, √w/10), 3 at 1 000 digits, where one arctg then
 * took 15 ms against 85 with t = √w/2.
 *
 * <p>Unlike the logarithm's square roots, which bring r near 1 so that r − 1 keeps t digits fewer
 * than r, the halvings lose no digits: 1 + √(1 + x²) adds positive numbers, a relative error ε of x
 * leaves at most ε in the halved x (x·y′/y = 1/√(1 + x²) ≤ 1) and in its arctg
 * (x/((1 + x²)·arctg x) ≤ 1), and doubling is exact. So errors do not grow by 2^s; they add up:
 * each halving's five roundings at w digits, each term's and the sum's, at most 25(s + k + 1)·10^-w
 * of the result for k terms, with s ≤ 3.4t + 1 (each halving at least halves x, and 1 becomes 0.414)
 * and k ≤ w/(2t) + 1. That is below 5 000·10^-w at 1 000 digits, and
 * w = p + digits(p) + 4 keeps it below 10^-(p+1) for every p.
 */
final class Arctangent {
    private static final BigDecimal TWO = BigDecimal.valueOf(2);

    private Arctangent() {
    }

    /** arctg x, right to about {@code p} significant digits. */
    static BigDecimal of(BigDecimal x, int p) {
        if (x.signum() == 0) {
            return BigDecimal.ZERO;
        }
        int w = p + Num.digits(p) + 4;
        MathContext mc = new MathContext(w, RoundingMode.HALF_EVEN);
        if (x.abs().compareTo(BigDecimal.ONE) <= 0) {
            return upToOne(x.round(mc), mc);
        }
        // the result is at least π/4 in size, its two parts at most π/2: nothing cancels
        BigDecimal halfPi = BigDecimalMath.pi(mc).divide(TWO, mc);
        BigDecimal rest = upToOne(BigDecimal.ONE.divide(x, mc), mc);
        return (x.signum() > 0 ? halfPi : halfPi.negate()).subtract(rest, mc);
    }

    /** arctg x for 0 &lt; |x| ≤ 1, to the working digits of {@code mc} less the error the class comment bounds. */
    private static BigDecimal upToOne(BigDecimal x, MathContext mc) {
        int w = mc.getPrecision();
        BigDecimal close = BigDecimal.ONE.scaleByPowerOfTen(-Math.max(2, (int) Math.sqrt(w) / 10));
        BigDecimal y = x;
        int s = 0;
        while (y.abs().compareTo(close) >= 0) {
            BigDecimal root = SquareRoot.of(BigDecimal.ONE.add(y.multiply(y, mc), mc), mc);
            y = y.divide(BigDecimal.ONE.add(root, mc), mc);
            s++;
        }
        BigDecimal sum = OddSeries.sum(y, y.multiply(y, mc).negate(), mc);
        return sum.multiply(TWO.pow(s), mc);
    }
}
