package su.mir2.tests.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The saved inputs that once broke the property, one file each (the bytes of a FuzzInput, or of a
 * ProtocolInput for replay), in
 * regressions/ beside this class. Those of regressions/large/ are replayed but not given to the fuzzer
 * as seeds: libFuzzer would grow every input it makes to their size and fuzz a hundred times slower.
 */
final class Reproducers {
    static final String DIRECTORY = "regressions";

    private Reproducers() {
    }

    /** The reproducer files of check and run, large ones included, by path. */
    static List<Path> all() {
        return ending(".alm");
    }

    /** The reproducer files of replay (the bytes of a ProtocolInput), by path. */
    static List<Path> protocols() {
        return ending(PROTOCOL);
    }

    static final String PROTOCOL = ".protocol";

    private static List<Path> ending(String extension) {
        try {
            Path dir = Path.of(Reproducers.class.getResource(DIRECTORY).toURI());
            try (Stream<Path> files = Files.walk(dir)) {
                return files.filter(f -> f.getFileName().toString().endsWith(extension)).sorted().toList();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static FuzzInput read(Path file) {
        try {
            return FuzzInput.of(Files.readAllBytes(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
