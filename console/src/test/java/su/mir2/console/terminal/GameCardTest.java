package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.jline.terminal.Terminal;
import su.mir2.console.host.Tool;
import su.mir2.machine.MachineOptions;
import su.mir2.messages.Messages;

/**
 * A newcomer at the machine with one of the book's games: its card (what the game is, how a move is
 * typed, what the answers mean) comes before the game and with F1, off the paper; at the game's end
 * the console says how to play again.
 */
class GameCardTest {
    private static final Path NIM = Path.of("..", "programs", "book", "nim", "printed.alm");

    @TempDir
    Path dir;

    @Test
    void theCardComesBeforeTheGameAndWithTheHelpKeyAndTheEndSaysHowToPlayAgain() throws Exception {
        String program = Files.readString(NIM, StandardCharsets.UTF_8);
        String card = Files.readString(NIM.resolveSibling("card.ru.txt"), StandardCharsets.UTF_8).stripTrailing();
        Path paper = dir.resolve("paper.txt");
        try (ConsoleDriver at = ConsoleDriver.start(Terminal.TYPE_DUMB, MachineOptions.defaults(),
                new ConsoleOptions(Speed.FULL, false, paper, null), "ru", program, NIM.toString(), true)) {
            at.type("\u001bh");
            at.enter("<<вып>> т=2; л=1; <<на>> 9 <<кон>> $\r");
            at.enter("<<вып>> т=1; л=0; <<на>> 9 <<кон>> $\r");
            at.enter("<<вып>> т=2; л=0; <<на>> 9 <<кон>> $\r");
            at.leave(":выход\r");
            // the book's game, the card shown again between the machine's opening and the first move
            int firstMove = NimGameTest.GAME.indexOf("> ");
            String game = NimGameTest.GAME.substring(0, firstMove);
            String moves = NimGameTest.GAME.substring(firstMove);
            assertEquals(InterruptTest.welcomeWithoutTyping()
                    + "# программа " + NIM + " введена с перфоленты, знаков: "
                    + InterruptTest.symbols(program) + "; пуск.\n"
                    + card + "\n"
                    + game
                    + card + "\n"
                    + "# Справка пульта: :помощь.\n"
                    + moves
                    + "# Игра окончена. Сыграть ещё раз: :заново.\n"
                    + "> :выход\n"
                    + "# пульт выключен.\n", at.output());
            // the card and the notes are the console's, not the machine's: the paper has the game only
            assertEquals(Programs.paperOpening(program, NIM.toString())
                    + game + moves, Files.readString(paper, StandardCharsets.UTF_8));
        }
    }

    @Test
    void aProgramWithoutACardIsIntroducedAsBefore() throws Exception {
        try (ConsoleDriver at = ConsoleDriver.start(dir.resolve("history"), null, Programs.nim(), "nim.alm")) {
            at.type("\u001bh");
            at.leave(":выход\r");
            assertEquals(InterruptTest.welcomeWithoutTyping()
                    + "# программа nim.alm введена с перфоленты, знаков: " + InterruptTest.symbols(Programs.nim())
                    + ". Пуск: :пуск (F5).\n"
                    + HelpText.build(Messages.of(Tool.BUNDLE, Messages.RUSSIAN), dir.resolve("history")) + "\n"
                    + "> :выход\n"
                    + "# пульт выключен.\n", at.output());
        }
    }
}
