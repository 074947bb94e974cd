package su.mir2.console.terminal;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.Deque;
import su.mir2.console.protocol.DirectiveSplitter;

/**
 * Several entries given at once — pasted, or typed on after an end sign — taken one at a time, cut as
 * the pipe cuts its input: at each end sign ◊, a line beginning with ':' after one being a console
 * command. Each is carried out and kept in the history on its own, as if entered alone; a last one
 * still without its end goes back into the editor to be finished.
 */
final class PendingEntries {
    private final Deque<String> waiting = new ArrayDeque<>();

    /**
     * The first entry of a complete {@code text}, in the machine's characters; the others wait for
     * {@link #next()}.
     */
    String first(String text) {
        DirectiveSplitter entries = new DirectiveSplitter(new StringReader(text), TypingContext::isCommand);
        try {
            String first = entries.next();
            for (String entry = entries.next(); entry != null; entry = entries.next()) {
                waiting.addLast(SignTyping.canonical(entry));
            }
            return SignTyping.canonical(first == null ? text : first);
        } catch (IOException impossible) {
            throw new UncheckedIOException(impossible);
        }
    }

    /** The next entry waiting, or null. */
    String next() {
        return waiting.pollFirst();
    }

    /** The operator's stop throws away what was given with the stopped entry, as keys typed ahead. */
    void clear() {
        waiting.clear();
    }
}
