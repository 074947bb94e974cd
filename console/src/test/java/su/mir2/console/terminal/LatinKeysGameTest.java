package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.jline.terminal.Terminal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.console.protocol.Comparison;
import su.mir2.console.protocol.Protocol;
import su.mir2.machine.halt.Halt;
import su.mir2.machine.MachineOptions;

/**
 * Every book game played to its end at the console with Latin keys only, transliteration on (Ctrl-T):
 * the paper is the book's protocol. A transliterated name the program does not have is read as the
 * Latin one it has (Л as L in «Тригекс», П as P and Л5 as L5 in «Гонки»), with a note.
 */
class LatinKeysGameTest {
    private static final Path BOOK = Path.of("..", "programs", "book");

    @TempDir
    Path dir;

    @Test
    void nim() throws Exception {
        play("nim", "printed.alm", List.of(
                "<<vyp>> t=2; l=1; <<na>> 9 <<kon>> $",
                "<<vyp>> t=1; l=0; <<na>> 9 <<kon>> $",
                "<<vyp>> t=2; l=0; <<na>> 9 <<kon>> $"));
    }

    @Test
    void trigex() throws Exception {
        String notes = play("trigex", "fixed.alm", List.of(
                "<<vyp>>l=3; <<na>>2 <<kon>> $",
                "<<vyp>>l=8; <<na>>2 <<kon>> $",
                "<<vyp>>l=9; <<na>>2 <<kon>> $",
                "<<vyp>>l=4; <<na>>2 <<kon>> $"));
        assertEquals("# имя Л прочитано как латинское L: такое есть в программе, Л — нет.\n".repeat(4), notes);
    }

    @Test
    void gonki() throws Exception {
        String notes = play("gonki", "fixed.alm", List.of(
                "<<vyp>> t=6; p=5; <<na>>l5 <<kon>> $",
                "<<vyp>> t=14; p=6; <<na>>l5 <<kon>> $"));
        assertEquals(("# имя П прочитано как латинское P: такое есть в программе, П — нет.\n"
                + "# имя Л5 прочитано как латинское L5: такое есть в программе, Л5 — нет.\n").repeat(2), notes);
    }

    /** Plays the moves; the paper must match the book's protocol. Returns the console's notes on names. */
    private String play(String game, String variant, List<String> moves) throws Exception {
        Path program = BOOK.resolve(game).resolve(variant);
        Path paper = dir.resolve(game + ".txt");
        try (ConsoleDriver at = ConsoleDriver.start(Terminal.TYPE_DUMB, MachineOptions.defaults(),
                new ConsoleOptions(Speed.FULL, false, paper, null), "ru",
                Files.readString(program, StandardCharsets.UTF_8), program.toString(), true)) {
            at.enter("\u0014\r");
            for (String move : moves) {
                assertTrue(move.chars().allMatch(c -> c < 128), move);
                at.enter(move + "\r");
            }
            assertEquals(Halt.STOP, at.lastHalt());
            at.leave(":выход\r");
            Protocol book = Protocol.parse(Files.readString(BOOK.resolve(game).resolve("protocol.txt"), StandardCharsets.UTF_8));
            Protocol played = Protocol.parse(Files.readString(paper, StandardCharsets.UTF_8));
            Comparison.Outcome outcome = Comparison.compare(book, played);
            assertTrue(outcome.matches(), () -> outcome.diff().toString());
            return at.output().lines().filter(l -> l.startsWith("# имя")).map(l -> l + "\n")
                    .reduce("", String::concat);
        }
    }
}
