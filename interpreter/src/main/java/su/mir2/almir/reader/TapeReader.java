package su.mir2.almir.reader;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The input device: turns a typed text (from the typewriter or punched tape) into the canonical
 * symbol stream. Blanks and line breaks are dropped outside texts — the book breaks lines inside
 * service words and names —, letters are folded to the machine's alphabet, every service word
 * becomes its one full symbol, and a bracket is told apart as a subscript or a text.
 */
public final class TapeReader {
    private static final String SIGNS = "+-×/↑=<>≤≥≠,;.()]◊⏨ε₣Σ√Π";

    /** Where the symbols go, each with the part of the typed text it was read from. */
    private interface Sink {
        void symbol(char c, int start, int end);
    }

    private final String source;
    private final Sink sink;
    private final Deque<SourcePosition> openSubscripts = new ArrayDeque<>();
    private int index;
    private int line = 1;
    private int column = 1;
    /** Whether the last symbols are a run of letters and digits that begins with a letter: a name. */
    private boolean afterName;
    private boolean inRun;

    private TapeReader(String source, Sink sink) {
        this.source = source;
        this.sink = sink;
    }

    public static SymbolText read(String source) throws ReaderException {
        Stored stored = new Stored(source.length());
        TapeReader reader = new TapeReader(source, stored);
        while (reader.step()) {
            // each step reads one sign, word, name letter or text
        }
        return stored.text(source);
    }

    /**
     * The symbols of a text one by one, none of them kept: for a pass over a text too long to store
     * (its length in memory). A text the reader refuses ends the stream with a {@link Refused}.
     */
    public static Reader stream(String source) {
        return new Streamed(new Pending(), source);
    }

    /** Every symbol and its place in the typed text, kept for the parser and for messages. */
    private static final class Stored implements Sink {
        /** More symbols than the largest memory holds (a million). */
        private static final int MOST_ROOM = 1 << 20;

        private final StringBuilder symbols;
        private final SymbolPlaces places;

        /**
         * Room for as many symbols as the text has characters, which is seldom too little (only a
         * service word typed short spells out longer): a long text's symbols then need no copies
         * of themselves as they grow. Not beyond {@link #MOST_ROOM}, so that a huge text of blanks
         * takes no room it does not use.
         */
        Stored(int characters) {
            int room = Math.min(characters, MOST_ROOM);
            symbols = new StringBuilder(room);
            places = new SymbolPlaces(room);
        }

        @Override
        public void symbol(char c, int start, int end) {
            symbols.append(c);
            places.add(start, end);
        }

        SymbolText text(String source) {
            return new SymbolText(source, symbols.toString(), places.trimmed());
        }
    }

    /** The symbols of one step, until the stream hands them on. */
    private static final class Pending implements Sink {
        private final StringBuilder symbols = new StringBuilder();

        @Override
        public void symbol(char c, int start, int end) {
            symbols.append(c);
        }
    }

    /** The reader's refusal, carried through a character stream. */
    public static final class Refused extends IOException {
        private final ReaderException refusal;

        Refused(ReaderException refusal) {
            super(refusal.key(), refusal);
            this.refusal = refusal;
        }

        public ReaderException refusal() {
            return refusal;
        }
    }

    private static final class Streamed extends Reader {
        private final Pending pending;
        private final TapeReader reader;
        private int taken;

        Streamed(Pending pending, String source) {
            this.pending = pending;
            this.reader = new TapeReader(source, pending);
        }

        /** One symbol at a time, as a lexer's stream takes them, with nothing made per symbol. */
        @Override
        public int read() throws IOException {
            return fill() ? pending.symbols.charAt(taken++) : -1;
        }

        @Override
        public int read(char[] into, int offset, int length) throws IOException {
            if (!fill()) {
                return -1;
            }
            StringBuilder s = pending.symbols;
            int n = Math.min(length, s.length() - taken);
            s.getChars(taken, taken + n, into, offset);
            taken += n;
            return n;
        }

        /** Whether a symbol is pending, after reading on as far as needed. */
        private boolean fill() throws IOException {
            StringBuilder s = pending.symbols;
            while (taken == s.length()) {
                s.setLength(0);
                taken = 0;
                try {
                    if (!reader.step()) {
                        return false;
                    }
                } catch (ReaderException e) {
                    throw new Refused(e);
                }
            }
            return true;
        }

        @Override
        public void close() {
            // nothing is held open: the text is a string
        }
    }

    /** Reads what begins at the current place; false at the end of the text, which is checked then. */
    private boolean step() throws ReaderException {
        if (index >= source.length()) {
            if (!openSubscripts.isEmpty()) {
                throw new ReaderException(openSubscripts.peek(), "reader.subscript.unclosed");
            }
            return false;
        }
        char c = source.charAt(index);
        char letter;
        // a place is made only where one may be told: made for every symbol, it showed in the profile
        if (isBlank(c)) {
            advance(1);
        } else if ((c < ' ' || c > '~') && Alphabet.isControl(source.codePointAt(index))) {
            throw refusedControl();
        } else if (c == '[') {
            bracket(position());
        } else if (c == '«' || source.startsWith("<<", index)) {
            serviceWord(position());
        } else if ((letter = Alphabet.canonicalLetter(c)) != 0) {
            emit(letter);
            advance(1);
        } else if (Alphabet.isDigit(c)) {
            emit(c);
            advance(1);
        } else {
            sign(c);
        }
        return true;
    }

