package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import java.util.EnumSet;
import org.jline.terminal.Attributes;
import org.jline.terminal.Terminal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.machine.halt.Halt;

/**
 * A console stopped during a run (kill -STOP) and continued (fg) finds its terminal as the shell left
 * it, in line mode with echo: it puts it back in raw mode, so that its keys, Ctrl-C among them, are
 * seen at once again.
 */
class StoppedAndContinuedTest {
    @TempDir
    Path dir;

    @Test
    void aRunContinuedAfterAStopHasItsTerminalInRawModeAgain() throws Exception {
        Terminal[] tty = new Terminal[1];
        try (ConsoleDriver at = ConsoleDriver.start(dir.resolve("history"), terminal -> {
            Attributes lineMode = terminal.getAttributes();
            lineMode.setLocalFlags(EnumSet.of(Attributes.LocalFlag.ICANON, Attributes.LocalFlag.ECHO), true);
            terminal.setAttributes(lineMode);
            tty[0] = terminal;
        })) {
            at.enter("<<разр>> 3; х=6*7; <<вывод>> х; 1. у=у+1; <<на>> 1 <<кон>> $\r");
            at.startRun(":пуск\r");
            // the machine prints only once the console watches the run's keys and signals
            at.awaitReceived("Х=42");
            Attributes lineMode = tty[0].getAttributes();
            lineMode.setLocalFlags(EnumSet.of(Attributes.LocalFlag.ICANON, Attributes.LocalFlag.ECHO), true);
            tty[0].setAttributes(lineMode);
            tty[0].raise(Terminal.Signal.CONT);
            // before, the terminal stayed in line mode until the run ended
            assertFalse(tty[0].getAttributes().getLocalFlag(Attributes.LocalFlag.ICANON));
            assertFalse(tty[0].getAttributes().getLocalFlag(Attributes.LocalFlag.ECHO));
            at.enter("\u0003");
            assertEquals(Halt.INTERRUPTED, at.lastHalt());
            assertEquals(0, at.leave(":выход\r"));
        }
    }
}
