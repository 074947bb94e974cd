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

/** Loading a program: typed at the typewriter up to «КОНЕЦ»◊, or from a file as from punched tape. */
class ProgramEntryTest {
    private static final String PROGRAM = "«РАЗР» 2;\n«ВЫВОД» [ПРИВЕТ], Х;\n«СТОП» «ГДЕ» Х=5\n«КОН» ◊";

    @TempDir
    Path dir;

    @Test
    void aTypedProgramIsOneEntryUpToItsEndSignAndWaitsForTheStart() throws Exception {
        Path paper = dir.resolve("p.txt");
        try (ConsoleDriver at = ConsoleDriver.start(dir.resolve("history"), paper, null, null)) {
            at.enter("<<разр>> 2;\r<<вывод>> [привет], х;\r<<стоп>> <<где>> х=5\r<<кон>> $\r");
            at.enter(":пуск\r");
            assertEquals(Halt.STOP, at.lastHalt());
            at.leave(":выход\r");
            assertEquals(InterruptTest.welcome()
                    + "> «РАЗР» 2;\n"
                    + "  «ВЫВОД» [ПРИВЕТ], Х;\n"
                    + "  «СТОП» «ГДЕ» Х=5\n"
                    + "  «КОН» ◊\n"
                    + "# программа введена, знаков: " + InterruptTest.symbols(PROGRAM) + ". Пуск: :пуск (F5).\n"
                    + "> :пуск\n"
                    + "ПРИВЕТХ=5 ◊\n"
                    + "> :выход\n"
                    + "# пульт выключен.\n", at.output());
        }
        assertEquals("""
                # mir2 console: протокол сеанса за пультом ЭВМ МИР-2
                # программа набрана на пульте:
                #! typed:
                #!| «РАЗР» 2;
                #!| «ВЫВОД» [ПРИВЕТ], Х;
                #!| «СТОП» «ГДЕ» Х=5
                #!| «КОН» ◊
                # пуск
                #! start
                ПРИВЕТХ=5 ◊
                """, Files.readString(paper, StandardCharsets.UTF_8));
    }

    @Test
    void aProgramTheMachineCannotReadIsRefusedAndMemoryKeepsWhatItHeld() throws Exception {
        String wrong = "«РАЗР» 2; Х=; «КОН» ◊";
        try (ConsoleDriver at = ConsoleDriver.start(dir.resolve("history"), null, null, null)) {
            at.enter(PROGRAM.replace("\n", "\r") + "\r");
            at.enter("<<разр>> 2; х=; <<кон>> $\r");
            at.enter(":пуск\r");
            at.leave(":выход\r");
            String out = at.output();
            String refusal = "> «РАЗР» 2; Х=; «КОН» ◊\n"
                    + "# программа не введена; в памяти осталось то, что было:\n"
                    + prefixed(diagnostic(wrong)) + "\n"
                    + "> :пуск\n"
                    + "ПРИВЕТХ=5 ◊\n";
            assertEquals(refusal, out.substring(out.indexOf("> «РАЗР» 2; Х=;"), out.indexOf("> :выход")));
        }
    }

    @Test
    void aRefusalWiderThanTheConsoleNoteGoesOnUnderItselfWithinTheWidthWithItsMargin() throws Exception {
        try (ConsoleDriver at = ConsoleDriver.start(dir.resolve("history"), null, null, null)) {
            at.enter("<<разр>>2;x=1*<<разрядность>>;$\r");
            at.leave(":выход\r");
            String out = at.output();
            // the message is 119 characters; with the note's "# " its first line ends at the last blank
            // that keeps it within 100 columns (99), the rest indented by two
            String refusal = "> «РАЗР»2;Х=1×«РАЗРЯДНОСТЬ»;◊\n"
                    + "# программа не введена; в памяти осталось то, что было:\n"
                    + "# пульт:1:13: ОШИБКА: после знака «×» нет операнда: встретилось «РАЗРЯДНОСТЬ»,"
                    + " а ожидалось: . ( + -\n"
                    + "#   ε ₣ √ Σ Π ⏨ имя число\n"
                    + "#     «РАЗР»2;Х=1×«РАЗРЯДНОСТЬ»;◊\n"
                    + "#     " + " ".repeat(12) + "^\n";
            assertEquals(refusal, out.substring(out.indexOf("> «РАЗР»2;"), out.indexOf("> :выход")));
        }
    }

    @Test
    void aProgramIsReadFromAFileAsFromTape() throws Exception {
        Path file = dir.resolve("privet.alm");
        Files.writeString(file, PROGRAM, StandardCharsets.UTF_8);
        try (ConsoleDriver at = ConsoleDriver.start(dir.resolve("history"), null, null, null)) {
            at.enter(":лента " + file + "\r");
            at.enter(":лента " + dir.resolve("none.alm") + "\r");
            at.enter(":пуск\r");
            at.leave(":выход\r");
            assertEquals(InterruptTest.welcome()
                    + "> :лента " + file + "\n"
                    + "# программа " + file + " введена с перфоленты, знаков: " + InterruptTest.symbols(PROGRAM)
                    + ". Пуск: :пуск (F5).\n"
                    + "> :лента " + dir.resolve("none.alm") + "\n"
                    + "# нет файла " + dir.resolve("none.alm") + "\n"
                    + "> :пуск\n"
                    + "ПРИВЕТХ=5 ◊\n"
                    + "> :выход\n"
                    + "# пульт выключен.\n", at.output());
        }
    }

    @Test
    void startingWithNothingInMemorySaysSo() throws Exception {
        try (ConsoleDriver at = ConsoleDriver.start(dir.resolve("history"), null, null, null)) {
            at.enter(":пуск\r");
            at.leave(":выход\r");
            assertEquals(InterruptTest.welcome()
                    + "> :пуск\n"
                    + "# в памяти нет программы: наберите её или введите с ленты (:лента ФАЙЛ).\n"
                    + "> :выход\n"
                    + "# пульт выключен.\n", at.output());
        }
    }

    private static String diagnostic(String program) {
        Mir2 machine = new Mir2(MachineOptions.defaults(), new StringPaper());
        MachineException e = assertThrows(MachineException.class, () -> machine.load(program, "пульт"));
        return e.diagnostic().format(machine.messages());
    }

    private static String prefixed(String text) {
        return "# " + text.replace("\n", "\n# ");
    }
}
