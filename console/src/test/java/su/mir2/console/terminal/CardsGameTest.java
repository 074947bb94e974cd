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
import su.mir2.console.BookShelf;
import su.mir2.console.protocol.Comparison;
import su.mir2.console.protocol.Protocol;
import su.mir2.console.protocol.Replayer;
import su.mir2.machine.MachineOptions;

/**
 * The card program, whose concrete text the book lost, runs with the training cards built from the
 * chapter's rule (X1 = X2 = 0, X6 = 1): the shipped test cards are answered at the console, and the
 * book's two surviving examples are replayed.
 */
class CardsGameTest {
    private static final Path CARDS = Path.of("..", "programs", "book", "cards");

    @TempDir
    Path dir;

    @Test
    void theTestCardsAreAnsweredAtTheConsole() throws Exception {
        Path program = CARDS.resolve("built.alm");
        Path paper = dir.resolve("cards.txt");
        List<String> cards = Files.readAllLines(CARDS.resolve("test-cards.txt"), StandardCharsets.UTF_8);
        try (ConsoleDriver at = ConsoleDriver.start(Terminal.TYPE_DUMB, MachineOptions.defaults(),
                new ConsoleOptions(Speed.FULL, false, paper, null), "ru",
                Files.readString(program, StandardCharsets.UTF_8), program.toString(), true)) {
            // the console types the Latin letters that look like Cyrillic ones as those Cyrillic letters
            for (String card : cards) {
                at.enter(card.replace("«", "<<").replace("»", ">>").replace("◊", "$") + "\r");
            }
            at.leave(":выход\r");
        }
        String[] answers = {"НАША", "НАША", "НЕ НАША", "НЕ НАША", "НЕ НАША", "НАША"};
        StringBuilder expected = new StringBuilder(Programs.paperOpening(
                Files.readString(program, StandardCharsets.UTF_8), program.toString()) + """
                ЭТАП ОБУЧЕНИЯ ЗАВЕРШЕН
                Я ГОТОВА ОТВЕТИТЬ НА ВОПРОС, ЯВЛЯЕТСЯ ЛИ КАРТА НАШЕЙ ◊
                """);
        for (int i = 0; i < answers.length; i++) {
            expected.append("> ").append(cards.get(i).replace("A=A", "А=А").replace("X1", "Х1")).append('\n')
                    .append(answers[i]).append(" ◊\n");
        }
        assertEquals(expected.toString(), Files.readString(paper, StandardCharsets.UTF_8));
    }

    @Test
    void theBooksTwoSurvivingExamplesAreReplayed() throws Exception {
        BookShelf.Entry cards = new BookShelf(Path.of("..", "programs")).book().find("cards");
        assertEquals(BookShelf.BUILT, cards.authoritative());
        Protocol book = Protocol.parse(Files.readString(cards.protocol(), StandardCharsets.UTF_8));
        Protocol replayed = new Replayer(MachineOptions.defaults()).reenact(
                Files.readString(cards.variant(BookShelf.BUILT), StandardCharsets.UTF_8), "built.alm", book);
        assertTrue(Comparison.compare(book, replayed).matches(), () -> replayed.lines().toString());
        assertEquals(List.of("ЭТАП ОБУЧЕНИЯ ЗАВЕРШЕН", "Я ГОТОВА ОТВЕТИТЬ НА ВОПРОС, ЯВЛЯЕТСЯ ЛИ КАРТА НАШЕЙ ◊",
                "> " + book.operatorLines().get(0), "НАША ◊", "> " + book.operatorLines().get(1), "НЕ НАША ◊"),
                replayed.lines().stream().map(l -> (l.operator() ? "> " : "") + l.text()).toList());
    }
}
