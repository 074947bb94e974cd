package su.mir2.console.terminal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import su.mir2.almir.reader.Alphabet;
import su.mir2.almir.reader.Keyboard;
import su.mir2.almir.reader.ServiceWord;

/**
 * What Tab can complete before the cursor, and to what: the letters of a service word (with or without
 * its « typed, abbreviated as the book does, or in Latin transliteration) become the whole word in
 * guillemets; a lone \ offers the signs typed with it; a command after ':' its full name.
 *
 * @param typed   how many characters before the cursor the completion replaces
 * @param choices what may replace them
 */
record CompletionWord(int typed, List<Choice> choices) {

    /**
     * One completion: what is written, how the list shows it, and whether a blank follows it when it
     * is the only one (after a console command, whose argument comes next; never after a service word,
     * as the book types them).
     */
    record Choice(String value, String display, boolean complete) {
        Choice(String value, String display) {
            this(value, display, false);
        }
    }

    static final CompletionWord NONE = new CompletionWord(0, List.of());

    /** The Latin key behind each Cyrillic letter that has a Latin twin (Р ← p, У ← y …). */
    private static final Map<Character, Character> LATIN_TWIN = new java.util.HashMap<>();

    static {
        for (char latin = 'A'; latin <= 'Z'; latin++) {
            char machine = Alphabet.canonicalLetter(latin);
            if (machine != latin) {
                LATIN_TWIN.put(machine, Character.toLowerCase(latin));
            }
        }
    }

    static CompletionWord at(String line, int cursor) {
        String before = line.substring(0, cursor);
        if (TypingContext.isCommand(line)) {
            return command(before);
        }
        if (TypingContext.at(line, cursor) == TypingContext.Place.TEXT) {
            return NONE;
        }
        if (before.endsWith("\\")) {
            return prefixedSigns();
        }
        return serviceWord(before);
    }

    private static CompletionWord command(String before) {
        String s = before.stripLeading();
        if (s.chars().anyMatch(Character::isWhitespace)) {
            return NONE;
        }
        String word = s.substring(1).toLowerCase(java.util.Locale.ROOT);
        List<Choice> choices = new ArrayList<>();
        for (OperatorCommand c : OperatorCommand.values()) {
            for (String name : c.names()) {
                if (name.startsWith(word)) {
                    choices.add(new Choice(":" + name, ":" + name, true));
                }
            }
        }
        return new CompletionWord(s.length(), choices);
    }

    private static CompletionWord prefixedSigns() {
        List<Choice> choices = new ArrayList<>();
        for (Map.Entry<String, Character> d : Keyboard.digraphs().entrySet()) {
            if (d.getKey().startsWith("\\")) {
                choices.add(new Choice(String.valueOf(d.getValue()), d.getValue() + " " + d.getKey()));
            }
        }
        return new CompletionWord(1, choices);
    }

    private static CompletionWord serviceWord(String before) {
        int start = before.length();
        while (start > 0 && isLetterKey(before.charAt(start - 1))) {
            start--;
        }
        String letters = before.substring(start);
        boolean opened = false;
        if (before.startsWith("«", start - 1)) {
            start -= 1;
            opened = true;
        } else if (start >= 2 && before.startsWith("<<", start - 2)) {
            start -= 2;
            opened = true;
        }
        if (letters.isEmpty() && !opened) {
            return NONE;
        }
        List<Choice> choices = words(Alphabet.fold(letters.toUpperCase(java.util.Locale.ROOT)));
        if (choices.isEmpty() && !letters.isEmpty()) {
            choices = words(Transliteration.render(latinKeys(letters)));
        }
        return new CompletionWord(before.length() - start, choices);
    }

    private static List<Choice> words(String prefix) {
        List<Choice> choices = new ArrayList<>();
        for (ServiceWord w : ServiceWord.values()) {
            if (w.spelling().startsWith(prefix)) {
                choices.add(new Choice(w.symbol(), w.symbol()));
            }
        }
        return choices;
    }

    /**
     * The Latin keys that may have typed these letters: a Cyrillic letter with a Latin twin (Р, У …)
     * was shown as the machine's letter when its Latin key was typed, so "vyp" stands as "VУР".
     */
    private static String latinKeys(String letters) {
        StringBuilder keys = new StringBuilder(letters.length());
        for (char c : letters.toCharArray()) {
            keys.append(LATIN_TWIN.getOrDefault(c, c));
        }
        return keys.toString();
    }

    private static boolean isLetterKey(char c) {
        return Alphabet.isLetter(c) || (c >= 'a' && c <= 'z');
    }
}
