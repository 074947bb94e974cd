package su.mir2.messages;

/**
 * Keeps what a diagnostic or an error stop quotes short, whatever the text: the typed line is cut to a
 * window around the caret, a long argument (a name, a number, a found symbol) to its beginning, with …
 * where cut.
 */
public final class Clip {
    /** Characters of the typed line shown around the caret, at most. */
    static final int LINE = 72;
    /** Characters of one message argument, at most. */
    static final int ARGUMENT = 100;

    private Clip() {
    }

    /** The part of a typed line that is shown, and the caret's 0-based place in it. */
    record Window(String text, int caret) {
    }

    /** The window of {@code line} around the 0-based column {@code caret} (which may be just past its end). */
    static Window line(String line, int caret) {
        int at = Math.max(0, Math.min(caret, line.length()));
        if (line.length() <= LINE) {
            return new Window(line, at);
        }
        int from = Math.max(0, Math.min(at - LINE / 2, line.length() - LINE));
        int to = Math.min(line.length(), from + LINE);
        String head = from > 0 ? "…" : "";
        String tail = to < line.length() ? "…" : "";
        return new Window(head + line.substring(from, to) + tail, at - from + head.length());
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

    /** An argument of a message, cut to its beginning with … when long. */
    static String argument(String s) {
        return s.length() <= ARGUMENT ? s : s.substring(0, ARGUMENT - 1) + "…";
    }
}
