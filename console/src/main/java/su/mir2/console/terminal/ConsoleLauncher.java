package su.mir2.console.terminal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import su.mir2.console.host.ExitCode;
import su.mir2.console.host.OutputFiles;
import su.mir2.console.host.Transcript;
import su.mir2.machine.MachineOptions;
import su.mir2.messages.Messages;

/**
 * Opens the console: on the terminal the person sits at, or — with no terminal attached — on plain
 * lines from standard input. {@code mir2 console}, {@code mir2 run} and {@code mir2 play} come here.
 */
public final class ConsoleLauncher {
    /** JLine reports through java.util.logging; its warnings are not the user's business. */
    private static final Logger JLINE = Logger.getLogger("org.jline");

    /**
     * What to open the console with.
     *
     * @param program the program's text to read in as from tape, or null to let the operator type one
     * @param origin  where the program came from (its file), for messages
     * @param start   start the program at once ({@code mir2 run}, {@code mir2 play})
     */
    public record Setup(MachineOptions machine, ConsoleOptions console, Messages tool, Transcript transcript,
            String program, String origin, boolean start) {
    }

    private ConsoleLauncher() {
    }

    /** The console on this process's terminal, or on its standard streams when there is none. */
    public static int open(Setup setup, PrintStream out, PrintStream err) throws IOException {
        JLINE.setLevel(Level.OFF);
        ProtocolRecorder protocol = protocol(setup, new PrintWriter(err, true));
        if (setup.console().paper() != null && protocol == null) {
            return ExitCode.USAGE;
        }
        if (!Interactive.terminal()) {
            BufferedReader in = new BufferedReader(new InputStreamReader(su.mir2.console.host.StandardStreams.input(), StandardCharsets.UTF_8));
            return plain(setup, protocol, in, out, err);
        }
        try (Terminal terminal = TerminalBuilder.builder()
                .system(true)
                .name("mir2")
                .encoding(StandardCharsets.UTF_8)
                .type(typeOf(System.getenv("TERM")))
                // outside the line reader and the machine's runs Ctrl-C does nothing rather than kill
                .signalHandler(Terminal.SignalHandler.SIG_IGN)
                .build()) {
            return onTerminal(setup, protocol, terminal, SessionEvents.NONE);
        }
    }

    /**
     * The terminal's type: as TERM names it, or "dumb" where TERM is unset or empty. JLine would take
     * such a terminal for an ANSI one, whose keys it does not know: F1 or Home would type the
     * letters of their escape sequences into the line.
     */
    static String typeOf(String term) {
        return term == null || term.isBlank() ? Terminal.TYPE_DUMB : term;
    }

    /** The console on a given terminal (also a test's virtual one); the protocol file is opened here. */
    static int onTerminal(Setup setup, Terminal terminal, SessionEvents events) throws IOException {
        ProtocolRecorder protocol = protocol(setup, terminal.writer());
        if (setup.console().paper() != null && protocol == null) {
            terminal.flush();
            return ExitCode.USAGE;
        }
        return onTerminal(setup, protocol, terminal, events);
    }

    private static int onTerminal(Setup setup, ProtocolRecorder protocol, Terminal terminal, SessionEvents events) {
        try (QuitKey quit = QuitKey.take(terminal); TerminalView view = new TerminalView(terminal, setup.tool())) {
            ConsoleSession session = new ConsoleSession(view, setup.machine(), setup.console(), protocol, setup.tool(),
                    setup.transcript(), events);
            try (LineReaderInput input = new LineReaderInput(terminal, setup.console().history(), session.typing(),
                    session, setup.tool())) {
                view.attach(input.reader());
                return session.run(input, setup.program(), setup.origin(), setup.start());
            }
        }
    }

    /** The console on plain lines: no terminal attached. */
    static int plain(Setup setup, BufferedReader in, PrintStream out, PrintStream err) {
        ProtocolRecorder protocol = protocol(setup, new PrintWriter(err, true));
        if (setup.console().paper() != null && protocol == null) {
            return ExitCode.USAGE;
        }
        return plain(setup, protocol, in, out, err);
    }

    private static int plain(Setup setup, ProtocolRecorder protocol, BufferedReader in, PrintStream out,
            PrintStream err) {
        try (PlainView view = new PlainView(out, err, setup.tool())) {
            ConsoleSession session = new ConsoleSession(view, setup.machine(), setup.console(), protocol, setup.tool(),
                    setup.transcript(), SessionEvents.NONE);
            try (PlainInput input = new PlainInput(in)) {
                return session.run(input, setup.program(), setup.origin(), setup.start());
            }
        }
    }

    /** The protocol file, if one was asked for; null (after saying why) when it cannot be written. */
    private static ProtocolRecorder protocol(Setup setup, PrintWriter err) {
        if (setup.console().paper() == null) {
            return null;
        }
        Writer out = OutputFiles.open(setup.console().paper(), "console.paper.unwritable", setup.tool(), line -> {
            err.println(line);
            err.flush();
        });
        return out == null ? null : new ProtocolRecorder(out);
    }
}
