package su.mir2.console.terminal;

import java.nio.file.Path;
import java.util.Map;
import su.mir2.almir.reader.Keyboard;
import su.mir2.messages.Clip;
import su.mir2.messages.Messages;

/**
 * The help the operator gets with F1 or :помощь. The tables of signs and of transliteration are made
 * from the tables the console uses, so the help cannot say anything the keys do not do.
 */
final class HelpText {
    private static final int SIGNS_PER_ROW = 5;
    private static final int KEYS_PER_ROW = 8;

    private HelpText() {
    }

    /** Characters a line of help takes at most: read through a pipe or in a file, nothing wraps it. */
    static final int WIDTH = 100;

    static String build(Messages tool, Path history) {
        return Clip.wrapped(unwrapped(tool, history), WIDTH);
    }

    private static String unwrapped(Messages tool, Path history) {
        StringBuilder b = new StringBuilder();
        b.append(tool.get("console.help.title")).append('\n');
        b.append(tool.get("console.help.entries")).append("\n\n");
        b.append(tool.get("console.help.commands")).append('\n');
        for (OperatorCommand c : OperatorCommand.values()) {
            b.append(tool.get("console.help." + c.name())).append('\n');
        }
        b.append('\n').append(tool.get("console.help.keys")).append("\n\n");
        b.append(tool.get("console.help.signs")).append('\n');
        appendSigns(b, tool);
        b.append(tool.get("console.help.prefix")).append('\n');
        b.append(tool.get("console.help.texts")).append("\n\n");
        b.append(tool.get("console.help.translit")).append('\n');
        appendTransliteration(b);
        b.append(tool.get("console.help.translit.names")).append('\n');
        b.append('\n').append(history == null ? tool.get("console.help.history.none")
                : tool.get("console.help.history", history));
        return b.toString();
    }

    private static void appendSigns(StringBuilder b, Messages tool) {
        int n = 0;
        for (Map.Entry<String, Character> d : Keyboard.digraphs().entrySet()) {
            b.append(n % SIGNS_PER_ROW == 0 ? "  " : "   ");
            b.append(pad(tool.get("console.help.sign", d.getValue(), d.getKey()), 6));
            if (++n % SIGNS_PER_ROW == 0) {
                trimEnd(b);
                b.append('\n');
            }
        }
        if (n % SIGNS_PER_ROW != 0) {
            trimEnd(b);
            b.append('\n');
        }
    }

    private static void appendTransliteration(StringBuilder b) {
        int n = 0;
        for (Map.Entry<String, Character> t : Transliteration.keys().entrySet()) {
            b.append("  ");
            b.append(pad(t.getKey() + " " + t.getValue(), 6));
            if (++n % KEYS_PER_ROW == 0) {
                trimEnd(b);
                b.append('\n');
            }
        }
        if (n % KEYS_PER_ROW != 0) {
            trimEnd(b);
            b.append('\n');
        }
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s : s + " ".repeat(width - s.length());
    }

    private static void trimEnd(StringBuilder b) {
        int end = b.length();
        while (end > 0 && b.charAt(end - 1) == ' ') {
            end--;
        }
        b.setLength(end);
    }
}
