package su.mir2.console.terminal;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import su.mir2.almir.reader.Alphabet;
import su.mir2.almir.reader.ServiceWord;

/**
 * The names a directive typed at the console uses, read as the machine's input device reads them (a
 * letter, then letters and digits, blanks dropped; nothing inside a text or a service word), and
 * what the program in memory knows of them.
 *
 * <p>Transliteration gives a Cyrillic letter for each Latin key, but a program may use the Latin
 * letter of a key as a name of its own (L in «Тригекс», L5 in «Гонки»). So with transliteration on,
 * a name the program does not know, which it knows when read as the Latin keys that make it (Л as L,
 * П as P, Н as N …), is taken as that Latin name — only when exactly one such name is known.
 */
final class DirectiveNames {
    /** Readings tried for one name at most: a name is a few letters, each with one or two keys. */
    private static final int MOST_READINGS = 64;

    /**
     * A name in the directive, [from, to) of the text.
     *
     * @param label   it follows «НА»: a label, which the machine itself refuses when missing
     * @param defined it is called, or described after «ГДЕ» in the directive: the directive gives it
     */
    record Name(int from, int to, String folded, boolean label, boolean defined) {
    }

    /**
     * The directive as the program will read it, with the names read the Latin way and those the
     * program does not have.
     *
     * @param renamed pairs of a name as typed and as read (Л, L)
     * @param unknown variables the directive names and the program does not have
     */
    record Reading(String text, List<String[]> renamed, List<String> unknown) {
        /** A directive taken as typed: no name read otherwise, none unknown. */
        static Reading asTyped(String typed) {
            return new Reading(typed, List.of(), List.of());
        }
    }

    private DirectiveNames() {
    }

    /** Reads the directive's names against {@code known}, the Latin way when {@code transliterated}. */
    static Reading read(String text, Predicate<String> known, boolean transliterated) {
        StringBuilder out = new StringBuilder(text);
        List<String[]> renamed = new ArrayList<>();
        Set<String> unknown = new LinkedHashSet<>();
        List<Name> names = in(text);
        for (int i = names.size() - 1; i >= 0; i--) {
            Name n = names.get(i);
            if (known.test(n.folded())) {
                continue;
            }
            String latin = transliterated ? latinReading(n.folded(), known) : null;
            if (latin != null) {
                out.replace(n.from(), n.to(), latin);
                renamed.add(0, new String[] {n.folded(), latin});
            } else if (!n.label() && !n.defined()) {
                unknown.add(n.folded());
            }
        }
        List<String> unknownInOrder = new ArrayList<>();
        for (Name n : names) {
            if (unknown.contains(n.folded()) && !unknownInOrder.contains(n.folded())) {
                unknownInOrder.add(n.folded());
            }
        }
        return new Reading(out.toString(), renamed, unknownInOrder);
    }

    /** The names of the text, in order. */
    static List<Name> in(String text) {
        List<Name> names = new ArrayList<>();
        TypingContext place = new TypingContext();
        StringBuilder word = new StringBuilder();
        ServiceWord lastWord = null;
        boolean described = false;
        int from = -1;
        int end = -1;
        boolean number = false;
        StringBuilder name = new StringBuilder();
        for (int i = 0; i <= text.length(); i++) {
            char c = i < text.length() ? text.charAt(i) : '\n';
            TypingContext.Place before = place.place();
            if (i < text.length()) {
                place.step(c);
            }
            boolean inProgram = before == TypingContext.Place.PROGRAM && place.place() == TypingContext.Place.PROGRAM;
            boolean letter = inProgram && Alphabet.isLetter(c);
            boolean digit = inProgram && Alphabet.isDigit(c);
            boolean blank = inProgram && (c == ' ' || c == '\t');
            if (from >= 0 && (letter || digit)) {
                name.append(Alphabet.canonicalLetter(c) != 0 ? Alphabet.canonicalLetter(c) : c);
                end = i + 1;
                continue;
            }
            if (from >= 0 && !blank) {
                boolean called = nextSign(text, end) == '(';
                names.add(new Name(from, end, name.toString(), lastWord == ServiceWord.GOTO, called || described));
                from = -1;
                lastWord = null;
            }
            if (letter && !number) {
                from = i;
                end = i + 1;
                name.setLength(0);
                name.append(Alphabet.canonicalLetter(c));
                continue;
            }
            if (!blank) {
                number = digit || (number && (c == '.' || c == '⏨'));
            }
            if (before == TypingContext.Place.SERVICE_WORD) {
                if (place.place() == TypingContext.Place.SERVICE_WORD) {
                    char l = Alphabet.canonicalLetter(c);
                    if (l != 0) {
                        word.append(l);
                    }
                } else {
                    lastWord = ServiceWord.resolve(word.toString()).word().orElse(null);
                    described |= lastWord == ServiceWord.WHERE;
                    word.setLength(0);
                }
            } else if (place.place() != TypingContext.Place.SERVICE_WORD && !blank && from < 0 && !digit) {
                lastWord = null;
            }
        }
        return names;
    }

    private static char nextSign(String text, int at) {
        for (int i = at; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != ' ' && c != '\t') {
                return c;
            }
        }
        return 0;
    }

    /** The one Latin reading of a name the program knows, or null. */
    private static String latinReading(String name, Predicate<String> known) {
        List<String> readings = List.of("");
        for (int i = 0; i < name.length(); i++) {
            List<String> keys = latinKeys(name.charAt(i));
            if (keys.isEmpty() || readings.size() * keys.size() > MOST_READINGS) {
                return null;
            }
            List<String> longer = new ArrayList<>();
            for (String r : readings) {
                for (String k : keys) {
                    longer.add(r + k);
                }
            }
            readings = longer;
        }
        Set<String> found = new LinkedHashSet<>();
        String first = null;
        for (String r : readings) {
            if (!Alphabet.fold(r).equals(name) && known.test(Alphabet.fold(r)) && found.add(Alphabet.fold(r)) && first == null) {
                first = r;
            }
        }
        return found.size() == 1 ? first : null;
    }

    /** The Latin keys, as capitals, that give the letter when transliterating; a digit is itself. */
    private static List<String> latinKeys(char letter) {
        if (Alphabet.isDigit(letter) || (letter >= 'A' && letter <= 'Z')) {
            return List.of(String.valueOf(letter));
        }
        List<String> keys = new ArrayList<>();
        for (Map.Entry<String, Character> k : Transliteration.keys().entrySet()) {
            if (k.getValue() == letter && k.getKey().chars().allMatch(Character::isLetter)) {
                keys.add(k.getKey().toUpperCase(java.util.Locale.ROOT));
            }
        }
        return keys;
    }
}
