package su.mir2.almir.reader;

/** A typed text the reader cannot turn into symbols: an unknown sign, word or an unclosed text. */
public final class ReaderException extends Exception {
    private final SourcePosition position;
    private final String key;
    private final transient Object[] arguments;

    public ReaderException(SourcePosition position, String key, Object... arguments) {
        super(key);
        this.position = position;
        this.key = key;
        this.arguments = arguments;
    }

    public SourcePosition position() {
        return position;
    }

    /** The message's key in the machine's message bundle. */
    public String key() {
        return key;
    }

    public Object[] arguments() {
        return arguments.clone();
    }
}
