package su.mir2.machine.arithmetic;

import ch.obermuhlner.math.big.BigDecimalMath;
import java.math.BigDecimal;
import java.math.BigInteger;
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
 * digits; the result is 2^s times the sum. t = max(2, √w/10), 3 at 1 000 digits, was chosen when a
 * halving cost some thirty terms (one arctg then took 15 ms against 85 with t = √w/2).
 *
 * <p>The halvings and the series are in binary fixed point ({@link FixedPoint}), each step off by
 * a unit or two of the last bit. The halvings do not make such errors grow: a change ε in x leaves
 * at most ε in the halved x (y′ = 1/(√(1 + x²)·(1 + √(1 + x²))) ≤ 1/2). The series adds at most 3k
 * units for k terms, and doubling s times doubles the sum's error s times. So the bits are those of
 * w digits and of t more (the halved x has t zeros after the point), as many more as x has zeros
 * after the point, 3.4t + 2 for the doublings (s ≤ 3.4t + 1: each halving at least halves x, and 1
 * becomes 0.414), and forty for the units; w = p + digits(p) + 4 then keeps the result right to
 * 10^-(p+1) of itself for every p. At 1 000 digits the halvings' roots by Newton's iteration in
 * binary made a loop of 1 000 ARCTG(0.5) 3.7 s, against 6.8 s with decimal roots.
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
        int t = Math.max(2, (int) Math.sqrt(w) / 10);
        // fixed point keeps a number's bits after the point: as many more as the halved x and x itself have zeros there
        long digits = w + t + 1 + Math.max(0, -Magnitude.exponent(x));
        // the sum's error is doubled by each of the s ≤ 3.4t + 1 halvings
        int bits = FixedPoint.bits(digits) + (int) (3.4 * t) + 2;
        BigInteger one = BigInteger.ONE.shiftLeft(bits);
        BigInteger close = FixedPoint.of(BigDecimal.ONE.scaleByPowerOfTen(-t), bits);
        BigInteger y = FixedPoint.of(x.abs(), bits);
        int s = 0;
        while (y.compareTo(close) >= 0) {
            BigInteger root = FixedPoint.sqrt(one.add(y.multiply(y).shiftRight(bits)), bits);
            y = y.shiftLeft(bits).divide(one.add(root));
            s++;
        }
        BigInteger sum = OddSeries.sum(y, y.multiply(y).shiftRight(bits).negate(), bits);
        BigDecimal v = FixedPoint.value(sum.shiftLeft(s), bits, mc);
        return x.signum() < 0 ? v.negate() : v;
    }
}
