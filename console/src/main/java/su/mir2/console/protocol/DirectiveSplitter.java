package su.mir2.console.protocol;

import java.io.IOException;
import java.io.Reader;
import java.util.function.Predicate;
import su.mir2.machine.Mir2;

/**
 * Cuts the operator's typing into directives: a directive is complete at the line on which its end
 * sign ◊ (also typed as ◇ or $) stands outside a text in brackets. Lines with nothing typed are skipped.
 * An entry longer than the machine reads ({@link Mir2#DIRECTIVE_LIMIT}) is kept only so far, one
 * character beyond the limit so that the machine refuses it; the rest of it up to its end is passed
 * over. However long the input, memory and time stay bounded.
 */
public final class DirectiveSplitter {
    private static final int KEPT = Mir2.DIRECTIVE_LIMIT + 1;

    private final Reader in;
    private final Predicate<String> wholeLine;
    /** Whether a [ ] text (or subscript) is open at the point read, and whether an end sign stood outside. */
    private boolean bracketed;
    private boolean ended;
    /** Whether the last line ended at a carriage return, so that a line feed right after it ends nothing. */
    private boolean afterReturn;

    public DirectiveSplitter(Reader in) {
        this(in, line -> false);
    }

    /** A splitter where a first line that {@code wholeLine} accepts (a console command) is an entry alone. */
    public DirectiveSplitter(Reader in, Predicate<String> wholeLine) {
        this.in = in;
        this.wholeLine = wholeLine;
    }

    /** The next directive as typed (its lines joined by '\n'), or null at the end of the input. */
    public String next() throws IOException {
        StringBuilder typed = new StringBuilder();
        bracketed = false;
        ended = false;
        StringBuilder line = new StringBuilder();
        while (true) {
            line.setLength(0);
            boolean first = typed.length() == 0;
            if (!line(line, first ? KEPT : KEPT - typed.length() - 1)) {
                break;
            }
            if (first && line.toString().isBlank()) {
                bracketed = false;
                ended = false;
                continue;
            }
            if (!first && typed.length() < KEPT) {
                typed.append('\n');
            }
            typed.append(line);
            if (ended || first && wholeLine.test(typed.toString())) {
                return typed.toString();
            }
        }
        return typed.length() == 0 || typed.toString().isBlank() ? null : typed.toString();
    }

    /**
     * Reads a line (its break is not kept), keeping at most {@code room} of its characters in
     * {@code into} but looking at all of them for texts and end signs; false at the end of the input.
     * A line ends at a line feed, a carriage return and line feed, or a carriage return alone (as an
     * old Mac's files, and some terminals' Enter, end lines).
     */
    private boolean line(StringBuilder into, int room) throws IOException {
        int c = in.read();
        if (c == '\n' && afterReturn) {
            c = in.read();
        }
        afterReturn = false;
        if (c == -1) {
            return false;
        }
        int left = Math.max(0, room);
        for (; c != -1 && c != '\n'; c = in.read()) {
            char ch = (char) c;
            if (ch == '\r') {
                afterReturn = true;
                break;
            }
            if (bracket(ch)) {
                bracketed = ch == '[';
            } else if (!bracketed && endSign(ch)) {
                ended = true;
            }
            if (left > 0) {
                into.append(ch);
                left--;
            }
        }
        return true;
    }

    /** Whether the text holds an end sign outside [ ] texts. */
    public static boolean complete(CharSequence typed) {
        boolean bracketed = false;
        for (int i = 0; i < typed.length(); i++) {
            char c = typed.charAt(i);
            if (bracket(c)) {
                bracketed = c == '[';
            } else if (!bracketed && endSign(c)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the sign opens or closes brackets. They do not nest: a text ends at its first ']' (the
     * reader prints «ВЫВОД»[A[B] as А[В), and a subscript's own subscripts (M[L[1]]) close before it,
     * where no end sign can stand.
     */
    private static boolean bracket(char c) {
        return c == '[' || c == ']';
    }

    private static boolean endSign(char c) {
        return c == '◊' || c == '◇' || c == '$';
    }
}
