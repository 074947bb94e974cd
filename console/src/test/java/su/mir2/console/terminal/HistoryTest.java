package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.console.protocol.Protocol;

/** What the operator typed is kept in the history file and can be typed again in the next session. */
class HistoryTest {
    @TempDir
    Path dir;

    @Test
    void anEntryOfOneSessionIsRecalledInTheNext() throws Exception {
        Path history = dir.resolve("mir2").resolve("history");
        try (ConsoleDriver at = ConsoleDriver.start("xterm", history, null, Programs.nim(), "nim.alm")) {
            at.enter(":пуск\r");
            at.enter("<<вып>> т=2; л=1; <<на>> 9 <<кон>> $\r");
            at.leave(":выход\r");
        }
        String kept = Files.readString(history, StandardCharsets.UTF_8);
        assertTrue(kept.contains("«ВЫП» Т=2; Л=1; «НА» 9 «КОН» ◊"), kept);

        Path paper = dir.resolve("p.txt");
        try (ConsoleDriver at = ConsoleDriver.start("xterm", history, paper, Programs.nim(), "nim.alm")) {
            at.enter(":пуск\r");
            // Ctrl-P three times: past this session's ":пуск" and the last one's ":выход" to its move
            at.enter("\u0010\u0010\u0010\r");
            at.leave(":выход\r");
        }
        assertEquals(List.of("«ВЫП» Т=2; Л=1; «НА» 9 «КОН» ◊"),
                Protocol.parse(Files.readString(paper, StandardCharsets.UTF_8)).operatorLines());
    }

    @Test
    void aProgramOfSeveralLinesIsOneEntryOfTheHistory() throws Exception {
        Path history = dir.resolve("history");
        try (ConsoleDriver at = ConsoleDriver.start("xterm", history, null, null, null)) {
            at.enter("<<разр>> 2;\r<<вывод>> [ДА] <<где>>\r<<кон>> $\r");
            at.leave(":выход\r");
        }
        Path paper = dir.resolve("p.txt");
        try (ConsoleDriver at = ConsoleDriver.start("xterm", history, paper, null, null)) {
            at.enter("\u0010\u0010\r");
            at.enter(":пуск\r");
            at.leave(":выход\r");
        }
        assertEquals("""
                # mir2 console: протокол сеанса за пультом ЭВМ МИР-2
                # программа набрана на пульте:
                #   «РАЗР» 2;
                #   «ВЫВОД» [ДА] «ГДЕ»
                #   «КОН» ◊
                # пуск
                ДА ◊
                """, Files.readString(paper, StandardCharsets.UTF_8));
    }
}
