package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.console.protocol.Comparison;
import su.mir2.console.protocol.Protocol;
import su.mir2.console.protocol.Replayer;
import su.mir2.machine.halt.Halt;
import su.mir2.machine.MachineOptions;

/**
 * A whole game of «НИМ» at the console, the operator's moves typed as directives the ASCII way, as
 * in the book's protocol of a game against the MIR-2: the machine takes from groups 7, 8 and 4,
 * the operator answers, and the machine wins.
 */
class NimGameTest {
    /** The book's game, as the console shows it and the paper keeps it. */
    static final String GAME = """
            ИГРА НИМ
            ВАШ СОПЕРНИК — ЭВМ МИР
            ДЕЛАЮ СВОИ ХОД
            Т=2      Л=3
            ВАШ ХОД ◊
            > «ВЫП» Т=2; Л=1; «НА» 9 «КОН» ◊
            ДЕЛАЮ СВОИ ХОД
            Т=1      Л=5
            ВАШ ХОД ◊
            > «ВЫП» Т=1; Л=0; «НА» 9 «КОН» ◊
            ДЕЛАЮ СВОИ ХОД
            Т=3      Л=1
            ВАШ ХОД ◊
            > «ВЫП» Т=2; Л=0; «НА» 9 «КОН» ◊
            ДЕЛАЮ СВОИ ХОД
            Т=3      Л=0
            ВЫ ПРОИГРАЛИ ◊
            """;

    @TempDir
    Path dir;

    @Test
    void aGameTypedAsDirectivesIsOnThePaperAndInTheProtocol() throws Exception {
        Path paper = dir.resolve("nim.txt");
        String origin = "nim.alm";
        try (ConsoleDriver at = ConsoleDriver.start(dir.resolve("history"), paper, Programs.nim(), origin)) {
            at.enter(":пуск\r");
            assertEquals(Halt.INPUT, at.lastHalt());
            at.enter("<<вып>> т=2; л=1; <<на>> 9 <<кон>> $\r");
            at.enter("<<вып>> т=1; л=0; <<на>> 9 <<кон>> $\r");
            at.enter("<<вып>> т=2; л=0; <<на>> 9 <<кон>> $\r");
            assertEquals(Halt.STOP, at.lastHalt());
            assertEquals(0, at.leave(":выход\r"));

            assertEquals(Programs.paperOpening(Programs.nim(), "nim.alm") + GAME, Files.readString(paper, StandardCharsets.UTF_8));

            assertEquals(InterruptTest.welcomeWithoutTyping()
                    + "# программа nim.alm введена с перфоленты, знаков: " + InterruptTest.symbols(Programs.nim())
                    + ". Пуск: :пуск (F5).\n"
                    + "> :пуск\n"
                    + GAME
                    + "> :выход\n"
                    + "# пульт выключен.\n", at.output());
        }
    }

    /** The protocol a session at the console leaves is one that replay reproduces: a session becomes a test. */
    @Test
    void theProtocolOfTheSessionIsReplayedAsAMatch() throws Exception {
        Path paper = dir.resolve("nim.txt");
        try (ConsoleDriver at = ConsoleDriver.start(dir.resolve("history"), paper, Programs.nim(), "nim.alm")) {
            at.enter(":пуск\r");
            at.enter("<<вып>> т=2; л=1; <<на>> 9 <<кон>> $\r");
            at.enter("<<вып>> т=1; л=0; <<на>> 9 <<кон>> $\r");
            at.leave(":выход\r");
        }
        Protocol recorded = Protocol.parse(Files.readString(paper, StandardCharsets.UTF_8));
        Protocol replayed = new Replayer(MachineOptions.defaults()).reenact(Programs.nim(), "nim.alm", recorded);
        assertTrue(Comparison.compare(recorded, replayed).matches(), () -> replayed.lines().toString());
        assertEquals(recorded.lines(), replayed.lines());
    }
}
