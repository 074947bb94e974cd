package su.mir2.machine.arithmetic;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * A value in the MIR's memory: a decimal number, either an integer (exact, of any length) or a real
 * (held to the digits «РАЗРЯДНОСТЬ» sets). Types are dynamic, as on the machine: the kind of a value
 * comes from how it was computed. Integers that fit a long are kept out of BigDecimal.
 */
public final class Num {
    private static final int CACHE_LOW = -1024;
    private static final int CACHE_HIGH = 4096;
    private static final Num[] CACHE = new Num[CACHE_HIGH - CACHE_LOW + 1];
    /** 10⁰ … 10¹⁸, the powers of ten a long holds. */
    static final long[] TEN_POWERS = new long[19];

    static {
        TEN_POWERS[0] = 1;
        for (int i = 1; i < TEN_POWERS.length; i++) {
            TEN_POWERS[i] = TEN_POWERS[i - 1] * 10;
        }
        for (int i = 0; i < CACHE.length; i++) {
            CACHE[i] = new Num(i + CACHE_LOW, null, false);
        }
    }

    public static final Num ZERO = of(0);
    public static final Num ONE = of(1);

    final long small;
    final BigDecimal big;
    final boolean real;

    private Num(long small, BigDecimal big, boolean real) {
        this.small = small;
        this.big = big;
        this.real = real;
    }

    public static Num of(long value) {
        if (value >= CACHE_LOW && value <= CACHE_HIGH) {
            return CACHE[(int) value - CACHE_LOW];
        }
        return new Num(value, null, false);
    }

    public static Num integer(BigInteger value) {
        if (value.bitLength() < 64) {
            return of(value.longValue());
        }
        return new Num(0, new BigDecimal(value), false);
    }

    /**
     * A real value; the caller has already brought it to the machine's digits. A real nought is held
     * without a scale: BigDecimal gives a product of noughts the sum of their scales, so a nought
     * squared turn by turn would reach a scale BigDecimal refuses.
     */
    static Num real(BigDecimal value) {
        return new Num(0, value.signum() == 0 ? BigDecimal.ZERO : value, true);
    }

    public boolean isInteger() {
        return !real;
    }

    public boolean isReal() {
        return real;
    }

    /** An integer that fits a long: the fast path of the arithmetic unit. */
    public boolean isSmall() {
        return big == null;
    }

    public long smallValue() {
        return small;
    }

    public BigDecimal decimal() {
        return big != null ? big : BigDecimal.valueOf(small);
    }

    public int signum() {
        return big != null ? big.signum() : Long.signum(small);
    }

    /** Whether the value is a whole number, whatever its kind (a real 2.0 is). */
    public boolean isWhole() {
        if (big == null || !real) {
            return true;
        }
        return big.signum() == 0 || TrailingZeros.strip(big).scale() <= 0;
    }

    /** The value as an int, for subscripts and counts; null when it is not a whole number in range. */
    public Integer toIntOrNull() {
        if (big == null) {
            return small >= Integer.MIN_VALUE && small <= Integer.MAX_VALUE ? (int) small : null;
        }
        if (!isWhole()) {
            return null;
        }
        try {
            return big.intValueExact();
        } catch (ArithmeticException e) {
            return null;
        }
    }

    /**
     * How many decimal digits the value holds (its length in the MIR's memory, sign aside): all of an
     * integer's, trailing zeros too (10↑9000 takes 9001); a real's significant ones.
     */
    public int digits() {
        if (big == null) {
            return digits(small);
        }
        return real ? TrailingZeros.strip(big).precision() : big.precision();
    }

    /** 10ⁿ for 0 ≤ n ≤ 18. */
    public static long tenPower(int n) {
        return TEN_POWERS[n];
    }

    /** How many decimal digits an integer has, sign aside. */
    public static int digits(long value) {
        long v = Math.abs(value);
        if (v < 0) {
            return 19;
        }
        if (v < 10) {
            return 1;
        }
        // log10 from the bit length (1233/4096 is just above log10(2)): at most one too many,
        // which the table of powers puts right. Long integers are metered on every store, so this
        // is on the path of every store of one.
        int d = (64 - Long.numberOfLeadingZeros(v)) * 1233 >>> 12;
        return v < TEN_POWERS[d] ? d : d + 1;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Num n && real == n.real && decimal().compareTo(n.decimal()) == 0;
    }

    @Override
    public int hashCode() {
        return TrailingZeros.strip(decimal()).hashCode();
    }

    /** As the typewriter prints it: see {@link NumberPrinter}. */
    @Override
    public String toString() {
        return NumberPrinter.print(this);
    }
}
