package su.mir2.messages;

import java.util.List;
import java.util.function.Function;

/**
 * Keeps what a diagnostic or an error stop quotes short, whatever the text: the typed line is cut to a
 * window around the caret, a long argument (a name, a number, a found symbol) to its beginning, with …
 * where cut, and a list of choices to its first ones.
 */
public final class Clip {
    /** Terminal columns of a quoted line (a typed one, a protocol's) shown around the caret, at most. */
    public static final int LINE = 72;
    /** Characters of one message argument, at most. */
    static final int ARGUMENT = 100;
    /** Characters of a diagnostic's line, at most, that a list of choices is cut to keep to. */
    public static final int WIDTH = 100;
    /** Characters a list of choices may take however long the rest of its line: the few that help most. */
    static final int CHOICES = 40;
    /** Characters an argument keeps however long the rest of its line: enough to know it by. */
    static final int SHORTEST = 16;

    private Clip() {
    }

    /** The part of a line that is shown, and the caret's 0-based terminal column in it. */
    public record Window(String text, int caret) {
    }

    /**
     * Characters a window holds at most for each of its columns: a letter with its accent written as two
     * (И and a combining breve) takes one column, and a run of marks on one letter, which takes none,
     * is cut where a window of them would grow past this in a file or a pipe.
     */
    static final int CHARACTERS_PER_COLUMN = 2;

    /**
     * {@code line} as the user sees it ({@link Escaping}), cut to {@code width} terminal columns
     * ({@link DisplayWidth}: a CJK character or an emoji takes two, a combining mark none) and to
     * {@link #CHARACTERS_PER_COLUMN} characters a column around the char at {@code caret} of the line as
     * given (which may be just past its end).
     */
    public static Window line(String line, int caret, int width) {
        // a control character is shown by its code, and the caret moves with what it stands under
        String before = Escaping.escape(line.substring(0, Math.max(0, Math.min(caret, line.length()))));
        String shown = Escaping.escape(line);
        int at = DisplayWidth.of(before);
        int all = DisplayWidth.of(shown);
        int most = width * CHARACTERS_PER_COLUMN;
        if (all <= width && shown.length() <= most) {
            return new Window(shown, at);
        }
        int left = Math.max(0, Math.min(at - width / 2, all - width));
        // the window begins at the first character at or after column left, and no more than half its
        // characters before the caret's, and takes what fits
        int from = 0;
        int fromColumn = 0;
        while (fromColumn < left || before.length() - from > most / 2) {
            int c = shown.codePointAt(from);
            fromColumn += DisplayWidth.of(c);
            from += Character.charCount(c);
        }
        int to = from;
        for (int used = 0; to < shown.length(); ) {
            int c = shown.codePointAt(to);
            used += DisplayWidth.of(c);
            if (used > width || to + Character.charCount(c) - from > most) {
                break;
            }
            to += Character.charCount(c);
        }
        String head = from > 0 ? "…" : "";
        String tail = to < shown.length() ? "…" : "";
        return new Window(head + shown.substring(from, to) + tail, at - fromColumn + head.length());
    }

    /**
     * As many of the choices as keep {@code room} characters (or {@link #CHOICES}), the first of them at
     * least, and, when any are left out, the words saying so ({@code diagnostic.more}).
     */
    static String choices(List<String> symbols, int room, Messages messages) {
        int fits = Math.max(room, CHOICES);
        String all = String.join(" ", symbols);
        if (all.length() <= fits) {
            return all;
        }
        StringBuilder kept = new StringBuilder(symbols.get(0));
        for (int k = 1; k < symbols.size()
                && messages.get("diagnostic.more", kept + " " + symbols.get(k)).length() <= fits; k++) {
            kept.append(' ').append(symbols.get(k));
        }
        return messages.get("diagnostic.more", kept);
    }

