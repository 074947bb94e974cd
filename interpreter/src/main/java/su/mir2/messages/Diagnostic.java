package su.mir2.messages;

import su.mir2.almir.reader.SourcePosition;

/**
 * A complaint about a typed text: where (line:column), what (a message key and its arguments), and
 * the typed line, so that it can be shown with a caret under the place.
 */
public record Diagnostic(String origin, SourcePosition position, String sourceLine, String key, Object[] arguments) {

    /** Token kinds in an "expected" list are named in the reader's language; long arguments are clipped. */
    private Object[] tokenNames(Messages messages) {
        Object[] out = arguments.clone();
        for (int i = 0; i < out.length; i++) {
            if (out[i] instanceof String s && s.contains("{")) {
                for (String kind : new String[] {"NAME", "INT", "TEXT", "EOF", "END_SIGN"}) {
                    s = s.replace("{" + kind + "}", messages.get("token." + kind));
                }
                out[i] = s;
            }
        }
        return Clip.arguments(out);
    }

    /**
     * <pre>
     * origin:3:15: ОШИБКА: …
     *     X=1 Y=2
     *         ^
     * </pre>
     */
    public String format(Messages messages) {
        StringBuilder b = new StringBuilder();
        if (origin != null && !origin.isEmpty()) {
            b.append(Escaping.escape(origin)).append(':');
        }
        b.append(position.line()).append(':').append(position.column()).append(": ")
                .append(messages.get("diagnostic.error")).append(": ")
                .append(messages.get(key, tokenNames(messages)));
        if (sourceLine != null) {
            String line = sourceLine.replace('\t', ' ');
            // a control character is shown by its code, and the caret moves with what it stands under;
            // a long line is then clipped to a window around the caret
            String before = Escaping.escape(line.substring(0, Math.max(0, Math.min(position.column() - 1, line.length()))));
            Clip.Window shown = Clip.line(Escaping.escape(line), before.length());
            b.append('\n').append("    ").append(shown.text()).append('\n').append("    ")
                    .append(" ".repeat(shown.caret())).append('^');
        }
        return b.toString();
    }
}
