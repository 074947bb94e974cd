package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.function.Consumer;
import org.jline.terminal.Size;
import org.jline.terminal.Terminal;
import org.jline.terminal.impl.DumbTerminal;
import su.mir2.console.host.Transcript;
import su.mir2.machine.halt.Halt;
import su.mir2.machine.MachineOptions;
import su.mir2.messages.Messages;

/**
 * A person at the console, for tests: the real console and JLine line reader on a dumb virtual
 * terminal, keys typed into it one entry at a time, as soon as the console waits for them. The
 * console reports its moments ({@link SessionEvents}), so the test never guesses with sleeps.
 */
final class ConsoleDriver implements AutoCloseable {
    private static final Duration PATIENCE = Duration.ofSeconds(20);

    private final KeyboardStream keyboard = new KeyboardStream();
    private final ByteArrayOutputStream screen = new ByteArrayOutputStream();
    private final Terminal terminal;
    private final Thread console;
    private int entriesAwaited;
    private int runsStarted;
    private Halt lastHalt;
    private boolean finished;
    private Integer exitCode;
    private Throwable failure;

    private ConsoleDriver(ConsoleLauncher.Setup setup, String terminalType) throws IOException {
        // JLine's DumbTerminal reads only when asked, so keys wait for the console; its type chooses
        // the capabilities: "dumb" for a terminal without cursor control, "xterm" for one with it
        terminal = new DumbTerminal("test", terminalType, keyboard, synchronizedScreen(), StandardCharsets.UTF_8);
        terminal.setSize(new Size(120, 40));
        SessionEvents events = new SessionEvents() {
            @Override
            public void awaitingEntry() {
                synchronized (ConsoleDriver.this) {
                    entriesAwaited++;
                    ConsoleDriver.this.notifyAll();
                }
            }

            @Override
            public void runStarted() {
                synchronized (ConsoleDriver.this) {
                    runsStarted++;
                    ConsoleDriver.this.notifyAll();
                }
            }

            @Override
            public void runFinished(Halt halt) {
                synchronized (ConsoleDriver.this) {
                    lastHalt = halt;
                    ConsoleDriver.this.notifyAll();
                }
            }
        };
        console = new Thread(() -> {
            int code = -1;
            Throwable t = null;
            try {
                code = ConsoleLauncher.onTerminal(setup, terminal, events);
            } catch (Throwable e) {
                t = e;
            }
            synchronized (ConsoleDriver.this) {
                exitCode = code;
                failure = t;
                finished = true;
                ConsoleDriver.this.notifyAll();
            }
        }, "console under test");
        console.setDaemon(true);
    }

    /** The screen's stream, written by the console's and the machine's threads. */
    private java.io.OutputStream synchronizedScreen() {
        return new java.io.OutputStream() {
            @Override
            public void write(int b) {
                synchronized (screen) {
                    screen.write(b);
                    screen.notifyAll();
                }
            }

            @Override
            public void write(byte[] b, int off, int len) {
                synchronized (screen) {
                    screen.write(b, off, len);
                    screen.notifyAll();
                }
            }
        };
    }

    /** The console in Russian on a dumb terminal, at full speed, keeping its history in {@code history}. */
    static ConsoleDriver start(Path history, Path paper, String program, String origin) throws IOException {
        return start(Terminal.TYPE_DUMB, history, paper, program, origin);
    }

    /** The same on a terminal of the given type ("xterm": cursor control, line editing, Tab). */
    static ConsoleDriver start(String terminalType, Path history, Path paper, String program, String origin)
            throws IOException {
        return start(terminalType, MachineOptions.defaults(), new ConsoleOptions(Speed.FULL, false, paper, history),
                "ru", program, origin, false);
    }

    static ConsoleDriver start(String terminalType, MachineOptions machine, ConsoleOptions options, String language,
            String program, String origin, boolean startAtOnce) throws IOException {
        return start(terminalType, machine, options, language, program, origin, startAtOnce, terminal -> { });
    }

    /**
     * The console in Russian on a dumb terminal that {@code before} sets up first, as a real one is set
     * (its control characters, what its signals do).
     */
    static ConsoleDriver start(Path history, Consumer<Terminal> before) throws IOException {
        return start(Terminal.TYPE_DUMB, MachineOptions.defaults(), new ConsoleOptions(Speed.FULL, false, null, history),
                "ru", null, null, false, before);
    }

