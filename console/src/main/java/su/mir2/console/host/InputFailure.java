package su.mir2.console.host;

import java.io.IOException;

/**
 * A read of the operator's typing that failed (standard input a directory, a device gone): unchecked,
 * so that it passes through the readers above it up to the command, which says it in a sentence.
 */
public final class InputFailure extends RuntimeException {
    public InputFailure(IOException cause) {
        super(cause.getMessage(), cause, false, false);
    }

    /** What the system said. */
    public IOException cause() {
        return (IOException) getCause();
    }
}
