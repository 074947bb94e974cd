package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Nothing the console shows — paper, notes, status line, recalled entries — sends a control character raw. */
class ControlCharacterConsoleTest {
    private static final String WAITS = "«РАЗР»2;«ВВОД»34«КОН»◊";

    @TempDir
    Path dir;

    @Test
    void theStatusLineAndTheNotesShowAFileNameByItsCodes() throws Exception {
        try (ConsoleDriver at = ConsoleDriver.start("xterm", dir.resolve("history"), null, WAITS, "a\u001B]0;T\u0007.alm")) {
            at.enter(":пуск\r");
            at.leave(":выход\r");
            String received = at.received();
            assertTrue(received.contains("aU+001B]0;TU+0007.alm"), received);
            assertFalse(received.contains("\u001B]0;T"), received);
        }
    }

    /** The screen shows the escape by its code; the protocol keeps it, escaped, so its replay types it. */
    @Test
    void aRecalledEntryWithAnEscapeIsRefusedAndShownByItsCode() throws Exception {
        Path history = Files.writeString(dir.resolve("history"), "1700000000000:«ВЫП»«ВЫВОД»[\u001Bc]«КОН»◊\n",
                StandardCharsets.UTF_8);
        Path paper = dir.resolve("paper.txt");
        try (ConsoleDriver at = ConsoleDriver.start("xterm", history, paper, WAITS, "w.alm")) {
            at.enter(":пуск\r");
            // Ctrl-P twice: past this session's ":пуск" to the kept entry
            at.enter("\u0010\u0010\r");
            at.leave(":выход\r");
            String received = at.received();
            assertTrue(received.contains("\n    «ВЫП»«ВЫВОД»[U+001BС]«КОН»◊\n"), received);
            assertFalse(received.contains("\u001Bc") || received.contains("\u001BС"), received);
        }
        assertEquals(Programs.paperOpening(WAITS, "w.alm") + """
                ◊
                >\\ «ВЫП»«ВЫВОД»[\\u001BС]«КОН»◊
                директива:1:14: ОШИБКА: управляющего знака U+001B нет в алфавите машины
                    «ВЫП»«ВЫВОД»[U+001BС]«КОН»◊
                                 ^
                ◊
                """, Files.readString(paper, StandardCharsets.UTF_8));
    }
}
