package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.machine.halt.Halt;

/** The console's typewriter prints as it goes: a line without its end is seen while the run goes on. */
class PaperAsItGoesTest {
    @TempDir
    Path dir;

    @Test
    void aLineBegunBeforeAnEndlessLoopIsShownDuringTheLoop() throws Exception {
        try (ConsoleDriver at = ConsoleDriver.start(dir.resolve("history"), null, null, null)) {
            at.enter("<<разр>> 3; х=6*7; <<вывод>> х; 1. у=у+1; <<на>> 1 <<кон>> $\r");
            at.startRun(":пуск\r");
            // before, it stayed in the terminal's buffer until the run ended
            at.awaitReceived("Х=42");
            assertEquals(null, at.lastHalt());
            at.enter("\u0003");
            assertEquals(Halt.INTERRUPTED, at.lastHalt());
            assertEquals(0, at.leave(":выход\r"));
        }
    }
}
