package su.mir2.console.host;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A write that failed (a full disk, a closed pipe): unchecked, so that it passes through the
 * PrintStreams and Writers above it, which would otherwise swallow it, up to the command.
 */
public final class OutputFailure extends RuntimeException {
    private final Path file;

    /** A failure of writing {@code file}, or of standard output when it is null. */
    public OutputFailure(Path file, IOException cause) {
        super(cause.getMessage(), cause, false, false);
        this.file = file;
    }

    /** What the system said. */
    public IOException cause() {
        return (IOException) getCause();
    }

    /** The file written, or null for standard output. */
    public Path file() {
        return file;
    }
}
