package su.mir2.machine.arithmetic;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The powers 10^(unit·2^j) one computation on a long number needs, each made once by squaring the one
 * before: reading digits in halves ({@link DecimalDigits}) and counting trailing zeros by halves
 * ({@link TrailingZeros}) both go down such a ladder.
 */
final class TenPowers {
    private final int unit;
    private final List<BigInteger> made = new ArrayList<>();

    TenPowers(int unit) {
        this.unit = unit;
    }

    /** 10^(unit·2^j). */
    BigInteger get(int j) {
        if (made.isEmpty()) {
            made.add(BigInteger.TEN.pow(unit));
        }
        while (made.size() <= j) {
            BigInteger last = made.get(made.size() - 1);
            made.add(last.multiply(last));
        }
        return made.get(j);
    }
}
