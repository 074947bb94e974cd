package su.mir2.machine.arithmetic;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.function.IntFunction;
import java.util.function.Predicate;

/**
 * A function's value rounded once by the «РАЗРЯДНОСТЬ» rule, from approximations that are only close:
 * rounding an approximation that was itself rounded may cross a boundary the exact value does not
 * (9999999999999/10000000000000 rounded to 12 digits is 1, whose first two digits are not those of the
 * quotient). So the approximation is taken with more digits until every value near it rounds alike
 * (Ziv's method). Only a value that lies on a boundary itself (4↑0.5, 0.25↑0.5) never settles;
 * after the last try the approximation, which then agrees with a boundary to eight times the digits
 * kept, is first rounded to nearest ten digits beyond them, which gives such a value exactly. (A
 * value that close to a boundary and not on it is not met in practice; the standard functions'
 * exact points and arguments near 0 are settled before, in ArithmeticUnit.) A function that can tell
 * whether its value is exactly a given number (a power: ExactPower) is asked after the first try,
 * and its boundary values then cost one try, not four of ever more digits.
 */
final class OneRounding {
    /** The approximation may be off by 10 to this power units of its last digit: far more than big-math promises. */
    private static final int SLACK_DIGITS = 8;
    private static final int TRIES = 4;

    private OneRounding() {
    }

    /**
     * @param approximation the value to the given number of significant digits, or nearly so
     * @param rule          the «РАЗРЯДНОСТЬ» rule (n digits, toward −∞)
     */
    static BigDecimal round(IntFunction<BigDecimal> approximation, MathContext rule) {
        return round(approximation, rule, boundary -> false);
    }

    /**
     * {@link #round(IntFunction, MathContext)} for a function that can tell whether its value is
     * exactly a given number: the boundary the first approximation does not settle is asked at once.
     */
    static BigDecimal round(IntFunction<BigDecimal> approximation, MathContext rule, Predicate<BigDecimal> isExactly) {
        int digits = rule.getPrecision() + 20;
        for (int attempt = 1; ; attempt++) {
            BigDecimal v = approximation.apply(digits);
            if (v.signum() == 0) {
                return v;
            }
            BigDecimal slack = BigDecimal.ONE.scaleByPowerOfTen((int) (Magnitude.exponent(v) - digits + SLACK_DIGITS));
            BigDecimal low = v.subtract(slack).round(rule);
            BigDecimal high = v.add(slack).round(rule);
            if (low.compareTo(high) == 0) {
                return low;
            }
            // the rule's boundary between them is high, the largest number of its digits not above v + slack
            if (attempt == 1 && isExactly.test(high)) {
                return high;
            }
            if (attempt == TRIES) {
                return v.round(new MathContext(rule.getPrecision() + 10, RoundingMode.HALF_EVEN)).round(rule);
            }
            digits *= 2;
        }
    }
}
