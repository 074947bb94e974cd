package su.mir2.console.terminal;

import su.mir2.almir.reader.Alphabet;
import su.mir2.almir.reader.Keyboard;

/**
 * The paper shows the MIR's own characters, whatever keys reached them: the ASCII ways of typing signs
 * ({@link Keyboard}, the one table the reader uses too) become the signs, and letters are the machine's
 * capitals. Inside a text in brackets the keys stay as typed, except that letters are capitals, because
 * the reader keeps a text's signs as they are; a console command is left alone.
 */
public final class SignTyping {
    private SignTyping() {
    }

    /** A replacement in the typed text: characters [from, to) become {@code sign}. */
    record Replacement(int from, int to, char sign) {
    }

    /**
     * The whole entry in the machine's characters (for pasted text, a batch run's directives, and as a
     * check at Enter).
     */
    public static String canonical(String typed) {
        if (TypingContext.isCommand(typed)) {
            return typed;
        }
        StringBuilder out = new StringBuilder(typed.length());
        TypingContext context = new TypingContext();
        int i = 0;
        while (i < typed.length()) {
            if (context.place() != TypingContext.Place.TEXT) {
                Keyboard.Typed sign = Keyboard.signAt(typed, i);
                if (sign != null) {
                    out.append(sign.sign());
                    for (int k = 0; k < sign.length(); k++) {
                        context.step(typed.charAt(i + k));
                    }
                    i += sign.length();
                    continue;
                }
            }
            char c = typed.charAt(i);
            out.append(letter(c));
            context.step(c);
            i++;
        }
        return out.toString();
    }

    /**
     * After a key was typed: the sign its keys now make, ending at {@code cursor}, or null. The longest
     * way of typing wins, as on input ("\10" is ⏨, not "\1" and a 0).
     */
    static Replacement afterKey(String text, int cursor) {
        if (TypingContext.isCommand(text)) {
            return null;
        }
        for (int length = 3; length >= 1; length--) {
            int from = cursor - length;
            if (from < 0) {
                continue;
            }
            Keyboard.Typed sign = Keyboard.signAt(text.substring(0, cursor), from);
            if (sign != null && sign.length() == length
                    && TypingContext.at(text, from) != TypingContext.Place.TEXT) {
                return new Replacement(from, cursor, sign.sign());
            }
        }
        return null;
    }

    /**
     * A letter as the machine's typewriter has it: a capital, Latin twins as their Cyrillic letter.
     * Signs that are Greek letters to Unicode (ε, Σ, Π) are signs to the MIR and stay as they are.
     */
    static char letter(char c) {
        char canonical = Alphabet.canonicalLetter(c);
        if (canonical != 0) {
            return canonical;
        }
        boolean latinOrCyrillic = (c >= 'a' && c <= 'z') || (c >= 'а' && c <= 'я') || c == 'ё';
        return latinOrCyrillic ? Character.toUpperCase(c) : c;
    }
}
