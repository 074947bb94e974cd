package su.mir2.almir.reader;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * How the MIR's special signs are typed on an ordinary keyboard. One table serves program files and
 * the console, so that anything typed one way can be typed the other. The sign is what the paper
 * shows; the keys are only a way to reach it.
 */
public final class Keyboard {
    private static final Map<String, Character> DIGRAPHS = new LinkedHashMap<>();

    static {
        // longer sequences first, so that "<<" wins over "<" and "\10" over "\1"
        DIGRAPHS.put("<<", '«');
        DIGRAPHS.put(">>", '»');
        DIGRAPHS.put("<=", '≤');
        DIGRAPHS.put(">=", '≥');
        DIGRAPHS.put("<>", '≠');
        DIGRAPHS.put("\\10", '⏨');
        DIGRAPHS.put("\\E", 'ε');
        DIGRAPHS.put("\\F", '₣');
        DIGRAPHS.put("\\S", 'Σ');
        DIGRAPHS.put("\\P", 'Π');
        DIGRAPHS.put("\\R", '√');
        DIGRAPHS.put("*", '×');
        DIGRAPHS.put("^", '↑');
        DIGRAPHS.put("$", '◊');
    }

    /** Other spellings of a sign met in typed or scanned texts. */
    private static final Map<Character, Character> VARIANTS = Map.of(
            '◇', '◊',
            '−', '-',
            '–', '-',
            '—', '-',
            '⩽', '≤',
            '⩾', '≥',
            '∑', 'Σ',
            '∏', 'Π');

    /**
     * The first keys of the sequences, in either case: a character that is none of them and no variant
     * begins no sign, and most characters of a text are such (the reader and the console ask at each).
     */
    private static final String STARTS = DIGRAPHS.keySet().stream()
            .map(keys -> keys.substring(0, 1).toUpperCase() + keys.substring(0, 1).toLowerCase())
            .collect(Collectors.joining());

    private Keyboard() {
    }

    /** The ASCII ways of typing, in the order they are tried: sequence → sign. */
    public static Map<String, Character> digraphs() {
        return java.util.Collections.unmodifiableMap(DIGRAPHS);
    }

    /**
     * The sign typed at {@code i}, with the number of characters it took, or null. Public for the
     * console, which shows the canonical sign as soon as its keys are typed.
     */
    public static Typed signAt(String text, int i) {
        char first = text.charAt(i);
        if (STARTS.indexOf(first) >= 0) {
            for (Map.Entry<String, Character> d : DIGRAPHS.entrySet()) {
                String keys = d.getKey();
                if (text.regionMatches(true, i, keys, 0, keys.length())) {
                    return new Typed(d.getValue(), keys.length());
                }
            }
        }
        Character variant = VARIANTS.get(first);
        if (variant != null) {
            return new Typed(variant, 1);
        }
        return null;
    }

    /** A sign and the number of characters typed for it. */
    public record Typed(char sign, int length) {
    }
}
