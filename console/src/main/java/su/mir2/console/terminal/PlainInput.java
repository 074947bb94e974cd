package su.mir2.console.terminal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.jline.utils.Signals;

/**
 * Plain lines from a stream, when no terminal is attached: no editing, no history; an entry is the
 * lines up to the one that completes it, in the machine's characters.
 */
final class PlainInput implements OperatorInput {
    private final BufferedReader in;

    PlainInput(BufferedReader in) {
        this.in = in;
    }

    @Override
    public String read() {
        StringBuilder entry = new StringBuilder();
        try {
            String line;
            while ((line = in.readLine()) != null) {
                if (entry.length() > 0) {
                    entry.append('\n');
                }
                entry.append(line);
                if (Entry.isComplete(entry.toString())) {
                    return SignTyping.canonical(entry.toString());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return entry.toString().isBlank() ? null : SignTyping.canonical(entry.toString());
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
