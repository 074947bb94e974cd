package su.mir2.almir.reader;

/**
 * The 45 capital letters of ALMIR-65: 31 Cyrillic (no Ё, Ъ) and the 14 Latin letters whose shapes
 * differ from every Cyrillic one. The other twelve Latin capitals do not exist on the MIR keyboard:
 * they are the Cyrillic letters of the same shape, so whichever key was used, one letter is meant.
 */
public final class Alphabet {
    private static final String LATIN_TWINS = "ABCEHKMOPTXY";
    private static final String CYRILLIC_TWINS = "АВСЕНКМОРТХУ";
    private static final String LATIN_OWN = "DFGIJLNQRSUVWZ";

    private Alphabet() {
    }

    /** The canonical letter for a typed one, or 0 when the character is not a letter of the machine. */
    public static char canonicalLetter(char typed) {
        if (typed < 'A') {
            // digits and most signs: asked of every symbol read, and the case folding showed in the profile
            return 0;
        }
        char c = Character.toUpperCase(typed);
        int twin = LATIN_TWINS.indexOf(c);
        if (twin >= 0) {
            return CYRILLIC_TWINS.charAt(twin);
        }
        if (LATIN_OWN.indexOf(c) >= 0) {
            return c;
        }
        if (c == 'Ё') {
            return 'Е';
        }
        if (c >= 'А' && c <= 'Я' && c != 'Ъ') {
            return c;
        }
        return 0;
    }

    /** Whether a character is one of the twelve Latin capitals that are a Cyrillic letter on the MIR. */
    public static boolean isLatinTwin(char c) {
        return LATIN_TWINS.indexOf(c) >= 0;
    }

    public static boolean isLetter(char typed) {
        return canonicalLetter(typed) != 0;
    }

    /**
     * Whether a character is none the machine could type and none a terminal should be sent: a
     * control character (C0, DEL, C1), an invisible format character (zero-width, bidirectional
     * marks, embeddings and isolates) or a line or paragraph separator.
     */
    public static boolean isControl(int codePoint) {
        int type = Character.getType(codePoint);
        return type == Character.CONTROL || type == Character.FORMAT
                || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR;
    }

    /** How a character outside the alphabet is named in a message: U+001B. */
    public static String code(int codePoint) {
        return String.format("U+%04X", codePoint);
    }

    public static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** Folds every letter of a word; other characters are kept. */
    public static String fold(String word) {
        StringBuilder out = new StringBuilder(word.length());
        for (int i = 0; i < word.length(); i++) {
            char c = canonicalLetter(word.charAt(i));
            out.append(c != 0 ? c : word.charAt(i));
        }
        return out.toString();
    }
}
