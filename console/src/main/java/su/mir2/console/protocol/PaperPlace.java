package su.mir2.console.protocol;

/**
 * A character of a paper: its line, as {@link Protocol#lines()} counts (operator's lines included),
 * and its column; the column just after a line's last character stands for the line's end.
 */
public record PaperPlace(int line, int column) {
    /** Whether the paper, its next character due at {@code next}, already holds this character. */
    boolean writtenBefore(PaperPlace next) {
        return next.line() > line || next.line() == line && next.column() > column;
    }
}
