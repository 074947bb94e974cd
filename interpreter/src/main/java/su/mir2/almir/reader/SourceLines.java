package su.mir2.almir.reader;

import java.util.Arrays;

/**
 * The lines of a typed text, found once: where each begins and where a char stands that takes no
 * column (a carriage return, an emoji's second half), so that the line and column of any place are
 * found by a search, not by counting from the start, and a line is cut out of the text without
 * splitting all of it.
 */
final class SourceLines {
    private final String source;
    /** The offset at which each line begins; the first is 0. */
    private final int[] starts;
    /** The offsets of the chars that take no column ({@link Columns#takesNone}), for a search. */
    private final int[] silent;

    private SourceLines(String source, int[] starts, int[] silent) {
        this.source = source;
        this.starts = starts;
        this.silent = silent;
    }

    static SourceLines of(String source) {
        int[] starts = new int[16];
        int[] silent = new int[0];
        int lines = 1;
        int silents = 0;
        for (int i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) {
            if (lines == starts.length) {
                starts = Arrays.copyOf(starts, lines * 2);
            }
            starts[lines++] = i + 1;
        }
        for (int i = 0; i < source.length(); i++) {
            if (Columns.takesNone(source, i)) {
                if (silents == silent.length) {
                    silent = Arrays.copyOf(silent, Math.max(16, silents * 2));
                }
                silent[silents++] = i;
            }
        }
        return new SourceLines(source, Arrays.copyOf(starts, lines), Arrays.copyOf(silent, silents));
    }

    /** How many lines the text has: one more than its line breaks. */
    int count() {
        return starts.length;
    }

    /** The line and column of the character at {@code offset}: {@link Columns#of}, found by a search. */
    SourcePosition positionOf(int offset) {
        int line = Arrays.binarySearch(starts, offset);
        if (line < 0) {
            line = -line - 2;
        }
        int start = starts[line];
        return new SourcePosition(line + 1, 1 + offset - start - (silentBefore(offset) - silentBefore(start)));
    }

    /** The offset of the character at a line and column: {@link #positionOf} the other way. */
    int offsetOf(SourcePosition p) {
        int line = Math.max(1, Math.min(p.line(), starts.length));
        int end = line < starts.length ? starts[line] : source.length();
        return Columns.offset(source, starts[line - 1], end, p.column());
    }

    /** Chars that take no column before an offset. */
    private int silentBefore(int offset) {
        int k = Arrays.binarySearch(silent, offset);
        return k < 0 ? -k - 1 : k;
    }

    /** The line with the given number (1-based) as it stands in the text, its line break excluded. */
    String raw(int line) {
        int from = starts[line - 1];
        int to = line < starts.length ? starts[line] - 1 : source.length();
        return source.substring(from, to);
    }

    /** The line with the given number (1-based), without its line break; "" past the text. */
    String text(int line) {
        if (line < 1 || line > starts.length) {
            return "";
        }
        String s = raw(line);
        return s.endsWith("\r") ? s.substring(0, s.length() - 1) : s;
    }

    /** Just after the last character that is not blank, where a missing end is pointed at. */
    SourcePosition end() {
        int line = starts.length;
        while (line > 1 && raw(line).isBlank()) {
            line--;
        }
        return positionOf(starts[line - 1] + raw(line).stripTrailing().length());
    }
}
