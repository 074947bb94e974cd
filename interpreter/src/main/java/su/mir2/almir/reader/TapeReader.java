package su.mir2.almir.reader;

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

    private final String source;
    private final StringBuilder symbols = new StringBuilder();
    private int[] lines = new int[64];
    private int[] columns = new int[64];
    private int[] starts = new int[64];
    private int[] ends = new int[64];
    private final Deque<SourcePosition> openSubscripts = new ArrayDeque<>();
    private int index;
    private int line = 1;
    private int column = 1;

    private TapeReader(String source) {
        this.source = source;
    }

    public static SymbolText read(String source) throws ReaderException {
        TapeReader reader = new TapeReader(source);
        reader.readAll();
        return new SymbolText(source, reader.symbols.toString(),
                java.util.Arrays.copyOf(reader.lines, reader.symbols.length()),
                java.util.Arrays.copyOf(reader.columns, reader.symbols.length()),
                java.util.Arrays.copyOf(reader.starts, reader.symbols.length()),
                java.util.Arrays.copyOf(reader.ends, reader.symbols.length()));
    }

    private void readAll() throws ReaderException {
        while (index < source.length()) {
            char c = source.charAt(index);
            SourcePosition here = position();
            if (isBlank(c)) {
                advance(1);
            } else if (Alphabet.isControl(source.codePointAt(index))) {
                throw refusedControl();
            } else if (c == '[') {
                bracket(here);
            } else if (c == '«' || source.startsWith("<<", index)) {
                serviceWord(here);
            } else if (Alphabet.isLetter(c)) {
                emit(Alphabet.canonicalLetter(c), here);
                advance(1);
            } else if (Alphabet.isDigit(c)) {
                emit(c, here);
                advance(1);
            } else {
                sign(c, here);
            }
        }
        if (!openSubscripts.isEmpty()) {
            throw new ReaderException(openSubscripts.peek(), "reader.subscript.unclosed");
        }
    }

    private void sign(char c, SourcePosition here) throws ReaderException {
        Keyboard.Typed typed = Keyboard.signAt(source, index);
        char sign = typed != null ? typed.sign() : c;
        int length = typed != null ? typed.length() : 1;
        if (sign == '»') {
            throw new ReaderException(here, "reader.guillemet.stray");
        }
        if (sign == ']') {
            if (openSubscripts.isEmpty()) {
                throw new ReaderException(here, "reader.bracket.stray");
            }
            openSubscripts.pop();
        } else if (SIGNS.indexOf(sign) < 0) {
            if (sign == '∫' || sign == '∞') {
                throw new ReaderException(here, "reader.sign.unsupported", String.valueOf(sign));
            }
            throw new ReaderException(here, "reader.sign.unknown", String.valueOf(c), Alphabet.code(c));
        }
        emit(sign, here, index, index + length);
        advance(length);
    }

    /**
     * A bracket after a name opens a subscript; anywhere else it opens a text. A number before it
     * (the code in «ВЫВОД»01[…]) is not a name, so a text follows.
     */
    private void bracket(SourcePosition here) throws ReaderException {
        if (followsName()) {
            openSubscripts.push(here);
            emit('[', here);
            advance(1);
            return;
        }
        emit('⟦', here);
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
            char letter = Alphabet.canonicalLetter(c);
            emit(letter != 0 ? letter : c, position());
            advance(1);
        }
        if (index >= source.length()) {
            throw new ReaderException(here, "reader.text.unclosed");
        }
        emit('⟧', position());
        advance(1);
    }

    private boolean followsName() {
        int i = symbols.length() - 1;
        boolean sawLetter = false;
        while (i >= 0) {
            char c = symbols.charAt(i);
            if (Alphabet.isDigit(c)) {
                i--;
            } else if (Alphabet.isLetter(c)) {
                sawLetter = true;
                i--;
            } else {
                break;
            }
        }
        if (!sawLetter) {
            return false;
        }
        // the run must start with a letter: "X1" is a name, "01" a number
        return Alphabet.isLetter(symbols.charAt(i + 1));
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
                throw new ReaderException(position(), "reader.guillemet.letter", String.valueOf(c));
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
            emit(c, here, start, index);
        }
    }

    /**
     * The MIR's alphabet has no control characters: one in a typed text is refused where it stands,
     * and named by its code, since shown it would drive the operator's terminal.
     */
    private ReaderException refusedControl() {
        return new ReaderException(position(), "reader.control", Alphabet.code(source.codePointAt(index)));
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\u00A0' || c == '\f' || c == '\uFEFF';
    }

    private SourcePosition position() {
        return new SourcePosition(line, column);
    }

    private void emit(char c, SourcePosition at) {
        emit(c, at, index, index + 1);
    }

    private void emit(char c, SourcePosition at, int start, int end) {
        int n = symbols.length();
        if (n == lines.length) {
            lines = java.util.Arrays.copyOf(lines, n * 2);
            columns = java.util.Arrays.copyOf(columns, n * 2);
            starts = java.util.Arrays.copyOf(starts, n * 2);
            ends = java.util.Arrays.copyOf(ends, n * 2);
        }
        symbols.append(c);
        lines[n] = at.line();
        columns[n] = at.column();
        starts[n] = start;
        ends[n] = end;
    }

    private void advance(int count) {
        for (int k = 0; k < count && index < source.length(); k++) {
            char c = source.charAt(index++);
            if (c == '\n') {
                line++;
                column = 1;
            } else if (c != '\r') {
                column++;
            }
        }
    }
}
