package su.mir2.console.terminal;

import java.io.IOException;
import java.nio.file.Path;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Attributes;
import org.jline.terminal.Terminal;
import su.mir2.messages.Clip;
import su.mir2.messages.Escaping;
import su.mir2.messages.Messages;

/** The operator's typing through a JLine line reader: editing, history, the MIR's keys. */
final class LineReaderInput implements OperatorInput {
    private final Terminal terminal;
    private final LineReader reader;
    private final String prompt;
    private final String more;
    private final Messages tool;
    /** Notes of the history's, held while an entry is being read: JLine saves it before the entry's line ends. */
    private final java.util.List<String> held = new java.util.ArrayList<>();
    private final PendingEntries pending = new PendingEntries();
    private boolean reading;

    LineReaderInput(Terminal terminal, Path history, TypingMode mode, TypingKeys.Actions actions, Messages tool) {
        this.terminal = terminal;
        this.prompt = tool.get("console.prompt");
        this.more = tool.get("console.prompt.more");
        this.tool = tool;
        KeptHistory kept = new KeptHistory(tool, this::note);
        LineReaderBuilder builder = LineReaderBuilder.builder()
                .terminal(terminal)
                .history(kept)
                .appName("mir2")
                .parser(new EntryParser())
                .completer(new MachineCompleter())
                .variable(LineReader.SECONDARY_PROMPT_PATTERN, more)
                .variable(LineReader.HISTORY_SIZE, KeptHistory.ENTRIES)
                .variable(LineReader.HISTORY_FILE_SIZE, KeptHistory.ENTRIES)
                // '!' is a character like any other to the MIR, not a history reference
                .option(LineReader.Option.DISABLE_EVENT_EXPANSION, true)
                .option(LineReader.Option.HISTORY_IGNORE_DUPS, true)
                .option(LineReader.Option.AUTO_FRESH_LINE, true);
        if (history != null) {
            builder.variable(LineReader.HISTORY_FILE, history);
        }
        this.reader = builder.build();
        kept.open(reader);
        TypingKeys.install(reader, terminal, mode, actions, pending);
    }

    LineReader reader() {
        return reader;
    }

    private void note(String line) {
        if (reading) {
            held.add(line);
            return;
        }
        terminal.writer().println(Clip.wrapped(tool.get("console.note", line), Clip.WIDTH));
        terminal.flush();
    }

    @Override
    public String read() throws OperatorInterrupt {
        String next = pending.next();
        if (next != null && Entry.isComplete(next)) {
            return entered(next);
        }
        reading = true;
        try {
            // an entry given with others and still without its end is finished in the editor
            return next == null ? reader.readLine(prompt) : reader.readLine(prompt, null, (Character) null, next + "\n");
        } catch (UserInterruptException e) {
            throw new OperatorInterrupt(e.getPartialLine());
        } catch (EndOfFileException e) {
            return null;
        } catch (java.io.IOError e) {
            // the terminal went away (its window closed, the connection dropped): the typing has ended
            return null;
        } finally {
            reading = false;
            held.forEach(this::note);
            held.clear();
        }
    }

    /** An entry given with the one before it: shown as the line reader shows one entered, and kept. */
    private String entered(String entry) {
        String[] lines = Escaping.escapeKeepingLayout(entry).split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            terminal.writer().println((i == 0 ? prompt : more) + lines[i]);
        }
        terminal.flush();
        reader.getHistory().add(entry);
        return entry;
    }

    @Override
    public Watching watch(Runnable onInterrupt) {
        return new TerminalWatching(onInterrupt);
    }

    @Override
    public void close() {
        try {
            reader.getHistory().save();
        } catch (IOException | RuntimeException e) {
            // an unwritable history file costs the history, not the session
        }
    }

    /**
     * While the machine runs the terminal is in raw mode, so a single key is seen at once and nothing
     * typed is echoed into the machine's output; Ctrl-C stays a signal where the terminal makes one.
     */
    private final class TerminalWatching implements Watching {
        private final Attributes saved;
        /** The terminal's settings in raw mode, to be set again where something else has changed them. */
        private final Attributes raw;
        private final Terminal.SignalHandler previous;
        private final Terminal.SignalHandler previousContinue;
        private final StringBuilder typeahead = new StringBuilder();

        TerminalWatching(Runnable onInterrupt) {
            this.saved = rawMode();
            this.raw = saved == null ? null : current();
            this.previous = terminal.handle(Terminal.Signal.INT, signal -> onInterrupt.run());
            // stopped (SIGSTOP) and continued, the process finds its terminal as the shell left it: in
            // line mode, with echo, where a read waits for a whole line
            this.previousContinue = terminal.handle(Terminal.Signal.CONT, signal -> rawAgain());
        }

        /** Raw mode, or nothing where the terminal has gone away: the run goes on, its keys unread. */
        private Attributes rawMode() {
            return whileThere(terminal::enterRawMode);
        }

        private Attributes current() {
            return whileThere(terminal::getAttributes);
        }

        private void rawAgain() {
            set(raw);
        }

        /** {@code settings} given to the terminal, if any and if it is still there. */
        private void set(Attributes settings) {
            if (settings != null) {
                whileThere(() -> {
                    terminal.setAttributes(settings);
                    return null;
                });
            }
        }

        /**
         * What {@code asked} gets of the terminal, or null where it has gone away: then the run goes on,
         * and the next read finds it gone (a run is stopped, an entry's typing ended).
         */
        private <T> T whileThere(java.util.function.Supplier<T> asked) {
            try {
                return asked.get();
            } catch (java.io.IOError e) {
                return null;
            }
        }

        @Override
        public int poll(long millis) {
            try {
                int c = terminal.reader().read(millis);
                return c == -1 ? ENDED : c < 0 ? NONE : c;
            } catch (IOException e) {
                return GONE;
            }
        }

        @Override
        public void typeahead(int key) {
            typeahead.appendCodePoint(key);
        }

        @Override
        public void discard() {
            typeahead.setLength(0);
            pending.clear();
            // in line mode a read would wait for a whole line, whatever its time limit
            rawAgain();
            // a read of no time at all waits for ever in JLine: a key already typed comes in a millisecond
            while (poll(1) >= 0) {
                // read and dropped
            }
        }

        @Override
        public void close() {
            if (previous != null) {
                terminal.handle(Terminal.Signal.INT, previous);
            }
            if (previousContinue != null) {
                terminal.handle(Terminal.Signal.CONT, previousContinue);
            }
            set(saved);
            if (typeahead.length() > 0) {
                reader.runMacro(typeahead.toString());
            }
        }
    }
}
