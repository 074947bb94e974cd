package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.machine.halt.Halt;
import su.mir2.machine.halt.MachineException;
import su.mir2.machine.MachineOptions;
import su.mir2.machine.Mir2;
import su.mir2.machine.typewriter.StringPaper;

/** Directives at «ВВОД»: one the machine cannot read changes nothing; «ВМЕСТО» edits the program. */
class DirectiveTest {
    /** The paper of a game of «НИМ» started at the console, up to the machine's first «ВВОД». */
    private static final String OPENING = Programs.paperOpening(Programs.nim(), "nim.alm") + """
            ИГРА НИМ
            ВАШ СОПЕРНИК — ЭВМ МИР
            ДЕЛАЮ СВОИ ХОД
            Т=2      Л=3
            ВАШ ХОД ◊
            """;

    @TempDir
    Path dir;

    @Test
    void aWrongDirectiveIsAnsweredOnThePaperAndTheRightOneContinuesTheGame() throws Exception {
        Path paper = dir.resolve("nim.txt");
        String wrong = "«ВЫП» Т=2 Л=1; «НА» 9 «КОН» ◊";
        try (ConsoleDriver at = ConsoleDriver.start(dir.resolve("history"), paper, Programs.nim(), "nim.alm")) {
            at.enter(":пуск\r");
            at.enter("<<вып>> т=2 л=1; <<на>> 9 <<кон>> $\r");
            assertEquals(null, at.lastHalt());
            at.enter("<<вып>> т=2; л=1; <<на>> 9 <<кон>> $\r");
            assertEquals(Halt.INPUT, at.lastHalt());
            at.leave(":выход\r");
        }
        assertEquals(OPENING + """
                > «ВЫП» Т=2 Л=1; «НА» 9 «КОН» ◊
                """ + refusal(wrong) + "\n◊\n" + """
                > «ВЫП» Т=2; Л=1; «НА» 9 «КОН» ◊
                ДЕЛАЮ СВОИ ХОД
                Т=1      Л=5
                ВАШ ХОД ◊
                """, Files.readString(paper, StandardCharsets.UTF_8));
    }

    /**
     * A move typed without «ВЫП» while the machine waits at «ВВОД» is a faulty directive, answered
     * with the form expected, as through a pipe: not a new program in place of the game.
     */
    @Test
    void aTextWithoutTheDirectiveWordAtInputIsAFaultyDirectiveNotANewProgram() throws Exception {
        Path paper = dir.resolve("nim.txt");
        try (ConsoleDriver at = ConsoleDriver.start(dir.resolve("history"), paper, Programs.nim(), "nim.alm")) {
            at.enter(":пуск\r");
            at.enter("т=2; л=1 $\r");
            at.enter("<<вып>> т=2; л=1; <<на>> 9 <<кон>> $\r");
            assertEquals(Halt.INPUT, at.lastHalt());
            at.leave(":выход\r");
        }
        assertEquals(OPENING + """
                > Т=2; Л=1 ◊
                директива:1:1: ОШИБКА: встретилось «Т», а ожидалось: «ВЫПОЛНИТЬ»
                    Т=2; Л=1 ◊
                    ^
                ◊
                > «ВЫП» Т=2; Л=1; «НА» 9 «КОН» ◊
                ДЕЛАЮ СВОИ ХОД
                Т=1      Л=5
                ВАШ ХОД ◊
                """, Files.readString(paper, StandardCharsets.UTF_8));
    }

    /** A directive naming a variable the program does not have is carried out, with a note off the paper. */
    @Test
    void aVariableTheProgramDoesNotHaveIsNoted() throws Exception {
        assertEquals(nimScreen("> «ВЫП» Т=2; Ж=1; Ю=Ж «КОН» ◊\n"
                        + "# в программе нет величин Ж, Ю: директива заводит новые.\n"
                        + "◊\n"),
                nimSession("<<вып>> т=2; ж=1; ю=ж <<кон>> $\r"));
    }

