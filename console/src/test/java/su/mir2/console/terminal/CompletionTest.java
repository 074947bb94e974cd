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

/**
 * Tab at the line reader completes service words (and console commands) to their canonical form. A
 * dumb terminal has no Tab (the line is the terminal's to edit), so these run on an xterm.
 */
class CompletionTest {
    @TempDir
    Path dir;

    @Test
    void tabTurnsTheLettersOfAServiceWordIntoTheWholeWord() throws Exception {
        Path paper = dir.resolve("p.txt");
        try (ConsoleDriver at = ConsoleDriver.start("xterm", dir.resolve("history"), paper, Programs.nim(), "nim.alm")) {
            at.enter(":пу\t\r");
            at.enter("вып\t т=2; л=1; на\t 9 кон\t $\r");
            at.enter("<<вы\tп\t т=1; л=0; <<на\t 9 vyp\t\u0008\u0008\u0008\u0008\u0008\u0008\u0008\u0008\u0008\u0008\u0008кон\t $\r");
            at.leave(":выход\r");
        }
        assertEquals(List.of("«ВЫПОЛНИТЬ» Т=2; Л=1; «НА» 9 «КОНЕЦ» ◊", "«ВЫПОЛНИТЬ» Т=1; Л=0; «НА» 9 «КОНЕЦ» ◊"),
                Protocol.parse(Files.readString(paper, StandardCharsets.UTF_8)).operatorLines());
    }

    @Test
    void latinLettersOfAServiceWordCompleteThroughTransliteration() throws Exception {
        Path paper = dir.resolve("p.txt");
        try (ConsoleDriver at = ConsoleDriver.start("xterm", dir.resolve("history"), paper, Programs.nim(), "nim.alm")) {
            at.enter(":start\r");
            at.enter("vyp\t т=2; л=1; <<na\t 9 <<kon\t $\r");
            at.leave(":quit\r");
        }
        assertEquals(List.of("«ВЫПОЛНИТЬ» Т=2; Л=1; «НА» 9 «КОНЕЦ» ◊"),
                Protocol.parse(Files.readString(paper, StandardCharsets.UTF_8)).operatorLines());
    }

    @Test
    void aCompletedConsoleCommandIsFollowedByABlankForItsArgument() throws Exception {
        Path program = Files.writeString(dir.resolve("p.alm"), "«РАЗР»2;X=1«КОН»◊", StandardCharsets.UTF_8);
        try (ConsoleDriver at = ConsoleDriver.start("xterm", dir.resolve("history"), null, null, null)) {
            at.enter(":лен\t" + program + "\r");
            at.leave(":выход\r");
            assertTrue(at.output().contains("# программа " + program + " введена с перфоленты"), at.output());
        }
    }
}
