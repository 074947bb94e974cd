package su.mir2.console;

import java.util.Locale;
import su.mir2.messages.Messages;

/**
 * A program's title as its README gives it, in two languages, one of them in brackets at the end:
 * «Гонки по вертикали» (Vertical race), Evolution («Программа моделирования…»). The list of
 * programs shows the Russian one to a Russian reader; the English reader sees both, the Russian
 * being the book's own name.
 */
final class BookTitle {
    private BookTitle() {
    }

    static String in(String title, Locale language) {
        if (!language.equals(Messages.RUSSIAN) || !title.endsWith(")")) {
            return title;
        }
        int open = title.lastIndexOf(" (");
        if (open <= 0) {
            return title;
        }
        String first = title.substring(0, open).strip();
        String second = title.substring(open + 2, title.length() - 1).strip();
        return cyrillic(second) > cyrillic(first) ? second : first;
    }

    /** Cyrillic letters less Latin ones: which of the two is the Russian. */
    private static int cyrillic(String s) {
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            Character.UnicodeBlock b = Character.UnicodeBlock.of(s.charAt(i));
            if (b == Character.UnicodeBlock.CYRILLIC) {
                n++;
            } else if (Character.isLetter(s.charAt(i))) {
                n--;
            }
        }
        return n;
    }
}
