package su.mir2.console.terminal;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Cyrillic letters from Latin keys, for an operator without a Cyrillic keyboard layout. A run of
 * Latin keys is read greedily, longest combination first: "shch" is Щ, "sh" Ш, "s" С. The machine
 * has no Ё and no Ъ (Ё is Е to it), so "yo" gives Е. Keys without a letter here (q) stay Latin
 * capitals, which the MIR also has.
 */
final class Transliteration {
    private static final Map<String, Character> KEYS = new LinkedHashMap<>();

    static {
        KEYS.put("shch", 'Щ');
        KEYS.put("zh", 'Ж');
        KEYS.put("kh", 'Х');
        KEYS.put("ch", 'Ч');
        KEYS.put("sh", 'Ш');
        KEYS.put("yu", 'Ю');
        KEYS.put("ju", 'Ю');
        KEYS.put("ya", 'Я');
        KEYS.put("ja", 'Я');
        KEYS.put("yo", 'Е');
        KEYS.put("jo", 'Е');
        KEYS.put("e'", 'Э');
        KEYS.put("a", 'А');
        KEYS.put("b", 'Б');
        KEYS.put("v", 'В');
        KEYS.put("g", 'Г');
        KEYS.put("d", 'Д');
        KEYS.put("e", 'Е');
        KEYS.put("z", 'З');
        KEYS.put("i", 'И');
        KEYS.put("j", 'Й');
        KEYS.put("k", 'К');
        KEYS.put("l", 'Л');
        KEYS.put("m", 'М');
        KEYS.put("n", 'Н');
        KEYS.put("o", 'О');
        KEYS.put("p", 'П');
        KEYS.put("r", 'Р');
        KEYS.put("s", 'С');
        KEYS.put("t", 'Т');
        KEYS.put("u", 'У');
        KEYS.put("f", 'Ф');
        KEYS.put("h", 'Х');
        KEYS.put("x", 'Х');
        KEYS.put("c", 'Ц');
        KEYS.put("y", 'Ы');
        KEYS.put("w", 'Щ');
        KEYS.put("'", 'Ь');
    }

    private static final int LONGEST = 4;

    private Transliteration() {
    }

    /** The keys and their letters, longest first, for the help. */
    static Map<String, Character> keys() {
        return java.util.Collections.unmodifiableMap(KEYS);
    }

    /** Whether the key takes part in transliteration: a Latin letter or the soft-sign key '. */
    static boolean isKey(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '\'';
    }

    /** The Cyrillic letters for a run of Latin keys. */
    static String render(String keys) {
        StringBuilder out = new StringBuilder(keys.length());
        int i = 0;
        while (i < keys.length()) {
            int taken = 0;
            for (int length = Math.min(LONGEST, keys.length() - i); length >= 1; length--) {
                Character letter = KEYS.get(keys.substring(i, i + length).toLowerCase(java.util.Locale.ROOT));
                if (letter != null) {
                    out.append(letter);
                    taken = length;
                    break;
                }
            }
            if (taken == 0) {
                out.append(Character.toUpperCase(keys.charAt(i)));
                taken = 1;
            }
            i += taken;
        }
        return out.toString();
    }
}
