package su.mir2.console;

import java.io.PrintStream;
import su.mir2.machine.typewriter.Paper;

/** The typewriter's paper as a stream (standard output, a file). */
public final class StreamPaper implements Paper {
    private final PrintStream out;

    public StreamPaper(PrintStream out) {
        this.out = out;
    }

    @Override
    public void write(String text) {
        out.print(text);
    }

    @Override
    public void flush() {
        out.flush();
    }
}
