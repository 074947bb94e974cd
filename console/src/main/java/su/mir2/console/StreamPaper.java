package su.mir2.console;

import java.io.PrintStream;
import su.mir2.console.host.Utf8Printer;
import su.mir2.machine.typewriter.Paper;

/** The typewriter's paper as a stream in UTF-8 (standard output, a file). */
public final class StreamPaper implements Paper {
    private final PrintStream out;
    private final Utf8Printer printer;

    /** The paper on {@code out}, which must write UTF-8. */
    public StreamPaper(PrintStream out) {
        this.out = out;
        this.printer = new Utf8Printer(out);
    }

    @Override
    public void write(String text) {
        printer.print(text);
    }

    @Override
    public void flush() {
        out.flush();
    }
}
