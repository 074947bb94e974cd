package su.mir2.messages;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import su.mir2.almir.reader.Columns;
import su.mir2.almir.reader.SourcePosition;

/**
 * A complaint about a typed text: where (line:column), what (a message key and its arguments), and
 * the typed line, so that it can be shown with a caret under the place.
 */
public record Diagnostic(String origin, SourcePosition position, String sourceLine, String key, Object[] arguments) {
    private static final String[] KINDS = {"NAME", "INT", "TEXT", "EOF", "END_SIGN"};

    /**
     * The arguments as shown after {@code head}: long texts clipped, and a list of choices, its kinds
     * of symbol named in the reader's language, cut so that the line stays within {@link Clip#WIDTH}.
     */
    private Object[] shown(Messages messages, int head) {
        Object[] out = Clip.arguments(arguments);
        // each list of choices named once, in the reader's language
        Map<Integer, List<String>> choices = new HashMap<>();
        int reserved = 0;
        for (int i = 0; i < out.length; i++) {
            if (out[i] instanceof Choices c) {
                List<String> named = named(c, messages);
                choices.put(i, named);
                out[i] = "";
                // a list of choices keeps its first ones however long the rest: room is kept for them
                reserved += Math.min(Clip.CHOICES, String.join(" ", named).length());
            }
        }
        out = Clip.fitted(out, a -> messages.get(key, a), head + reserved);
        for (Map.Entry<Integer, List<String>> c : choices.entrySet()) {
            int room = Clip.WIDTH - head - messages.get(key, out).length();
            out[c.getKey()] = Clip.choices(c.getValue(), room, messages);
        }
        return out;
    }

    private static List<String> named(Choices choices, Messages messages) {
        List<String> out = new ArrayList<>();
        for (String s : choices.symbols()) {
            for (String kind : KINDS) {
                s = s.replace("{" + kind + "}", messages.get("token." + kind));
            }
            out.add(s);
        }
        return out;
    }

    /**
     * <pre>
     * origin:3:15: ОШИБКА: …
     *     X=1 Y=2
     *         ^
     * </pre>
     * A message line longer than {@link Clip#WIDTH} is broken at blanks, its further lines indented by
     * two.
     */
    public String format(Messages messages) {
        return format(messages, Clip.WIDTH);
    }

    /**
     * The same, its message line broken within {@code width}: for a place that puts a margin of its own
     * before each line (the console's notes), so that the line with its margin keeps to the width.
     */
    public String format(Messages messages, int width) {
        StringBuilder line = new StringBuilder();
        if (origin != null && !origin.isEmpty()) {
            line.append(Escaping.escape(origin)).append(':');
        }
        line.append(position.line()).append(':').append(position.column()).append(": ")
                .append(messages.get("diagnostic.error")).append(": ");
        line.append(messages.get(key, shown(messages, line.length())));
        // a list of choices keeps its first symbols however long the rest of the line: what passes the
        // width goes on under it, so that the list stays whole and no line passes the width
        StringBuilder b = new StringBuilder(Clip.wrapped(line.toString(), width));
        if (sourceLine != null) {
            // a long line is clipped to a window around the caret
            int caret = Columns.offset(sourceLine, 0, sourceLine.length(), position.column());
            Clip.Window shown = Clip.line(sourceLine.replace('\t', ' '), caret, Clip.LINE);
            b.append('\n').append("    ").append(shown.text()).append('\n').append("    ")
                    .append(" ".repeat(shown.caret())).append('^');
        }
        return b.toString();
    }
}
