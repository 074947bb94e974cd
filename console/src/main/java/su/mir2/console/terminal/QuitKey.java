package su.mir2.console.terminal;

import org.jline.terminal.Attributes;
import org.jline.terminal.Terminal;

/**
 * The terminal's quit key (Ctrl-\) while the console holds the terminal. Its signal, SIGQUIT, is the
 * Java machine's own: it would print the emulator's threads onto the paper (and -Xrs, which frees it,
 * would also drop the hooks that save the paper at the end). So the terminal is told to make no signal
 * of it; the key then reaches the console, which takes it as Ctrl-C. The key is given back on leaving.
 */
final class QuitKey implements AutoCloseable {
    /** Ctrl-\ as a key, once the terminal no longer makes a signal of it. */
    static final int KEY = 0x1C;
    /** What a terminal's control character is set to where it is to have none (POSIX _POSIX_VDISABLE). */
    private static final int NONE = 0;

    private final Terminal terminal;
    private final int before;

    private QuitKey(Terminal terminal, int before) {
        this.terminal = terminal;
        this.before = before;
    }

    /** Takes the quit key from the terminal; where the terminal has gone away there is nothing to take. */
    static QuitKey take(Terminal terminal) {
        int before = NONE;
        try {
            Attributes attributes = terminal.getAttributes();
            before = attributes.getControlChar(Attributes.ControlChar.VQUIT);
            if (before != NONE) {
                set(terminal, NONE);
            }
        } catch (java.io.IOError gone) {
            before = NONE;
        }
        return new QuitKey(terminal, before);
    }

    private static void set(Terminal terminal, int character) {
        Attributes attributes = terminal.getAttributes();
        attributes.setControlChar(Attributes.ControlChar.VQUIT, character);
        terminal.setAttributes(attributes);
    }

    @Override
    public void close() {
        if (before == NONE) {
            return;
        }
        try {
            set(terminal, before);
        } catch (java.io.IOError gone) {
            // the terminal has gone away, and its settings with it
        }
    }
}
