package su.mir2.machine.arithmetic;

import java.math.BigDecimal;
import java.math.MathContext;

/**
 * z + r·z/3 + r²·z/5 + r³·z/7 + …, the series of both artanh z (r = z², for the logarithm) and
 * arctg z (r = −z²), for a z small enough that it converges fast; summed until a term falls below
 * the last of the working digits.
 */
final class OddSeries {
    private OddSeries() {
    }

    static BigDecimal sum(BigDecimal z, BigDecimal r, MathContext mc) {
        BigDecimal sum = z;
        BigDecimal power = z;
        long lowest = Magnitude.exponent(z) - mc.getPrecision() - 1;
        for (int n = 3; ; n += 2) {
            power = power.multiply(r, mc);
            BigDecimal term = power.divide(BigDecimal.valueOf(n), mc);
            if (term.signum() == 0 || Magnitude.exponent(term) < lowest) {
                return sum;
            }
            sum = sum.add(term, mc);
        }
    }
}
