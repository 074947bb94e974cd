package su.mir2.almir.reader;

/**
 * What the tape reader made of a typed text: the canonical symbol stream the grammar reads, and for
 * every symbol the place in the typed text it came from, so that messages point at what was typed.
 */
public final class SymbolText {
    private final String source;
    private final String symbols;
    private final int[] lines;
    private final int[] columns;
    private final int[] starts;
    private final int[] ends;

    SymbolText(String source, String symbols, int[] lines, int[] columns, int[] starts, int[] ends) {
        this.source = source;
        this.symbols = symbols;
        this.lines = lines;
        this.columns = columns;
        this.starts = starts;
        this.ends = ends;
    }

    /** Where in the typed text the symbols from {@code from} to {@code to} (exclusive) were typed. */
    public int sourceStart(int from) {
        return starts[from];
    }

    public int sourceEnd(int toExclusive) {
        return ends[toExclusive - 1];
    }

    /** The text as typed. */
    public String source() {
        return source;
    }

    /** The canonical symbol stream. */
    public String symbols() {
        return symbols;
    }

    /** Where the symbol at {@code index} was typed; an index past the end points after the text. */
    public SourcePosition positionOf(int index) {
        if (index < 0) {
            return SourcePosition.START;
        }
        if (index >= symbols.length()) {
            return endPosition();
        }
        return new SourcePosition(lines[index], columns[index]);
    }

    private SourcePosition endPosition() {
        String[] all = source.split("\n", -1);
        int line = all.length;
        while (line > 1 && all[line - 1].isBlank()) {
            line--;
        }
        return new SourcePosition(line, all[line - 1].stripTrailing().length() + 1);
    }

    /** The typed line with the given number (1-based), without its line break. */
    public String sourceLine(int line) {
        String[] all = source.split("\n", -1);
        if (line < 1 || line > all.length) {
            return "";
        }
        String s = all[line - 1];
        return s.endsWith("\r") ? s.substring(0, s.length() - 1) : s;
    }

    /** The canonical symbols between two indices, as the machine would print them back. */
    public String symbolsBetween(int from, int to) {
        return symbols.substring(Math.max(0, from), Math.min(symbols.length(), to))
                .replace('⟦', '[').replace('⟧', ']');
    }
}
