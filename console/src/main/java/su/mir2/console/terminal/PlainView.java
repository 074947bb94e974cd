package su.mir2.console.terminal;

import java.io.PrintStream;
import java.util.List;
import su.mir2.console.host.Utf8Printer;
import su.mir2.messages.Messages;

/**
 * The console without a terminal: the paper (and the screen's frames, as blocks) on standard output,
 * the console's notes on standard error, as the batch run keeps them apart. The operator's lines are
 * printed on the paper, since nothing else shows them.
 */
final class PlainView implements ConsoleView {
    private final PrintStream out;
    private final Utf8Printer paper;
    private final PrintStream err;
    private final Messages tool;
    /** Whether the paper's last character was a line break (or nothing was printed yet). */
    private boolean atLineStart = true;

    PlainView(PrintStream out, PrintStream err, Messages tool) {
        this.out = out;
        this.paper = new Utf8Printer(out);
        this.err = err;
        this.tool = tool;
    }

    @Override
    public void typewriter(String text) {
        paper.print(text);
        atLineStart = text.endsWith("\n");
    }

    @Override
    public void operatorLine(String typed) {
        out.print(typed + "\n");
    }

    @Override
    public void note(String text) {
        out.flush();
        for (String line : text.split("\n", -1)) {
            err.println(tool.get("console.note", line));
        }
        err.flush();
    }

    @Override
    public void show(String text) {
        out.flush();
        err.println(text);
        err.flush();
    }

    @Override
    public void status(String text) {
        // there is no line to keep it on; :состояние prints it
    }

    @Override
    public void frame(String title, List<String> lines) {
        if (!atLineStart) {
            // a frame printed in the paper's stead begins on a line of its own
            out.println();
            atLineStart = true;
        }
        out.println(tool.get("console.screen.block", title));
        for (String line : lines) {
            out.println(line);
        }
        out.println(tool.get("console.screen.end"));
        out.flush();
    }

    @Override
    public void flush() {
        out.flush();
    }

    @Override
    public void close() {
        out.flush();
        err.flush();
    }
}
