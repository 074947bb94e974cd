package su.mir2.console.host;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** What the command-line tool shares: its message bundle and its UTF-8 streams. */
public final class Tool {
    public static final String BUNDLE = "su.mir2.console.tool";
    /** The help texts of the commands, read by picocli. */
    public static final String HELP_BUNDLE = "su.mir2.console.help";

    /**
     * Standard output, buffered ({@link BufferedPaper}): flushed at every halt, before input is read,
     * before standard error is written and at exit. A failed write is thrown as an
     * {@link OutputFailure}, not swallowed.
     */
    public static final PrintStream OUT = BufferedPaper.on(new java.io.FileOutputStream(java.io.FileDescriptor.out), null);
    public static final PrintStream ERR = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.err), true,
            StandardCharsets.UTF_8);
    /**
     * Standard error for the trace, which is output asked for, as the paper is: a failed write is an
     * {@link OutputFailure}, not lost. Messages keep {@link #ERR}, whose failure has nowhere to be told.
     */
    public static final PrintStream TRACE = new PrintStream(WatchedOutput.standardError(), true, StandardCharsets.UTF_8);

    private Tool() {
    }
}
