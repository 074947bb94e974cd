package su.mir2.almir.reader;

/**
 * How a column of a typed line is counted wherever a message names one: by characters as the user
 * counts them (code points). An emoji beyond U+FFFF is two Java chars but one column, and a carriage
 * return, which an editor never shows, takes none.
 */
public final class Columns {
    private Columns() {
    }

    /** Whether the char at {@code i} takes no column of its own: a carriage return, or a pair's second half. */
    public static boolean takesNone(CharSequence text, int i) {
        char c = text.charAt(i);
        return c == '\r' || Character.isLowSurrogate(c) && i > 0 && Character.isHighSurrogate(text.charAt(i - 1));
    }

    /** The 1-based column of the char at {@code offset} in a line that begins at {@code lineStart}. */
    public static int of(CharSequence text, int lineStart, int offset) {
        int column = 1;
        for (int i = lineStart; i < offset; i++) {
            if (!takesNone(text, i)) {
                column++;
            }
        }
        return column;
    }

    /**
     * The offset of the char at a 1-based {@code column} of a line from {@code lineStart} to
     * {@code lineEnd}: {@link #of} the other way; the line's end when the line is shorter.
     */
    public static int offset(CharSequence text, int lineStart, int lineEnd, int column) {
        int offset = lineStart;
        for (int at = 1; offset < lineEnd && (at < column || takesNone(text, offset)); offset++) {
            if (!takesNone(text, offset)) {
                at++;
            }
        }
        return offset;
    }
}
