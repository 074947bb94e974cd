package su.mir2.console.host;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A write that failed (a full disk, a closed pipe): unchecked, so that it passes through the
 * PrintStreams and Writers above it, which would otherwise swallow it, up to the command.
 */
public final class OutputFailure extends RuntimeException {
    private final Path file;
    private final boolean standardError;

    /** A failure of writing {@code file}, or of standard output when it is null. */
    public OutputFailure(Path file, IOException cause) {
        this(file, false, cause);
    }

    OutputFailure(Path file, boolean standardError, IOException cause) {
        super(cause.getMessage(), cause, false, false);
        this.file = file;
        this.standardError = standardError;
    }

    /** Whether standard error failed (the trace written there); {@link #file()} is then null. */
    public boolean standardError() {
        return standardError;
    }

    /** What the system said. */
    public IOException cause() {
        return (IOException) getCause();
    }

    /** The file written, or null for standard output or standard error. */
    public Path file() {
        return file;
    }
}
