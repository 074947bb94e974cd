package su.mir2.console.protocol;

import su.mir2.almir.reader.Alphabet;

/**
 * What the book's typesetting does not keep, and the comparison therefore does not compare: runs of
 * blanks (collapsed to one), a blank before the end sign ◊, blanks at the ends of a line, and the
 * look-alike Latin and Cyrillic letters (the book mixes them; the machine had one letter for each
 * pair). Nothing else is folded.
 */
public final class Folding {
    private Folding() {
    }

    public static String fold(String line) {
        String s = line.replace('◇', '◊').strip().replaceAll("[ \\t\\u00A0]+", " ").replace(" ◊", "◊");
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            b.append(Alphabet.isLatinTwin(c) ? Alphabet.canonicalLetter(c) : c);
        }
        return b.toString();
    }
}
