package su.mir2.almir.reader;

/** A place in the text as typed: 1-based line and column. */
public record SourcePosition(int line, int column) {
    public static final SourcePosition START = new SourcePosition(1, 1);

    @Override
    public String toString() {
        return line + ":" + column;
    }
}
