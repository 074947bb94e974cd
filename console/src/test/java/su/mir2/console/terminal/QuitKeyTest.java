package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.jline.terminal.Attributes;
import org.jline.terminal.Terminal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.machine.halt.Halt;

/**
 * Ctrl-\ at a terminal: its signal (SIGQUIT) would make Java print its threads onto the paper, so
 * while the console holds the terminal the key makes no signal and does what Ctrl-C does.
 */
class QuitKeyTest {
    private static final int CTRL_BACKSLASH = 0x1C;

    @TempDir
    Path dir;

    @Test
    void ctrlBackslashStopsARunAsCtrlCDoesAndTheTerminalGetsItsQuitKeyBack() throws Exception {
        AtomicInteger quits = new AtomicInteger();
        Terminal[] tty = new Terminal[1];
        try (ConsoleDriver at = ConsoleDriver.start(dir.resolve("history"), terminal -> {
            // as a terminal's line discipline is set: Ctrl-C and Ctrl-\ make signals
            Attributes attributes = terminal.getAttributes();
            attributes.setLocalFlag(Attributes.LocalFlag.ISIG, true);
            attributes.setControlChar(Attributes.ControlChar.VINTR, 3);
            attributes.setControlChar(Attributes.ControlChar.VQUIT, CTRL_BACKSLASH);
            terminal.setAttributes(attributes);
            // what the Java machine would do: print its threads
            terminal.handle(Terminal.Signal.QUIT, signal -> quits.incrementAndGet());
            tty[0] = terminal;
        })) {
            at.enter("<<разр>> 2; 1. х=х+1; <<на>> 1 <<кон>> $\r");
            at.startRun(":пуск\r");
            at.enter("\u001c");
            assertEquals(Halt.INTERRUPTED, at.lastHalt());
            // and, right after the stop, leaves as a second Ctrl-C does
            assertEquals(0, at.leave("\u001c"));
            assertEquals(InterruptTest.welcome()
                    + "> «РАЗР» 2; 1. Х=Х+1; «НА» 1 «КОН» ◊\n"
                    + "# программа введена, знаков: 15. Пуск: :пуск (F5).\n"
                    + "> :пуск\n"
                    + "◊\n"
                    + "# счёт прерван оператором; программа и её величины сохранены. Ещё раз Ctrl-C — выход.\n"
                    + ">\n"
                    + "# пульт выключен.\n", at.output().replaceFirst("# остановлена перед 1:\\d+  (Х=Х\\+1|«НА»1)\n", ""));
        }
        assertEquals(0, quits.get());
        assertEquals(CTRL_BACKSLASH, tty[0].getAttributes().getControlChar(Attributes.ControlChar.VQUIT));
    }
}
