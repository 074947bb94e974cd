package su.mir2.console.host;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Standard input a terminal and standard output not: the operator would type without seeing the paper. */
class TypingBlindTest {
    @Test
    void aTerminalTypingIntoAFileOrAPipeIsBlind() {
        assertTrue(StandardStreams.blind("/dev/pts/3", "/home/u/game.txt"));
        assertTrue(StandardStreams.blind("/dev/pts/3", "pipe:[81234]"));
        assertTrue(StandardStreams.blind("/dev/tty1", "/dev/null"));
    }

    @Test
    void aTerminalOnBothSidesOrInputFromElsewhereIsNot() {
        assertFalse(StandardStreams.blind("/dev/pts/3", "/dev/pts/3"));
        assertFalse(StandardStreams.blind("/dev/tty1", "/dev/tty1"));
        assertFalse(StandardStreams.blind("pipe:[81234]", "/home/u/game.txt"));
        assertFalse(StandardStreams.blind("/home/u/moves.txt", "/dev/pts/3"));
        // where /proc tells nothing, nothing is said
        assertFalse(StandardStreams.blind("", ""));
    }
}
