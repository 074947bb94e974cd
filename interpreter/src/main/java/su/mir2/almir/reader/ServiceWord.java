package su.mir2.almir.reader;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The service words the machine knows. On input each becomes one internal code, whatever prefix of
 * it was typed: the book writes «ВЫП», «ДЛ», «Ш», «Е», «ПР», «СТР», «КОН», «РАЗР», each a prefix that no
 * other word shares.
 */
public enum ServiceWord {
    PRECISION("РАЗРЯДНОСТЬ"),
    IF("ЕСЛИ"),
    THEN("ТО"),
    ELSE("ИНАЧЕ"),
    GOTO("НА"),
    FOR("ДЛЯ"),
    STEP("ШАГ"),
    UNTIL("ДО"),
    DO("ВЫПОЛНИТЬ"),
    STOP("СТОП"),
    OUTPUT("ВЫВОД"),
    VALUES("ЗНАЧЕНИЙ"),
    LINE("СТРОКА"),
    SPACE("ПРОБЕЛ"),
    ARRAY("МАССИВ"),
    INPUT("ВВОД"),
    WHERE("ГДЕ"),
    END("КОНЕЦ"),
    INSTEAD("ВМЕСТО"),
    WRITE("ЗАПИСАТЬ");

    private final String spelling;

    ServiceWord(String spelling) {
        this.spelling = spelling;
    }

    public String spelling() {
        return spelling;
    }

    /** The word in guillemets, as the canonical symbol stream and the paper show it. */
    public String symbol() {
        return "«" + spelling + "»";
    }

    /** What a typed word can mean: the result of {@link #resolve}. */
    public record Resolution(Optional<ServiceWord> word, List<ServiceWord> candidates) {
    }

    /**
     * Resolves a typed word (letters already folded). A whole word or a prefix that only one word
     * has is accepted. So is a whole word with one letter dropped, added or changed, where that leaves
     * no doubt («РАЗРДНОСТЬ», printed twice in the book in programs that ran); a prefix that then goes
     * astray («ВЫПП») is not a word of the machine.
     */
    public static Resolution resolve(String typed) {
        List<ServiceWord> prefixed = new ArrayList<>();
        for (ServiceWord w : values()) {
            if (w.spelling.equals(typed)) {
                return new Resolution(Optional.of(w), List.of(w));
            }
            if (!typed.isEmpty() && w.spelling.startsWith(typed)) {
                prefixed.add(w);
            }
        }
        if (prefixed.size() == 1) {
            return new Resolution(Optional.of(prefixed.get(0)), prefixed);
        }
        if (!prefixed.isEmpty()) {
            return new Resolution(Optional.empty(), prefixed);
        }
        ServiceWord misprint = null;
        for (ServiceWord w : values()) {
            if (typed.length() >= MISPRINT_LEAST && withinOneEdit(w.spelling, typed)) {
                if (misprint != null) {
                    return new Resolution(Optional.empty(), List.of());
                }
                misprint = w;
            }
        }
        return misprint == null ? new Resolution(Optional.empty(), List.of())
                : new Resolution(Optional.of(misprint), List.of(misprint));
    }

    /** A misprint is known only in a word this long: a short one could be any of several words. */
    private static final int MISPRINT_LEAST = 5;

    /** Whether {@code b} is {@code a} with one letter dropped, added or changed. */
    static boolean withinOneEdit(String a, String b) {
        if (Math.abs(a.length() - b.length()) > 1) {
            return false;
        }
        int i = 0;
        while (i < a.length() && i < b.length() && a.charAt(i) == b.charAt(i)) {
            i++;
        }
        int j = a.length();
        int k = b.length();
        while (j > i && k > i && a.charAt(j - 1) == b.charAt(k - 1)) {
            j--;
            k--;
        }
        return j - i <= 1 && k - i <= 1;
    }
}
