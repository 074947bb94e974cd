package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.machine.halt.Halt;

/** A terminal resized while the machine runs: the status line takes the new width at once. */
class ResizeTest {
    private static final String LOOP = "«РАЗР»2;1.И=И+1;«НА»1«КОН»◊";
    /** │ as an xterm is sent it: a line-drawing character of its alternate set. */
    private static final String BAR = "\u001B(0x\u001B(B";

    @TempDir
    Path dir;

    /**
     * The status line « МИР-2 │ счёт │ программа: loop.alm │ клавиши: как есть │ скорость: полная»
     * is 75 columns; in 60 it is cut to 59 and JLine's «…». Before, nothing was drawn at the resize,
     * and the line kept its old width until the next one.
     */
    @Test
    void theStatusLineIsDrawnAtTheNewWidthAsSoonAsTheTerminalIsResizedDuringARun() throws Exception {
        try (ConsoleDriver at = ConsoleDriver.start("xterm", dir.resolve("history"), null, LOOP, "loop.alm")) {
            at.startRun(":пуск\r");
            int before = at.received().length();
            at.resize(60, 40);
            String drawn = at.received().substring(before);
            assertTrue(drawn.contains(String.join(BAR, " МИР-2 ", " счёт ", " программа: loop.alm ",
                    " клавиши: как есть ", " с…")), drawn);
            at.enter("\u0003");
            assertEquals(Halt.INTERRUPTED, at.lastHalt());
            assertEquals(0, at.leave(":выход\r"));
        }
    }
}
