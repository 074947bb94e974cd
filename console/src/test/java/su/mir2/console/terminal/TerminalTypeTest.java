package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A terminal TERM does not name is taken as a dumb one, never as an ANSI one whose keys are guessed. */
class TerminalTypeTest {
    @Test
    void anUnsetOrEmptyTermIsADumbTerminal() {
        assertEquals("dumb", ConsoleLauncher.typeOf(null));
        assertEquals("dumb", ConsoleLauncher.typeOf(""));
        assertEquals("dumb", ConsoleLauncher.typeOf(" "));
    }

    @Test
    void aNamedTermIsKept() {
        assertEquals("xterm-256color", ConsoleLauncher.typeOf("xterm-256color"));
        assertEquals("screen", ConsoleLauncher.typeOf("screen"));
    }
}
