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
     * has is accepted. So is a word that starts with such a unique prefix and then goes astray
     * («РАЗРДНОСТЬ», printed twice in the book in programs that ran): the machine evidently knew a
     * word once its first letters left no doubt.
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
        ServiceWord best = null;
        int bestLength = 0;
        for (ServiceWord w : values()) {
            int common = commonPrefix(w.spelling, typed);
            if (common > 0 && isUniquePrefix(w.spelling.substring(0, common)) && common > bestLength) {
                best = w;
                bestLength = common;
            }
        }
        if (best != null && bestLength >= 3) {
            return new Resolution(Optional.of(best), List.of(best));
        }
        return new Resolution(Optional.empty(), List.of());
    }

    private static boolean isUniquePrefix(String prefix) {
        int count = 0;
        for (ServiceWord w : values()) {
            if (w.spelling.startsWith(prefix)) {
                count++;
            }
        }
        return count == 1;
    }

    private static int commonPrefix(String a, String b) {
        int n = Math.min(a.length(), b.length());
        int i = 0;
        while (i < n && a.charAt(i) == b.charAt(i)) {
            i++;
        }
        return i;
    }
}
