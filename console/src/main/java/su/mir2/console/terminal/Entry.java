package su.mir2.console.terminal;

import su.mir2.almir.reader.Alphabet;
import su.mir2.almir.reader.ServiceWord;
import su.mir2.console.protocol.DirectiveSplitter;

/**
 * One complete thing the operator typed: a command line, or a text up to its end sign ◊.
 *
 * @param kind what it is
 * @param text as typed, in the machine's characters (lines joined by '\n')
 */
record Entry(EntryKind kind, String text) {

    static Entry of(String typed) {
        return new Entry(kindOf(typed), typed);
    }

    /**
     * A program cannot begin with «ВЫПОЛНИТЬ» or «ВМЕСТО», and a directive must, so the first service
     * word tells them apart, however it was abbreviated («ВЫП») and whatever follows.
     */
    static EntryKind kindOf(String typed) {
        if (typed.isBlank()) {
            return EntryKind.BLANK;
        }
        if (TypingContext.isCommand(typed)) {
            return EntryKind.COMMAND;
        }
        ServiceWord first = leadingWord(typed);
        return first == ServiceWord.DO || first == ServiceWord.INSTEAD ? EntryKind.DIRECTIVE : EntryKind.PROGRAM;
    }

    /** Whether the text is complete: a command at once, a program or directive at its end sign. */
    static boolean isComplete(String typed) {
        return typed.isBlank() || TypingContext.isCommand(typed) || DirectiveSplitter.complete(typed);
    }

    /** The service word the text starts with, or null. */
    static ServiceWord leadingWord(String typed) {
        int i = 0;
        while (i < typed.length() && Character.isWhitespace(typed.charAt(i))) {
            i++;
        }
        if (typed.startsWith("«", i)) {
            i += 1;
        } else if (typed.startsWith("<<", i)) {
            i += 2;
        } else {
            return null;
        }
        StringBuilder word = new StringBuilder();
        while (i < typed.length()) {
            char c = typed.charAt(i++);
            if (Character.isWhitespace(c)) {
                continue;
            }
            char letter = Alphabet.canonicalLetter(c);
            if (letter == 0) {
                break;
            }
            word.append(letter);
        }
        return ServiceWord.resolve(word.toString()).word().orElse(null);
    }
}
