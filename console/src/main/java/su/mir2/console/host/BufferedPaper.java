package su.mir2.console.host;

import java.io.BufferedOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * A UTF-8 stream for the paper that reaches its file in blocks, not a system call per character: the
 * typewriter prints a character or a number at a time, and a long run prints megabytes. Whoever must
 * show the paper to a reader (a halt, a prompt, a message on standard error, the exit) flushes it.
 * The {@link WatchedOutput} stays below the buffer, so a failed write is still reported.
 */
public final class BufferedPaper {
    /** Bytes kept before they are written: large enough that writes are few, small beside a heap. */
    static final int BUFFER = 1 << 16;

    private BufferedPaper() {
    }

    /** The stream on {@code out}, which is {@code file}, or standard output when that is null. */
    public static PrintStream on(OutputStream out, Path file) {
        return new PrintStream(new BufferedOutputStream(new WatchedOutput(out, file), BUFFER), false,
                StandardCharsets.UTF_8);
    }
}
