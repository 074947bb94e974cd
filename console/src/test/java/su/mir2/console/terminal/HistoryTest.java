package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.console.protocol.Protocol;
import su.mir2.messages.Messages;

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

    /** A closed window or a dropped connection ends the typing as Ctrl-D does: no internal error, history kept. */
    @Test
    void aTerminalThatGoesAwayEndsTheSessionAndItsHistoryIsKept() throws Exception {
        Path history = dir.resolve("mir2").resolve("history");
        try (ConsoleDriver at = ConsoleDriver.start("xterm", history, null, Programs.nim(), "nim.alm")) {
            at.enter(":пуск\r");
            at.enter("<<вып>> т=2; л=1; <<на>> 9 <<кон>> $\r");
            assertEquals(0, at.loseTerminal());
        }
        String kept = Files.readString(history, StandardCharsets.UTF_8);
        assertTrue(kept.contains("«ВЫП» Т=2; Л=1; «НА» 9 «КОН» ◊"), kept);
    }

    /** The program running when the terminal goes away is stopped: nobody could stop it after. */
    @Test
    void aTerminalThatGoesAwayDuringARunStopsTheRunAndEndsTheSession() throws Exception {
        try (ConsoleDriver at = ConsoleDriver.start("xterm", dir.resolve("history"), null,
                "«РАЗР»3;1.X=X+1;«НА»1«КОН»◊", "endless.alm")) {
            at.startRun(":пуск\r");
            assertEquals(0, at.loseTerminal());
        }
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
                #! typed:
                #!| «РАЗР» 2;
                #!| «ВЫВОД» [ДА] «ГДЕ»
                #!| «КОН» ◊
                # пуск
                #! start
                ДА ◊
                """, Files.readString(paper, StandardCharsets.UTF_8));
    }

    @Test
    void aLongHistoryIsCutToItsLastEntriesBeforeTheSessionBegins() throws Exception {
        Path history = dir.resolve("history");
        java.util.List<String> lines = new java.util.ArrayList<>();
        for (int i = 1; i <= 3000; i++) {
            lines.add("1795787546397:«ВЫП»X=" + i + "«КОН»◊");
        }
        Files.write(history, lines, StandardCharsets.UTF_8);
        try (ConsoleDriver at = ConsoleDriver.start("xterm", history, null, null, null)) {
            at.enter(":состояние\r");
            // cut as it was opened, not at the exit, where JLine's own cut took time growing as its square:
            // its last 1 000 entries, then the one of this session
            java.util.List<String> kept = Files.readAllLines(history, StandardCharsets.UTF_8);
            assertEquals(1001, kept.size());
            assertEquals(String.join("\n", lines.subList(2000, 3000)), String.join("\n", kept.subList(0, 1000)));
            assertTrue(kept.get(1000).endsWith(":состояние"), kept.get(1000));
            assertEquals(0, at.leave(":выход\r"));
        }
    }

    @Test
    void aHistoryThatCannotBeReadIsSetAsideAndTheConsoleStarts() throws Exception {
        Path history = dir.resolve("history");
        byte[] invalid = {'1', '2', ':', (byte) 0xFF, '\n'};
        Files.write(history, invalid);
        try (ConsoleDriver at = ConsoleDriver.start("xterm", history, null, null, null)) {
            at.enter(":пуск\r");
            assertEquals(0, at.leave(":выход\r"));
            assertTrue(unwrapped(at.output()).startsWith("# историю " + history + " не удаётся прочитать; она отложена в "
                    + history + ".unreadable, начата новая\n"), at.output());
        }
        assertArrayEquals(invalid, Files.readAllBytes(dir.resolve("history.unreadable")));
        assertTrue(Files.readString(history, StandardCharsets.UTF_8).contains(":пуск"));
    }

    @Test
    void aDirectoryAsTheHistoryCostsTheSessionItsHistoryOnly() throws Exception {
        try (ConsoleDriver at = ConsoleDriver.start("xterm", dir, null, null, null)) {
            at.enter(":пуск\r");
            assertEquals(0, at.leave(":выход\r"));
            assertTrue(unwrapped(at.output()).startsWith("# история не хранится в " + dir
                    + ": это каталог; в этом сеансе её не будет\n"), at.output());
        }
    }

    /** Where the state directory cannot be made, the note gives the cause, not "not a writable file". */
    @Test
    void aHistoryWhoseDirectoryCannotBeMadeIsToldWhy() throws Exception {
        Files.writeString(dir.resolve("state"), "a file where the directory would be");
        Path history = dir.resolve("state").resolve("mir2").resolve("history");
        try (ConsoleDriver at = ConsoleDriver.start("xterm", history, null, null, null)) {
            assertEquals(0, at.leave(":выход\r"));
            assertTrue(unwrapped(at.output()).startsWith("# история не хранится в " + history
                    + ": в пути не каталог; в этом сеансе её не будет\n"), at.output());
        }
    }

    /** A history that cannot be written after the session began (a full disk) is said once, not lost silently. */
    @Test
    void aHistoryThatCannotBeWrittenIsSaidOnce() throws Exception {
        Path state = dir.resolve("state");
        Path history = state.resolve("history");
        try (ConsoleDriver at = ConsoleDriver.start("xterm", history, null, null, null)) {
            at.enter(":состояние\r");
            Files.delete(history);
            Files.delete(state);
            Files.writeString(state, "a file where the directory was");
            at.enter(":помощь\r");
            at.enter(":состояние\r");
            assertEquals(0, at.leave(":выход\r"));
            String note = "# история не записывается в " + history + ": в пути не каталог; она будет только до конца сеанса\n";
            String shown = unwrapped(at.output());
            // on a line of its own after the entry whose saving failed, and only once
            assertTrue(shown.indexOf(note) > shown.indexOf(":помощь\n"), shown);
            assertTrue(shown.indexOf(note) < shown.indexOf("ПУЛЬТ ЭВМ МИР-2"), shown);
            assertEquals(shown.indexOf(note), shown.lastIndexOf(note), shown);
        }
    }

    @Test
    void aNewHistoryIsReadableByItsOwnerAlone() throws Exception {
        Path history = dir.resolve("state").resolve("history");
        try (ConsoleDriver at = ConsoleDriver.start("xterm", history, null, null, null)) {
            at.leave(":выход\r");
        }
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(history)));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(history.getParent())));
    }

    /** A note broken to keep within 100 columns, joined again; every line of it checked for its width. */
    private static String unwrapped(String shown) {
        for (String line : shown.split("\n")) {
            assertTrue(!line.startsWith("#") || line.length() <= 100, line);
        }
        return shown.replace("\n  ", " ");
    }

    @Test
    void aControlCharacterIsKeptInItsUnicodeFormNeverRaw() {
        KeptHistory kept = new KeptHistory(Messages.of(su.mir2.console.host.Tool.BUNDLE, Messages.RUSSIAN), line -> { });
        kept.add(java.time.Instant.EPOCH, "«ВЫП»\u001b[2J\tX=1\u202e\n«КОН»◊");
        // the line's layout (a tab, a line break) stays; an invisible format character is a control too
        assertEquals("«ВЫП»U+001B[2J\tX=1U+202E\n«КОН»◊", kept.get(0));
    }
}