    private void sign(char c) throws ReaderException {
        Keyboard.Typed typed = Keyboard.signAt(source, index);
        char sign = typed != null ? typed.sign() : c;
        int length = typed != null ? typed.length() : 1;
        if (sign == '»') {
            throw new ReaderException(position(), "reader.guillemet.stray");
        }
        if (sign == ']') {
            if (openSubscripts.isEmpty()) {
                throw new ReaderException(position(), "reader.bracket.stray");
            }
            openSubscripts.pop();
        } else if (SIGNS.indexOf(sign) < 0) {
            if (sign == '∫' || sign == '∞') {
                throw new ReaderException(position(), "reader.sign.unsupported", String.valueOf(sign));
            }
            throw unknownSign();
        }
        emit(sign, index, index + length);
        advance(length);
    }

    /**
     * A bracket after a name opens a subscript; anywhere else it opens a text. A number before it
     * (the code in «ВЫВОД»01[…]) is not a name, so a text follows.
     */
    private void bracket(SourcePosition here) throws ReaderException {
        if (afterName) {
            openSubscripts.push(here);
            emit('[');
            advance(1);
            return;
        }
        emit('⟦');
        advance(1);
        while (index < source.length() && source.charAt(index) != ']') {
            char c = source.charAt(index);
            if (c == '\n' || c == '\r') {
                advance(1);
                continue;
            }
            if (c != '\t' && Alphabet.isControl(source.codePointAt(index))) {
                throw refusedControl();
            }
            if (c == '⟦' || c == '⟧') {
                // the stream's own marks of a text: typed inside one they would end it early
                throw unknownSign();
            }
            char letter = Alphabet.canonicalLetter(c);
            emit(letter != 0 ? letter : c);
            advance(1);
        }
        if (index >= source.length()) {
            throw new ReaderException(here, "reader.text.unclosed");
        }
        emit('⟧');
        advance(1);
    }

    private void serviceWord(SourcePosition here) throws ReaderException {
        int start = index;
        int open = source.charAt(index) == '«' ? 1 : 2;
        advance(open);
        StringBuilder word = new StringBuilder();
        while (true) {
            if (index >= source.length()) {
                throw new ReaderException(here, "reader.guillemet.unclosed");
            }
            char c = source.charAt(index);
            if (c == '»') {
                advance(1);
                break;
            }
            if (source.startsWith(">>", index)) {
                advance(2);
                break;
            }
            if (isBlank(c)) {
                advance(1);
                continue;
            }
            if (Alphabet.isControl(source.codePointAt(index))) {
                throw refusedControl();
            }
            char letter = Alphabet.canonicalLetter(c);
            if (letter == 0) {
                throw new ReaderException(position(), "reader.guillemet.letter", Character.toString(source.codePointAt(index)));
            }
            word.append(letter);
            advance(1);
        }
        ServiceWord.Resolution r = ServiceWord.resolve(word.toString());
        Optional<ServiceWord> w = r.word();
        if (w.isEmpty()) {
            if (r.candidates().size() > 1) {
                String options = r.candidates().stream().map(ServiceWord::symbol).collect(Collectors.joining(", "));
                throw new ReaderException(here, "reader.word.ambiguous", "«" + word + "»", options);
            }
            throw new ReaderException(here, "reader.word.unknown", "«" + word + "»");
        }
        for (char c : w.get().symbol().toCharArray()) {
            emit(c, start, index);
        }
    }

    /**
     * The MIR's alphabet has no control characters: one in a typed text is refused where it stands,
     * and named by its code, since shown it would drive the operator's terminal.
     */
    private ReaderException refusedControl() {
        return new ReaderException(position(), "reader.control", Alphabet.code(source.codePointAt(index)));
    }

    /**
     * The sign where the reader stands, refused and named whole: a character beyond U+FFFF (an emoji)
     * is two chars, and either alone would be shown as "?" and named by half its code.
     */
    private ReaderException unknownSign() {
        int sign = source.codePointAt(index);
        return new ReaderException(position(), "reader.sign.unknown", Character.toString(sign), Alphabet.code(sign));
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\u00A0' || c == '\f' || c == '\uFEFF';
    }

    private SourcePosition position() {
        return new SourcePosition(line, column);
    }

    private void emit(char c) {
        emit(c, index, index + 1);
    }

    /** One symbol, typed from {@code start} to {@code end}; its line and column are those of its start. */
    private void emit(char c, int start, int end) {
        boolean nameSymbol = Alphabet.isLetter(c) || Alphabet.isDigit(c);
        // a bracket after a name opens a subscript: "X1[" is one, "01[" (a device code) is not
        afterName = nameSymbol && (inRun ? afterName : Alphabet.isLetter(c));
        inRun = nameSymbol;
        sink.symbol(c, start, end);
    }

    private void advance(int count) {
        for (int k = 0; k < count && index < source.length(); k++) {
            char c = source.charAt(index++);
            if (c == '\n') {
                line++;
                column = 1;
            } else if (!Columns.takesNone(source, index - 1)) {
                column++;
            }
        }
    }
}
