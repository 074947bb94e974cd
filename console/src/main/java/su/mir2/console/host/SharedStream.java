package su.mir2.console.host;

import java.io.PrintStream;
import java.io.Writer;

/**
 * Standard output or standard error as the writer of an option's lines (--trace, --dump): a file
 * opened again by its name (/dev/stdout, or the file the stream was sent to) would be written at a
 * place of its own, over what the stream writes, so the lines go into the stream itself, in order
 * with the rest of it. Closing the writer leaves the stream open for the rest of the command.
 */
final class SharedStream extends Writer {
    private final PrintStream stream;
    /** What must reach its file before each write. */
    private final Runnable before;

    private SharedStream(PrintStream stream, Runnable before) {
        this.stream = stream;
        this.before = before;
    }

    /** Into the paper's own stream: a line comes after the paper printed before it. */
    static Writer output() {
        return new SharedStream(Tool.OUT, () -> { });
    }

    /**
     * Onto standard error, after the paper printed before it (a directive's echo, what the step printed),
     * as unbuffered streams would put them when both go to one file. The paper's buffer is written only
     * when it holds something: a step that printed nothing costs no write.
     */
    static Writer error() {
        return new SharedStream(Tool.TRACE, Tool.OUT::flush);
    }

    /** In one write: an exit by a signal, which writes out the paper's buffer, finds a line whole. */
    @Override
    public void write(String text, int off, int len) {
        before.run();
        stream.print(text.substring(off, off + len));
    }

    @Override
    public void write(char[] chars, int off, int len) {
        write(new String(chars, off, len), 0, len);
    }

    @Override
    public void flush() {
        stream.flush();
    }

    @Override
    public void close() {
        flush();
    }
}
