package su.mir2.console.bench;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * programs/bench/reals.alm in Java: S = Σ 1/(K×K) for K = 1 … 100 000 in twelve-digit decimal reals,
 * the workload that shows what the faithful arithmetic costs.
 *
 * <p>Number semantics: the same as the machine's and not cheaper. K×K is an exact integer. Every
 * real result keeps «РАЗРЯДНОСТЬ» 12 significant digits, the rest dropped toward −∞ (docs/fidelity.md);
 * a quotient is first taken to 12 + 10 digits (half to even), then cut so. A sum of two reals is
 * exact before it is cut. The values are printed as the typewriter prints reals: no trailing
 * zeros, at least one digit after the point, the ⏨ form below 10⏨-5 and from 10⏨12 on. A
 * {@code double} would print other digits: it would not be this program.
 */
final class RealsBaseline implements Baseline {
    private static final int N = 100_000;
    private static final int PRECISION = 12;
    private static final MathContext DIGITS = new MathContext(PRECISION, RoundingMode.FLOOR);
    private static final MathContext QUOTIENT = new MathContext(PRECISION + 10, RoundingMode.HALF_EVEN);

    @Override
    public String run() {
        BigDecimal s = BigDecimal.ZERO;
        for (long k = 1; k <= N; k++) {
            BigDecimal term = BigDecimal.ONE.divide(BigDecimal.valueOf(k * k), QUOTIENT).round(DIGITS);
            s = s.add(term).round(DIGITS);
        }
        BigDecimal six = BigDecimal.valueOf(6).multiply(s).round(DIGITS);
        return new BaselinePaper().print("S=" + print(s)).newLine().print(print(six)).halt();
    }

    /** A real as the typewriter prints it. */
    static String print(BigDecimal real) {
        BigDecimal v = real.stripTrailingZeros();
        if (v.signum() == 0) {
            return "0.0";
        }
        int exponent = v.precision() - v.scale() - 1;
        if (exponent >= 12 || exponent < -5) {
            return withPoint(v.movePointLeft(exponent).toPlainString()) + "⏨" + exponent;
        }
        return withPoint(v.toPlainString());
    }

    private static String withPoint(String plain) {
        return plain.indexOf('.') >= 0 ? plain : plain + ".0";
    }
}
