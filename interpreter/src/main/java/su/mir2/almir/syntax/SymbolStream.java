package su.mir2.almir.syntax;

import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.IntStream;
import org.antlr.v4.runtime.misc.Interval;

/**
 * The canonical symbols as the lexer's input, one char a symbol. ANTLR's own stream counts by code
 * points, while the symbols' places, and so every message's place, count chars: a text «[…]»
 * holding a character beyond the 16-bit range put every later message one symbol too early. The
 * chars are read from an array of their own: from the string itself the lexer ran about a tenth
 * slower.
 */
final class SymbolStream implements CharStream {
    private final char[] symbols;
    private int position;

    SymbolStream(String symbols) {
        this.symbols = symbols.toCharArray();
    }

    @Override
    public void consume() {
        if (position >= symbols.length) {
            throw new IllegalStateException("cannot consume EOF");
        }
        position++;
    }

    @Override
    public int LA(int i) {
        if (i == 0) {
            return 0; // undefined, as ANTLR's streams leave it
        }
        int at = i > 0 ? position + i - 1 : position + i;
        return at >= 0 && at < symbols.length ? symbols[at] : IntStream.EOF;
    }

    @Override
    public int mark() {
        return -1;
    }

    @Override
    public void release(int marker) {
        // the whole string is always there
    }

    @Override
    public int index() {
        return position;
    }

    @Override
    public void seek(int index) {
        position = index;
    }

    @Override
    public int size() {
        return symbols.length;
    }

    @Override
    public String getSourceName() {
        return IntStream.UNKNOWN_SOURCE_NAME;
    }

    @Override
    public String getText(Interval interval) {
        int from = Math.min(interval.a, symbols.length);
        int to = Math.min(interval.b + 1, symbols.length);
        return new String(symbols, from, Math.max(0, to - from));
    }
}