    /** A directive the machine refuses makes no variable, so nothing is said of its new names. */
    @Test
    void aRefusedDirectiveSaysNothingOfNamesTheProgramDoesNotHave() throws Exception {
        assertEquals(nimScreen("> «ВЫП» Ж=1+; «КОН» ◊\n" + refusal("«ВЫП» Ж=1+; «КОН» ◊") + "\n◊\n"),
                nimSession("<<вып>> ж=1+; <<кон>> $\r"));
    }

    /** The console's screen for the НИМ game started and then {@code typed}, up to :выход. */
    private String nimSession(String typed) throws Exception {
        try (ConsoleDriver at = ConsoleDriver.start(dir.resolve("history"), null, Programs.nim(), "nim.alm")) {
            at.enter(":пуск\r");
            at.enter(typed);
            at.leave(":выход\r");
            return at.output();
        }
    }

    /** The screen of {@link #nimSession}: the game's opening, then {@code afterOpening}. */
    private static String nimScreen(String afterOpening) throws Exception {
        return InterruptTest.welcomeWithoutTyping()
                + "# программа nim.alm введена с перфоленты, знаков: " + InterruptTest.symbols(Programs.nim())
                + ". Пуск: :пуск (F5).\n"
                + "> :пуск\n"
                + OPENING.lines().skip(5).map(l -> l + "\n").reduce("", String::concat)
                + afterOpening
                + "> :выход\n"
                + "# пульт выключен.\n";
    }

    /** What the machine says of the wrong directive, in the state the game left it. */
    private static String refusal(String directive) throws Exception {
        Mir2 machine = new Mir2(MachineOptions.defaults(), new StringPaper());
        machine.load(Programs.nim(), "nim.alm");
        machine.start();
        MachineException e = assertThrows(MachineException.class, () -> machine.execute(directive));
        return e.diagnostic().format(machine.messages());
    }

    /**
     * The book's instruction for «Тригекс»: read the program in, then «ВМЕСТО» M=1 «ЗАПИСАТЬ» M=2 ◊,
     * then start. The text holds «ЕСЛИ»M=1«ТО» before its «ГДЕ» M=1; the whole description is replaced,
     * so the machine opens with the second of its first moves, N=2, and answers the operator's 3 by the
     * second formula: N=1+(A[1]+A[7]+A[8])×.4+A[9]×.6 = 1.
     */
    @Test
    void insteadReplacesTheWholeDescriptionAsTheTrigexInstructionsUseIt() throws Exception {
        String trigex = Programs.resource("trigex.alm");
        try (ConsoleDriver at = ConsoleDriver.start(dir.resolve("history"), dir.resolve("p.txt"), trigex, "trigex.alm")) {
            at.enter("<<вместо>> m=1 <<записать>> m=2 $\r");
            at.enter(":программа\r");
            at.enter(":пуск\r");
            at.enter("<<вып>>l=3; <<на>>2 <<кон>> $\r");
            at.leave(":выход\r");

            String edited = trigex.replace("«ГДЕ»M=1;", "«ГДЕ»М=2;").stripTrailing();
            assertEquals(InterruptTest.welcomeWithoutTyping()
                    + "# программа trigex.alm введена с перфоленты, знаков: " + InterruptTest.symbols(trigex)
                    + ". Пуск: :пуск (F5).\n"
                    + "> «ВМЕСТО» М=1 «ЗАПИСАТЬ» М=2 ◊\n"
                    + "# программа исправлена и введена заново. Пуск: :пуск (F5).\n"
                    + "> :программа\n"
                    + "# программа в памяти (trigex.alm):\n"
                    + edited + "\n"
                    + "> :пуск\n"
                    + "ИГРА ТРИГЕКС\n"
                    + "ВАШ СОПЕРНИК — ЭВМ МИР-2\n"
                    + "ДЕЛАЮ СВОИ  1  ХОД\n"
                    + "N=2\n"
                    + "ВАШ ХОД ◊\n"
                    + "> «ВЫП»L=3; «НА»2 «КОН» ◊\n"
                    // «СТРОКА» before [ДЕЛАЮ СВОИ] with the carriage at the start of a line: an empty line
                    + "\n"
                    + "ДЕЛАЮ СВОИ  2  ХОД\n"
                    + "N=1\n"
                    + "ВАШ ХОД ◊\n"
                    + "> :выход\n"
                    + "# пульт выключен.\n", at.output());
        }
    }
}
