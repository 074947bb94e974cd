package su.mir2.console.host;

import java.math.BigInteger;

/**
 * Numbers the user types, in an option or a console command: read here rather than by Java's parsers,
 * which refuse a number too long for their type as if it were none.
 */
public final class TypedNumbers {
    private TypedNumbers() {
    }

    /**
     * The text as a whole number of any size, or null if it is none. Only the digits 0–9 make one:
     * Java's parsers take any script's digits too (５, ٥), which would make "--memory ５" a number too
     * small rather than no number.
     */
    public static BigInteger whole(String text) {
        String t = text.strip();
        int start = t.startsWith("+") || t.startsWith("-") ? 1 : 0;
        if (t.length() == start || !t.substring(start).chars().allMatch(c -> c >= '0' && c <= '9')) {
            return null;
        }
        return new BigInteger(t);
    }

    /**
     * A count of steps above zero, or null if the text is none. A count beyond the largest long is
     * taken as that largest one: no run reaches it.
     */
    public static Long steps(String text) {
        BigInteger n = whole(text);
        if (n == null || n.signum() <= 0) {
            return null;
        }
        return n.min(BigInteger.valueOf(Long.MAX_VALUE)).longValueExact();
    }
}
