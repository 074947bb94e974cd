package su.mir2.console.protocol;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import su.mir2.machine.typewriter.Paper;

/** Paper that is written as a protocol, so that a session at the console becomes a replayable test. */
public final class ProtocolPaper implements Paper {
    private final Writer out;
    private final StringBuilder line = new StringBuilder();
    /** Lines written out so far: the index, among the protocol's lines, of the line being written. */
    private int lines;

    public ProtocolPaper(Writer out) {
        this.out = out;
    }

    @Override
    public void write(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n') {
                emit(Protocol.escape(line.toString()));
                line.setLength(0);
            } else {
                line.append(c);
            }
        }
    }

    @Override
    public void operator(String typed) {
        if (line.length() > 0) {
            write("\n");
        }
        emit(Protocol.operatorLine(typed));
    }

    /** Where the next character goes: the line (as {@link Protocol#lines()} counts) and the column. */
    public PaperPlace place() {
        return new PaperPlace(lines, line.length());
    }

    private void emit(String s) {
        lines++;
        try {
            out.write(s);
            out.write('\n');
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void flush() {
        try {
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes out an unfinished last line. */
    public void close() {
        if (line.length() > 0) {
            emit(Protocol.escape(line.toString()));
            line.setLength(0);
        }
        flush();
    }
}