    private static ConsoleDriver start(String terminalType, MachineOptions machine, ConsoleOptions options,
            String language, String program, String origin, boolean startAtOnce, Consumer<Terminal> before)
            throws IOException {
        Messages tool = Messages.of(su.mir2.console.host.Tool.BUNDLE, Messages.forLanguage(language).locale());
        ConsoleLauncher.Setup setup = new ConsoleLauncher.Setup(machine.withMessages(Messages.forLanguage(language)),
                options, tool, new Transcript(), program, origin, startAtOnce);
        ConsoleDriver driver = new ConsoleDriver(setup, terminalType);
        before.accept(driver.terminal);
        driver.console.start();
        driver.awaitEntries(1);
        return driver;
    }

    /** Types the keys of one entry (Enter included) and waits until the console wants the next one. */
    synchronized void enter(String keys) {
        int before = entriesAwaited;
        keyboard.type(keys);
        awaitEntries(before + 1);
    }

    /**
     * Pastes {@code text} as a terminal does with bracketed paste (the text between the marks that
     * tell it from typing) and waits until the console wants the entry after {@code entries} more.
     */
    synchronized void paste(String text, int entries) {
        int before = entriesAwaited;
        keyboard.type("\u001b[200~" + text + "\u001b[201~");
        awaitEntries(before + entries);
    }

    /** Types keys without waiting for anything. */
    void type(String keys) {
        keyboard.type(keys);
    }

    /** Types the keys that start a run and waits until the machine is running. */
    synchronized void startRun(String keys) {
        int before = runsStarted;
        keyboard.type(keys);
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (runsStarted == before) {
            waitUntil(deadline, "the machine to start running");
        }
    }

    /** The terminal's window made {@code columns} × {@code rows}, as a resize tells a program: by SIGWINCH. */
    void resize(int columns, int rows) {
        terminal.setSize(new Size(columns, rows));
        terminal.raise(Terminal.Signal.WINCH);
    }

    /** Types keys and waits until the console has ended. */
    synchronized int leave(String keys) {
        keyboard.type(keys);
        return awaitExit();
    }

    /** The terminal goes away under the console; waits until the console has ended. */
    synchronized int loseTerminal() {
        keyboard.lose();
        return awaitExit();
    }

    synchronized int awaitExit() {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (!finished) {
            waitUntil(deadline, "the console to end");
        }
        if (failure != null) {
            throw new AssertionError("the console failed", failure);
        }
        return exitCode;
    }

    synchronized void awaitEntries(int count) {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (entriesAwaited < count) {
            if (finished) {
                throw new AssertionError("the console ended instead of waiting for an entry:\n" + output(), failure);
            }
            waitUntil(deadline, "the console to wait for an entry");
        }
    }

    /** Waits until the terminal has received {@code text}, whatever the console is doing meanwhile. */
    void awaitReceived(String text) {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        synchronized (screen) {
            while (!screen.toString(StandardCharsets.UTF_8).contains(text)) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    fail("timed out waiting for the terminal to receive " + text + "; it shows:\n" + output());
                }
                try {
                    screen.wait(Math.max(1, left / 1_000_000));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    fail("interrupted");
                }
            }
        }
    }

    synchronized Halt lastHalt() {
        return lastHalt;
    }

    private void waitUntil(long deadline, String what) {
        long left = deadline - System.nanoTime();
        if (left <= 0) {
            fail("timed out waiting for " + what + "; the terminal shows:\n" + output());
        }
        try {
            wait(Math.max(1, left / 1_000_000));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            fail("interrupted");
        }
    }

    /**
     * What a dumb terminal shows of everything it received: a carriage return goes back to the start
     * of the line, and what follows overwrites it (JLine rubs out a prompt so); trailing blanks are
     * not seen.
     */
    String output() {
        String raw;
        synchronized (screen) {
            raw = screen.toString(StandardCharsets.UTF_8);
        }
        StringBuilder shown = new StringBuilder();
        StringBuilder line = new StringBuilder();
        int column = 0;
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c == '\n') {
                shown.append(line.toString().stripTrailing()).append('\n');
                line.setLength(0);
                column = 0;
            } else if (c == '\r') {
                column = 0;
            } else {
                if (column < line.length()) {
                    line.setCharAt(column, c);
                } else {
                    line.append(c);
                }
                column++;
            }
        }
        return shown.append(line).toString();
    }

    /** Exactly what the terminal received. */
    String received() {
        synchronized (screen) {
            return screen.toString(StandardCharsets.UTF_8);
        }
    }

    @Override
    public void close() throws IOException {
        keyboard.end();
        try {
            console.join(PATIENCE.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        terminal.close();
    }
}
