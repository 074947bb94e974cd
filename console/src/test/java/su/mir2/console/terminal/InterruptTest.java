package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.machine.halt.Halt;
import su.mir2.machine.MachineOptions;
import su.mir2.machine.Mir2;
import su.mir2.machine.typewriter.StringPaper;

/** Ctrl-C: out of an endless loop back to the typewriter, program and variables intact; twice, out. */
class InterruptTest {
    private static final String LOOP = "<<разр>> 2; х=7; 1. и=и+1; <<на>> 1 <<где>> и=0 <<кон>> $";
    private static final String LOOP_ON_PAPER = "«РАЗР» 2; Х=7; 1. И=И+1; «НА» 1 «ГДЕ» И=0 «КОН» ◊";

    @TempDir
    Path dir;

    @Test
    void ctrlCStopsAnEndlessLoopAndTheProgramAndItsVariablesRemain() throws Exception {
        try (ConsoleDriver at = ConsoleDriver.start(dir.resolve("history"), null, null, null)) {
            at.enter(LOOP + "\r");
            at.startRun(":пуск\r");
            at.enter("\u0003");
            assertEquals(Halt.INTERRUPTED, at.lastHalt());
            at.enter("<<вып>> <<вывод>> х <<кон>> $\r");
            assertEquals(Halt.DONE, at.lastHalt());
            // the loop went round at least a thousand steps before the control unit saw the request
            at.enter("<<вып>> <<если>> и>100 <<то>> (<<вывод>> [ЦИКЛ ШЁЛ]) <<кон>> $\r");
            at.enter("\u0003");
            assertEquals(0, at.leave("\u0003"));

            assertEquals(welcome()
                    + "> " + LOOP_ON_PAPER + "\n"
                    + "# программа введена, знаков: " + symbols(LOOP_ON_PAPER) + ". Пуск: :пуск (F5).\n"
                    + "> :пуск\n"
                    + "◊\n"
                    + "# счёт прерван оператором; программа и её величины сохранены. Ещё раз Ctrl-C — выход.\n"
                    + "> «ВЫП» «ВЫВОД» Х «КОН» ◊\n"
                    + "Х=7 ◊\n"
                    + "> «ВЫП» «ЕСЛИ» И>100 «ТО» («ВЫВОД» [ЦИКЛ ШЕЛ]) «КОН» ◊\n"
                    + "ЦИКЛ ШЕЛ ◊\n"
                    + ">\n"
                    + "# ещё раз Ctrl-C — выход из пульта.\n"
                    + ">\n"
                    + "# пульт выключен.\n", at.output().replaceFirst(
                            "# остановлена перед 1:\\d+  (И=И\\+1|«НА» 1)\n", ""));
            // where it stopped is said at once: one of the loop's two statements
            assertTrue(at.output().matches("(?s).*# остановлена перед 1:\\d+  (И=И\\+1|«НА» 1)\n.*"));
        }
    }

    @Test
    void keysTypedDuringARunDoNotActAfterTheCtrlCThatStopsIt() throws Exception {
        try (ConsoleDriver at = ConsoleDriver.start(dir.resolve("history"), null, null, null)) {
            at.enter(LOOP + "\r");
            at.startRun(":пуск\r");
            // before the fix these were typed into the prompt after the stop: the console closed
            at.type(":выход\r\u0004");
            at.enter("\u0003");
            assertEquals(Halt.INTERRUPTED, at.lastHalt());
            at.enter("<<вып>> <<вывод>> х <<кон>> $\r");
            assertEquals(Halt.DONE, at.lastHalt());
            assertEquals(0, at.leave(":выход\r"));
        }
    }

    @Test
    void oneCtrlCStopsARunawayInsideΣ() throws Exception {
        try (ConsoleDriver at = ConsoleDriver.start(dir.resolve("history"), null, null, null)) {
            // the inner Σ moves the shared variable back: the statement never ends
            at.enter("<<разр>> 3; х=Σ(и=1,5,Σ(и=1,1,и)); <<вывод>> х <<кон>> $\r");
            at.startRun(":пуск\r");
            at.enter("\u0003");
            assertEquals(Halt.INTERRUPTED, at.lastHalt());
            at.enter("<<вып>> <<вывод>> и <<кон>> $\r");
            assertEquals(Halt.DONE, at.lastHalt());
        }
    }

    @Test
    void ctrlCAtThePromptRightAfterStoppingARunLeaves() throws Exception {
        try (ConsoleDriver at = ConsoleDriver.start(dir.resolve("history"), null, null, null)) {
            at.enter(LOOP + "\r");
            at.startRun(":пуск\r");
            at.enter("\u0003");
            assertEquals(Halt.INTERRUPTED, at.lastHalt());
            assertEquals(0, at.leave("\u0003"));
        }
    }

    @Test
    void ctrlCWhileTypingDiscardsTheEntryAndDoesNotLeave() throws Exception {
        try (ConsoleDriver at = ConsoleDriver.start(dir.resolve("history"), null, null, null)) {
            at.enter("<<разр>> 2;\rх=1;\u0003");
            at.enter(":состояние\r");
            assertEquals(0, at.leave(":выход\r"));
            assertEquals(welcome()
                    + "> «РАЗР» 2;\n"
                    + "  Х=1;\n"
                    + "# набор отменён; ещё раз Ctrl-C — выход из пульта.\n"
                    + "> :состояние\n"
                    + "# МИР-2 │ ждёт программу │ программы нет │ клавиши: как есть │ скорость: полная\n"
                    + "> :выход\n"
                    + "# пульт выключен.\n", at.output());
        }
    }

    /** The console's first words when it opens without a program. */
    static String welcome() {
        return welcomeWithoutTyping()
                + "# Наберите программу и закончите её знаком ◊ («КОНЕЦ» $), или введите её с ленты: :лента ФАЙЛ.\n";
    }

    /** The console's first words when it opens with a program from a file. */
    static String welcomeWithoutTyping() {
        return "# ЭВМ МИР-2, пульт оператора. Справка: :помощь (F1, Alt-H). Выход: :выход, Ctrl-D или Ctrl-C дважды.\n";
    }

    /** The program's length in the machine's symbols, as the machine counts it. */
    static int symbols(String program) throws Exception {
        Mir2 machine = new Mir2(MachineOptions.defaults(), new StringPaper());
        machine.load(program, "t");
        return machine.program().symbols();
    }
}
