package su.mir2.tests.oracle;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import su.mir2.almir.reader.Alphabet;

/**
 * One of the book's programs as transcribed in {@code programs/book/<name>/}: {@code fixed.alm} if
 * there is one, else {@code printed.alm}, else the general text {@code general.alm} (whose «ГДЕ»
 * part has only placeholders, so it serves tests that write all the data themselves). The system property {@code book.variant=printed} asks for
 * the printed text even where a fixed one exists (to measure the book as printed).
 *
 * <p>Tests vary a program's data by rewriting its descriptions after «ГДЕ», as an operator would by
 * typing other data after the program's tape.
 */
final class BookProgram {
    /** Where the transcriptions are; the system property {@code book.root} points elsewhere. */
    private static final Path BOOK = Path.of(System.getProperty("book.root", "../programs/book"));

    private final String name;
    private final String variant;
    private final String text;

    private BookProgram(String name, String variant, String text) {
        this.name = name;
        this.variant = variant;
        this.text = text;
    }

    static BookProgram read(String name) {
        String wanted = System.getProperty("book.variant", "fixed");
        Path fixed = BOOK.resolve(name).resolve("fixed.alm");
        Path printed = BOOK.resolve(name).resolve("printed.alm");
        Path general = BOOK.resolve(name).resolve("general.alm");
        Path file = !wanted.equals("printed") && Files.exists(fixed) ? fixed
                : Files.exists(printed) ? printed : general;
        try {
            String variant = file.getFileName().toString().replace(".alm", "");
            return new BookProgram(name, variant, Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file.toAbsolutePath(), e);
        }
    }

    /**
     * A program of {@code programs/more/<name>/} (the games of the other source documents): its
     * {@code program.alm}, or {@code general.alm} when asked for.
     */
    static BookProgram more(String name, String variant) {
        Path file = BOOK.resolveSibling("more").resolve(name).resolve(variant + ".alm");
        try {
            return new BookProgram(name, variant, Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file.toAbsolutePath(), e);
        }
    }

    String name() {
        return name;
    }

    /** "fixed", "printed" or "general". */
    String variant() {
        return variant;
    }

    String text() {
        return text;
    }

    /** The descriptions after «ГДЕ», one per item, trimmed. */
    List<String> descriptions() {
        int[] span = whereSpan(text);
        List<String> items = new ArrayList<>();
        for (String item : text.substring(span[0], span[1]).split(";")) {
            String t = item.strip();
            if (!t.isEmpty()) {
                items.add(t);
            }
        }
        return items;
    }

    /** The program with its descriptions after «ГДЕ» replaced by {@code items}. */
    String withDescriptions(List<String> items) {
        int[] span = whereSpan(text);
        return text.substring(0, span[0]) + String.join("; ", items) + " " + text.substring(span[1]);
    }

    /** The description of {@code name} (a scalar, array or function), or null. */
    String description(String name) {
        for (String item : descriptions()) {
            if (same(nameOf(item), name)) {
                return item;
            }
        }
        return null;
    }

    /** The program with the descriptions of the given names replaced, others kept, new ones added. */
    String withReplaced(String... newItems) {
        List<String> items = new ArrayList<>(descriptions());
        for (String replacement : newItems) {
            String key = nameOf(replacement);
            boolean found = false;
            for (int i = 0; i < items.size(); i++) {
                if (same(nameOf(items.get(i)), key)) {
                    items.set(i, replacement);
                    found = true;
                }
            }
            if (!found) {
                items.add(replacement);
            }
        }
        return withDescriptions(items);
    }

    /** The name a description declares: the text before '=', '[' or '('. */
    static String nameOf(String item) {
        int end = item.length();
        for (char c : new char[] {'=', '[', '('}) {
            int at = item.indexOf(c);
            if (at >= 0) {
                end = Math.min(end, at);
            }
        }
        return item.substring(0, end).strip();
    }

    /**
     * Two names are the same when they differ only in Latin letters shaped like Cyrillic ones
     * (ALMIR-65 has one letter for both shapes of A B C E H K M O P T X Y).
     */
    static boolean same(String a, String b) {
        return canonical(a).equals(canonical(b));
    }

    static String canonical(String name) {
        return Alphabet.fold(name).replace(" ", "");
    }

    /** Start and end of the description text: after «ГДЕ», before «КОН…». */
    private static int[] whereSpan(String text) {
        String where = "«ГДЕ»";
        int start = text.lastIndexOf(where);
        if (start < 0) {
            throw new IllegalArgumentException("no «ГДЕ» in the program");
        }
        start += where.length();
        int end = text.indexOf("«КОН", start);
        if (end < 0) {
            throw new IllegalArgumentException("no «КОНЕЦ» after «ГДЕ»");
        }
        return new int[] {start, end};
    }
}
