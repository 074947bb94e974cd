package su.mir2.messages;

import su.mir2.almir.reader.Alphabet;

/**
 * Text on its way to the user's terminal: a character the MIR's alphabet has not — a control or an
 * invisible format character — is shown by its code (U+001B), never sent raw, so that nothing a
 * program, a file or a typed line holds can clear the screen, set the title or turn the text around.
 */
public final class Escaping {
    private Escaping() {
    }

    /** One line: every control character, line breaks too, by its code. */
    public static String escape(String text) {
        return escape(text, false);
    }

    /** Paper and other text of many lines: line breaks and tabs stay, the rest as {@link #escape}. */
    public static String escapeKeepingLayout(String text) {
        return escape(text, true);
    }

    private static String escape(String text, boolean keepLayout) {
        int first = text == null ? -1 : firstEscaped(text, keepLayout);
        if (first < 0) {
            return text;
        }
        // the paper passes through here on every print: text with nothing to escape is not copied
        StringBuilder b = new StringBuilder(text.length() + 16).append(text, 0, first);
        for (int i = first; i < text.length(); ) {
            int c = text.codePointAt(i);
            if (escaped(c, keepLayout)) {
                b.append(Alphabet.code(c));
            } else {
                b.appendCodePoint(c);
            }
            i += Character.charCount(c);
        }
        return b.toString();
    }

    private static int firstEscaped(String text, boolean keepLayout) {
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            if (escaped(c, keepLayout)) {
                return i;
            }
            i += Character.charCount(c);
        }
        return -1;
    }

    private static boolean escaped(int c, boolean keepLayout) {
        return Alphabet.isControl(c) && !(keepLayout && (c == '\n' || c == '\t'));
    }
}
