package su.mir2.almir.reader;

/**
 * What the tape reader made of a typed text: the canonical symbol stream the grammar reads, and for
 * every symbol the place in the typed text it came from, so that messages point at what was typed.
 */
public final class SymbolText {
    private final String source;
    private final String symbols;
    /** Where each symbol's typing begins and ends in the text; its line and column follow from the start. */
    private final SymbolPlaces places;
    private final SourceLines lines;

    SymbolText(String source, String symbols, SymbolPlaces places) {
        this.source = source;
        this.symbols = symbols;
        this.places = places;
        this.lines = SourceLines.of(source);
    }

    /** Where in the typed text the symbols from {@code from} to {@code to} (exclusive) were typed. */
    public int sourceStart(int from) {
        return places.start(from);
    }

    public int sourceEnd(int toExclusive) {
        return places.end(toExclusive - 1);
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
            return lines.end();
        }
        return lines.positionOf(places.start(index));
    }

    /** Where the character at {@code offset} of the typed text stands. */
    public SourcePosition positionOfTyped(int offset) {
        return lines.positionOf(offset);
    }

    /** The offset in a typed text of the character at a line and column, as the reader counts them. */
    public static int offsetIn(String source, SourcePosition p) {
        return SourceLines.of(source).offsetOf(p);
    }

    /** The typed line with the given number (1-based), without its line break. */
    public String sourceLine(int line) {
        return lines.text(line);
    }

    /** The typed line with the given number in a text (1-based), without carriage returns; null past the text. */
    public static String typedLine(String source, int line) {
        SourceLines all = SourceLines.of(source);
        return line >= 1 && line <= all.count() ? all.raw(line).replace("\r", "") : null;
    }

    /** The canonical symbols between two indices, as the machine would print them back. */
    public String symbolsBetween(int from, int to) {
        return symbols.substring(Math.max(0, from), Math.min(symbols.length(), to))
                .replace('⟦', '[').replace('⟧', ']');
    }
}
