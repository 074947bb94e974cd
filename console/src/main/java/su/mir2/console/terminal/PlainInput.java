package su.mir2.console.terminal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.jline.utils.Signals;
import su.mir2.console.protocol.DirectiveSplitter;

/**
 * Plain lines from a stream, when no terminal is attached: no editing, no history; an entry is a
 * command line, or the lines up to the one that completes it, in the machine's characters.
 */
final class PlainInput implements OperatorInput {
    private final DirectiveSplitter entries;

    PlainInput(BufferedReader in) {
        this.entries = new DirectiveSplitter(in, TypingContext::isCommand);
    }

    @Override
    public String read() {
        try {
            String entry = entries.next();
            return entry == null ? null : SignTyping.canonical(entry);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Without a terminal Ctrl-C is only a signal: it stops the run; keys cannot be read one by one. */
    @Override
    public Watching watch(Runnable onInterrupt) {
        Object previous = Signals.register("INT", onInterrupt);
        return new Watching() {
            @Override
            public int poll(long millis) {
                return ENDED;
            }

            @Override
            public void typeahead(int key) {
            }

            @Override
            public void close() {
                Signals.unregister("INT", previous);
            }
        };
    }

    @Override
    public void close() {
    }
}
