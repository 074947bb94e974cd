package su.mir2.almir.reader;

/**
 * Symbols of a text from one index to another (exclusive), spelt out only when asked: a statement
 * keeps where its text is rather than a copy of it, which for a long program was a second copy of
 * the whole text. The symbols read as the machine would print them back; each reading spells them
 * out again (a message reads them once, by toString).
 */
public record SymbolSpan(SymbolText text, int from, int to) implements CharSequence {
    @Override
    public int length() {
        return toString().length();
    }

    @Override
    public char charAt(int index) {
        return toString().charAt(index);
    }

    @Override
    public CharSequence subSequence(int start, int end) {
        return toString().subSequence(start, end);
    }

    @Override
    public String toString() {
        return text.symbolsBetween(from, to);
    }
}
