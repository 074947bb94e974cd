package su.mir2.machine.arithmetic;

import java.math.BigDecimal;

/**
 * How a number appears on the paper. Integers: plain digits, '-' when negative, no padding (the
 * protocols print T=15, S=3716). Reals: the sources are silent; the choice made here (see
 * docs/fidelity.md) is a decimal point with at least one digit after it and no trailing zeros,
 * switching to the ⏨ form (one digit before the point) below 10⏨-5 and from 10⏨12 on.
 */
public final class NumberPrinter {
    private NumberPrinter() {
    }

    public static String print(Num n) {
        if (!n.real) {
            return n.big == null ? Long.toString(n.small) : n.big.toBigInteger().toString();
        }
        BigDecimal v = TrailingZeros.strip(n.big);
        if (v.signum() == 0) {
            return "0.0";
        }
        int exponent = v.precision() - v.scale() - 1;
        if (exponent >= 12 || exponent < -5) {
            BigDecimal mantissa = v.movePointLeft(exponent);
            return withPoint(mantissa.toPlainString()) + "⏨" + exponent;
        }
        return withPoint(v.toPlainString());
    }

    private static String withPoint(String plain) {
        return plain.indexOf('.') >= 0 ? plain : plain + ".0";
    }
}
