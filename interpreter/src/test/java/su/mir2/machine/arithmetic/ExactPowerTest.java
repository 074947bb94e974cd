package su.mir2.machine.arithmetic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import su.mir2.machine.memory.Memory;

/**
 * Powers whose exact value lies on a boundary of the «РАЗРЯДНОСТЬ» rule: told at once (ExactPower)
 * instead of by approximations of ever more digits that never settle.
 */
class ExactPowerTest {
    @Test
    void tellsAnExactPowerByItsLowestTerms() {
        List<String> found = new ArrayList<>();
        String[][] cases = {
            {"0.49", "0.2401", "0.5"}, {"0.5", "0.25", "0.5"}, {"0.1", "100", "-0.5"}, {"8", "4", "1.5"},
            {"2", "32", "0.2"}, {"0.008", "0.0016", "0.75"}, {"1.41421356", "2", "0.5"}, {"0.333", "9", "-0.5"},
            {"0.49", "0.2401", "0.50"}, {"0.49", "0.2401", "0.25"}, {"2", "2", "123456789012.5"},
            {"2", "1.0000001", "0.123457"}, {"-0.49", "0.2401", "0.5"},
        };
        for (String[] c : cases) {
            found.add(c[1] + "↑" + c[2] + (ExactPower.is(new BigDecimal(c[0]), new BigDecimal(c[1]), new BigDecimal(c[2]))
                    ? " = " : " ≠ ") + c[0]);
        }
        assertEquals(List.of("0.2401↑0.5 = 0.49", "0.25↑0.5 = 0.5", "100↑-0.5 = 0.1", "4↑1.5 = 8", "32↑0.2 = 2",
                "0.0016↑0.75 = 0.008", "2↑0.5 ≠ 1.41421356", "9↑-0.5 ≠ 0.333", "0.2401↑0.50 = 0.49",
                "0.2401↑0.25 ≠ 0.49", "2↑123456789012.5 ≠ 2", "1.0000001↑0.123457 ≠ 2", "0.2401↑0.5 ≠ -0.49"), found);
    }

    @Test
    void aBoundaryTheValueIsExactlyIsSettledByTheFirstApproximation() {
        MathContext rule = new MathContext(1000, RoundingMode.FLOOR);
        BigDecimal exact = new BigDecimal("0.49");
        AtomicInteger asked = new AtomicInteger();
        // approximations just below the boundary, as the logarithm and exponential give them
        BigDecimal v = OneRounding.round(d -> {
            asked.incrementAndGet();
            return exact.subtract(BigDecimal.ONE.scaleByPowerOfTen(-d - 1));
        }, rule, b -> b.compareTo(exact) == 0);
        assertEquals("0.49 after 1", v.stripTrailingZeros().toPlainString() + " after " + asked.get());
        asked.set(0);
        BigDecimal unasked = OneRounding.round(d -> {
            asked.incrementAndGet();
            return exact.subtract(BigDecimal.ONE.scaleByPowerOfTen(-d - 1));
        }, rule);
        assertEquals("0.49 after 4", unasked.stripTrailingZeros().toPlainString() + " after " + asked.get());
    }

    @Test
    void rationalPowersOnABoundaryAreTheirExactValueAtAThousandDigits() {
        Random random = new Random(2401);
        ArithmeticUnit au = new ArithmeticUnit(1000, Memory.MIR2_SYMBOLS);
        MathContext rule = new MathContext(1000, RoundingMode.FLOOR);
        int[] denominators = {2, 4, 5};
        int[] numerators = {1, 3, -1};
        for (int i = 0; i < 9; i++) {
            // r = digits·10^-k; x = r^q exactly; x↑(p/q) = r^p, which has few digits: on a boundary
            BigDecimal r = new BigDecimal(BigInteger.valueOf(2 + random.nextInt(9_998)), random.nextInt(5));
            int q = denominators[i % 3];
            int p = numerators[i / 3];
            BigDecimal x = r.pow(q);
            BigDecimal y = BigDecimal.valueOf(p).divide(BigDecimal.valueOf(q));
            BigDecimal expected = p > 0 ? r.pow(p) : BigDecimal.ONE.divide(r, rule);
            Num power = au.power(au.realLiteral(x), au.realLiteral(y));
            assertEquals(0, expected.round(rule).compareTo(power.decimal()), x + "↑" + y + " = " + power);
        }
    }
}
