package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Several entries pasted at once are taken as the pipe takes them: one by one, each at its end sign,
 * a line beginning with ':' after one being a console command. Pasting needs a terminal that marks
 * it (bracketed paste), so these run on an xterm.
 */
class PasteTest {
    /** The paper of a session that typed the program and then the first directive pasted. */
    private static final String OPENING = "# mir2 console: протокол сеанса за пультом ЭВМ МИР-2\n"
            + "# программа набрана на пульте:\n"
            + "#! typed:\n"
            + "#!| «РАЗР» 2; Х=7 «КОН» ◊\n"
            + "> «ВЫП» «ВЫВОД» Х «КОН» ◊\n"
            + "Х=0 ◊\n";

    @TempDir
    Path dir;

    @Test
    void pastedDirectivesAndACommandAreEachTakenInTurnWithoutAnotherEnter() throws Exception {
        Path paper = dir.resolve("p.txt");
        Path history = dir.resolve("history");
        try (ConsoleDriver at = ConsoleDriver.start("xterm", history, paper, null, null)) {
            at.enter("<<разр>> 2; х=7 <<кон>> $\r");
            // before, the three lines were one entry, refused whole, and it waited for another Enter
            at.paste("<<вып>> <<вывод>> х <<кон>> $\n<<вып>> х=х+1; <<вывод>> х <<кон>> $\n:пуск\n", 3);
            at.leave(":выход\r");
        }
        assertEquals(OPENING
                + "> «ВЫП» Х=Х+1; «ВЫВОД» Х «КОН» ◊\n"
                + "Х=1 ◊\n"
                + "# пуск\n"
                + "#! start\n"
                + "◊\n", Files.readString(paper, StandardCharsets.UTF_8));
        assertEquals(List.of("«РАЗР» 2; Х=7 «КОН» ◊", "«ВЫП» «ВЫВОД» Х «КОН» ◊", "«ВЫП» Х=Х+1; «ВЫВОД» Х «КОН» ◊",
                ":пуск", ":выход"), entries(history));
    }

    @Test
    void aPastedProgramWithoutItsEndIsFinishedInTheEditor() throws Exception {
        Path paper = dir.resolve("p.txt");
        try (ConsoleDriver at = ConsoleDriver.start("xterm", dir.resolve("history"), paper, null, null)) {
            at.enter("<<разр>> 2; х=7 <<кон>> $\r");
            at.paste("<<вып>> <<вывод>> х <<кон>> $\n<<разр>> 2;\n", 1);
            at.enter("у=1; <<вывод>> у <<кон>> $\r");
            at.enter(":пуск\r");
            at.leave(":выход\r");
        }
        assertEquals(OPENING
                + "# программа набрана на пульте:\n"
                + "#! typed:\n"
                + "#!| «РАЗР» 2;\n"
                + "#!| У=1; «ВЫВОД» У «КОН» ◊\n"
                + "# пуск\n"
                + "#! start\n"
                + "У=1 ◊\n", Files.readString(paper, StandardCharsets.UTF_8));
    }

    /** The history file's entries without their times. */
    private static List<String> entries(Path history) throws Exception {
        return Files.readAllLines(history, StandardCharsets.UTF_8).stream()
                .map(line -> line.substring(line.indexOf(':') + 1)).toList();
    }
}
