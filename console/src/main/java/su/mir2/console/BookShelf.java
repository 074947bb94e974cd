package su.mir2.console;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The programs that come with the emulator, in programs/ of the installation: each folder a program,
 * with its variants (printed.alm as the book prints it, fixed.alm where the book is wrong), its
 * protocol and its instructions.
 */
public final class BookShelf {
    public static final String PRINTED = "printed";
    public static final String FIXED = "fixed";
    /** A program the book does not print whole, put together from what it prints (ERRATA: BUILT). */
    public static final String BUILT = "built";
    /** A program written for the emulator after another source document (programs/more). */
    public static final String PROGRAM = "program";
    private static final String GENERAL = "general";

    private final Path root;

    public BookShelf(Path root) {
        this.root = root;
    }

    /** programs/ beside the launcher (the mir2.home property it sets), else below the working directory. */
    public static BookShelf installed() {
        String home = System.getProperty("mir2.home");
        return new BookShelf((home != null ? Path.of(home) : Path.of("")).resolve("programs"));
    }

    /** The book's own programs (programs/book), which play offers. */
    public BookShelf book() {
        return new BookShelf(root.resolve("book"));
    }

    /** The games of the other source documents, written in ALMIR-65 (programs/more), which play offers next. */
    public BookShelf more() {
        return new BookShelf(root.resolve("more"));
    }

    public Path root() {
        return root;
    }

    /** A program folder: its name, its runnable variants, its protocol and its one-line title. */
    public record Entry(Path folder, String name, List<String> variants, Path protocol, String title) {
        public Path variant(String v) {
            return folder.resolve(v + ".alm");
        }

        /** The variant that reproduces the book: fixed where the book is wrong, else printed, else built; else program. */
        public String authoritative() {
            return variants.contains(FIXED) ? FIXED : variants.contains(PRINTED) ? PRINTED
                    : variants.contains(BUILT) ? BUILT : variants.contains(PROGRAM) ? PROGRAM : null;
        }
    }

    public List<Entry> entries() throws IOException {
        List<Entry> out = new ArrayList<>();
        if (!Files.isDirectory(root)) {
            return out;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path dir : walk.filter(Files::isDirectory).sorted().toList()) {
                Entry e = entry(dir);
                if (e != null) {
                    out.add(e);
                }
            }
        }
        return out;
    }

    /** The book program of that short name (gonki, nim, …), or null. */
    public Entry find(String name) throws IOException {
        for (Entry e : entries()) {
            if (e.name().equalsIgnoreCase(name)) {
                return e;
            }
        }
        return null;
    }

    private Entry entry(Path dir) throws IOException {
        List<String> variants = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.sorted().toList()) {
                String n = f.getFileName().toString();
                if (n.endsWith(".alm") && !n.equals(GENERAL + ".alm")) {
                    variants.add(n.substring(0, n.length() - 4));
                }
            }
        }
        Path protocol = dir.resolve("protocol.txt");
        if (variants.isEmpty() && !Files.exists(protocol)) {
            return null;
        }
        variants.sort((a, b) -> Integer.compare(rank(a), rank(b)));
        return new Entry(dir, root.relativize(dir).toString().replace('\\', '/').replaceFirst("^book/", ""),
                List.copyOf(variants), Files.exists(protocol) ? protocol : null, title(dir));
    }

    private static int rank(String variant) {
        return variant.equals(PRINTED) ? 0 : variant.equals(FIXED) ? 1 : variant.equals(BUILT) ? 2 : 3;
    }

    private static String title(Path dir) throws IOException {
        Path readme = dir.resolve("README.md");
        if (!Files.exists(readme)) {
            return "";
        }
        for (String line : Files.readAllLines(readme, StandardCharsets.UTF_8)) {
            if (line.startsWith("# ")) {
                return line.substring(2).strip();
            }
        }
        return "";
    }
}
