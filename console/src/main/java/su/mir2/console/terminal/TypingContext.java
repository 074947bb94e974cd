package su.mir2.console.terminal;

import su.mir2.almir.reader.Alphabet;

/**
 * Where a place in a typed text stands, as the machine's input device will read it: inside a text in
 * brackets (where every key means itself), inside a service word, or among the program's signs. The
 * console converts the ASCII ways of typing signs only where the reader would, so that a line typed at
 * the console and the same keys in a file mean the same.
 */
final class TypingContext {
    enum Place {
        /** A console command (the line starts with ':'): nothing is converted. */
        COMMAND,
        /** Inside [ ]: a text, printed as typed. */
        TEXT,
        /** Between « and »: the letters of a service word. */
        SERVICE_WORD,
        /** Anywhere else: names, numbers and signs. */
        PROGRAM
    }

    private Place place = Place.PROGRAM;
    private int subscripts;
    private char previous;
    /** What has been passed, for telling a subscript bracket from a text bracket. */
    private final StringBuilder passed = new StringBuilder();

    /** The place just before {@code position} in {@code text}. */
    static Place at(String text, int position) {
        if (isCommand(text)) {
            return Place.COMMAND;
        }
        TypingContext c = new TypingContext();
        for (int i = 0; i < position && i < text.length(); i++) {
            c.step(text.charAt(i));
        }
        return c.place;
    }

    /** Whether the line is a console command rather than program text. */
    static boolean isCommand(String text) {
        return text.stripLeading().startsWith(":");
    }

    Place place() {
        return place;
    }

    /** Passes one typed character. */
    void step(char c) {
        char seen = c;
        switch (place) {
            case TEXT -> {
                if (c == ']') {
                    place = Place.PROGRAM;
                }
            }
            case SERVICE_WORD -> {
                if (c == '»' || (c == '>' && previous == '>')) {
                    place = Place.PROGRAM;
                    seen = '»';
                }
            }
            default -> {
                if (c == '«' || (c == '<' && previous == '<')) {
                    place = Place.SERVICE_WORD;
                    seen = '«';
                } else if (c == '[') {
                    if (followsName()) {
                        subscripts++;
                    } else {
                        place = Place.TEXT;
                    }
                } else if (c == ']' && subscripts > 0) {
                    subscripts--;
                }
            }
        }
        // a doubled key is used up by the guillemet it made, so "<<<" is « and then a lone '<'
        previous = seen;
        passed.append(seen);
    }

    /**
     * Whether a bracket here follows a name, as the reader decides it: the letters and digits before it
     * (blanks are dropped on input) start with a letter. "A[" opens a subscript; "«ВЫВОД»01[" a text.
     */
    private boolean followsName() {
        int i = passed.length() - 1;
        char first = 0;
        while (i >= 0) {
            char c = passed.charAt(i);
            if (Alphabet.isLetter(c) || Alphabet.isDigit(c)) {
                first = c;
            } else if (!isBlank(c)) {
                break;
            }
            i--;
        }
        return first != 0 && Alphabet.isLetter(first);
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r';
    }
}