    /** A message's arguments, the long texts among them cut by {@link #argument}. */
    public static Object[] arguments(Object[] arguments) {
        Object[] out = arguments.clone();
        for (int i = 0; i < out.length; i++) {
            if (out[i] instanceof String s) {
                out[i] = argument(s);
            }
        }
        return out;
    }

    /**
     * The arguments, their longest texts cut further (to no fewer than {@link #SHORTEST} characters)
     * until the message {@code format} makes of them keeps, after {@code head} characters, to
     * {@link #WIDTH}: a long name or number in a short message leaves the message whole.
     */
    public static Object[] fitted(Object[] arguments, Function<Object[], String> format, int head) {
        Object[] out = arguments.clone();
        for (int excess = head + format.apply(out).length() - WIDTH; excess > 0;
                excess = head + format.apply(out).length() - WIDTH) {
            int longest = -1;
            for (int i = 0; i < out.length; i++) {
                if (out[i] instanceof String s && s.length() > SHORTEST
                        && (longest < 0 || s.length() > ((String) out[longest]).length())) {
                    longest = i;
                }
            }
            if (longest < 0) {
                break;
            }
            String s = (String) out[longest];
            out[longest] = s.substring(0, Math.max(SHORTEST, s.length() - excess) - 1) + "…";
        }
        return out;
    }

    /**
     * The message {@code format} makes of the arguments, its longest texts cut (as by {@link #fitted})
     * so that its first line keeps to {@link #WIDTH}: for a sentence quoting a line of a file read. The
     * texts are cut as shown, a control character as its code (U+0000, six characters), or a line of
     * them would be cut to {@link #SHORTEST} characters and shown six times as long.
     */
    public static String fittedMessage(Function<Object[], String> format, Object... arguments) {
        Object[] shown = arguments.clone();
        for (int i = 0; i < shown.length; i++) {
            if (shown[i] instanceof String s) {
                shown[i] = Escaping.escape(s);
            }
        }
        return format.apply(fitted(shown, a -> format.apply(a).lines().findFirst().orElse(""), 0));
    }

    /**
     * Each line longer than {@code width} broken at blanks, its further lines indented two more than
     * its first (an entry's description stands apart from the next entry): for paragraphs read
     * through a pipe or in a file, where nothing wraps them. A word of one letter goes on with the
     * next one, as the typesetter keeps it: a list of what was expected keeps "a name" whole, and a
     * Russian line does not end in «в» or «с» (signs, Greek ones included, may still end a line).
     */
    public static String wrapped(String text, int width) {
        StringBuilder out = new StringBuilder();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            String indent = " ".repeat(line.length() - line.stripLeading().length() + 2);
            while (line.length() > width) {
                int cut = line.lastIndexOf(' ', width);
                int kept = cut;
                while (kept > indent.length() && oneLetterBefore(line, kept)) {
                    kept = line.lastIndexOf(' ', kept - 1);
                }
                if (kept > indent.length()) {
                    cut = kept;
                }
                if (cut <= indent.length()) {
                    break;
                }
                out.append(line, 0, cut).append('\n');
                line = indent + line.substring(cut + 1).stripLeading();
            }
            out.append(line);
            if (i < lines.length - 1) {
                out.append('\n');
            }
        }
        return out.toString();
    }

    /**
     * Whether the word that ends just before position {@code blank} is a single Latin or Cyrillic
     * letter; the machine's Greek signs (ε, Σ, Π) are signs, not words.
     */
    private static boolean oneLetterBefore(String line, int blank) {
        if (blank < 1 || blank >= 2 && line.charAt(blank - 2) != ' ') {
            return false;
        }
        char c = line.charAt(blank - 1);
        Character.UnicodeScript script = Character.UnicodeScript.of(c);
        return Character.isLetter(c)
                && (script == Character.UnicodeScript.LATIN || script == Character.UnicodeScript.CYRILLIC);
    }

    /** An argument of a message, cut to its beginning with … when long. */
    public static String argument(String s) {
        return s.length() <= ARGUMENT ? s : s.substring(0, ARGUMENT - 1) + "…";
    }
}
