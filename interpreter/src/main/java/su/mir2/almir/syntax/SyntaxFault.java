package su.mir2.almir.syntax;

/** A fault found while a text is parsed or built: the symbol index where, and a message key. */
public final class SyntaxFault extends RuntimeException {
    private final int symbolIndex;
    private final String key;
    private final transient Object[] arguments;

    public SyntaxFault(int symbolIndex, String key, Object... arguments) {
        super(key, null, false, false);
        this.symbolIndex = symbolIndex;
        this.key = key;
        this.arguments = arguments;
    }

    public int symbolIndex() {
        return symbolIndex;
    }

    public String key() {
        return key;
    }

    public Object[] arguments() {
        return arguments.clone();
    }
}
