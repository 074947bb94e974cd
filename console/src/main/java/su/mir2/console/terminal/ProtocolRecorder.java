package su.mir2.console.terminal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import su.mir2.console.protocol.ProtocolPaper;
import su.mir2.console.protocol.SessionMarks;
import su.mir2.machine.typewriter.Paper;

/**
 * The session's paper kept in a file ({@code --paper FILE}) in the protocol format that {@code replay}
 * reads: the machine's lines, the operator's after "> ", and what is not on the paper — where the
 * program came from, each start — as "# " comments for the reader and "#! " marks for replay, so that
 * a session at the console becomes a test that replays without anything else.
 */
final class ProtocolRecorder implements AutoCloseable {
    private final Writer out;
    private final ProtocolPaper paper;
    private boolean paused;

    ProtocolRecorder(Writer out) {
        this.out = out;
        this.paper = new ProtocolPaper(out);
    }

    Paper paper() {
        return paper;
    }

    /**
     * A comment line per line of {@code text}. Comments are written between runs, when the typewriter
     * has returned its carriage (every halt ends with the end sign and a line break), so they fall
     * between whole lines of the paper.
     */
    void comment(String text) {
        try {
            for (String line : text.split("\n", -1)) {
                out.write(line.isEmpty() ? "#" : "# " + line);
                out.write('\n');
            }
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The session's steps that are not on the paper, in the form replay reads ({@link SessionMarks}). */
    void tape(String origin, String text) {
        mark(SessionMarks.tape(origin, text));
    }

    void typed(String program) {
        SessionMarks.typed(program).forEach(this::mark);
    }

    void start() {
        mark(SessionMarks.start());
    }

    /** Once, however often the session paused: one is enough to make it not replayable. */
    void paused() {
        if (!paused) {
            paused = true;
            mark(SessionMarks.paused());
        }
    }

    private void mark(String line) {
        try {
            out.write(line);
            out.write('\n');
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        paper.close();
        try {
            out.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
