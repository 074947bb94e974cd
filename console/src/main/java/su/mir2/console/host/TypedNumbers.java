package su.mir2.console.host;

import java.math.BigInteger;

/**
 * Numbers the user types, in an option or a console command: read here rather than by Java's parsers,
 * which refuse a number too long for their type as if it were none.
 */
public final class TypedNumbers {
    private TypedNumbers() {
    }

    /** The text as a whole number of any size, or null if it is none. */
    public static BigInteger whole(String text) {
        try {
            return new BigInteger(text.strip());
        } catch (NumberFormatException notANumber) {
            return null;
        }
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
