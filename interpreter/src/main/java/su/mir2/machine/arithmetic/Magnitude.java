package su.mir2.machine.arithmetic;

import java.math.BigDecimal;

/** The decimal order of a number: what decides whether the memory can hold it, found without computing it. */
final class Magnitude {
    private Magnitude() {
    }

    /** E of x = d.ddd × 10^E, for x ≠ 0. */
    static long exponent(BigDecimal x) {
        return (long) x.precision() - x.scale() - 1;
    }

    /** log10|x| for x ≠ 0, to a double's accuracy whatever the size of x (doubleValue() would overflow). */
    static double log10(BigDecimal x) {
        BigDecimal a = x.abs();
        long e = exponent(a);
        double mantissa = a.movePointLeft((int) e).doubleValue();
        return e + Math.log10(mantissa);
    }
}
