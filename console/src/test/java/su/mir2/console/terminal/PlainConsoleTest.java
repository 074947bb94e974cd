package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.console.host.ExitCode;
import su.mir2.console.host.Tool;
import su.mir2.console.host.Transcript;
import su.mir2.machine.MachineOptions;
import su.mir2.messages.Messages;

/**
 * No terminal attached: plain lines from standard input, the paper (with the operator's lines, which
 * nothing else shows) on standard output, the console's notes on standard error.
 */
class PlainConsoleTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String language, String program, boolean start, String typed) throws Exception {
        return run(language, ConsoleOptions.defaults(), program, start, typed);
    }

    private int run(String language, ConsoleOptions options, String program, boolean start, String typed)
            throws Exception {
        Messages machine = Messages.forLanguage(language);
        ConsoleLauncher.Setup setup = new ConsoleLauncher.Setup(MachineOptions.defaults().withMessages(machine),
                options, Messages.of(Tool.BUNDLE, machine.locale()), new Transcript(), program, "nim.alm", start);
        return ConsoleLauncher.plain(setup, new BufferedReader(new StringReader(typed)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void linesFromAPipeAreTheOperatorsTyping() throws Exception {
        int code = run("ru", Programs.nim(), false, ":пуск\n<<вып>> т=2; л=1;\n<<на>> 9 <<кон>> $\n");
        assertEquals(ExitCode.OK, code);
        assertEquals("""
                ИГРА НИМ
                ВАШ СОПЕРНИК — ЭВМ МИР
                ДЕЛАЮ СВОИ ХОД
                Т=2      Л=3
                ВАШ ХОД ◊
                «ВЫП» Т=2; Л=1;
                «НА» 9 «КОН» ◊
                ДЕЛАЮ СВОИ ХОД
                Т=1      Л=5
                ВАШ ХОД ◊
                """, out.toString(StandardCharsets.UTF_8));
        assertEquals("# ЭВМ МИР-2, пульт оператора. Справка: :помощь (F1, Alt-H). Выход: :выход, Ctrl-D или Ctrl-C дважды.\n"
                + "# программа nim.alm введена с перфоленты, знаков: " + InterruptTest.symbols(Programs.nim())
                + ". Пуск: :пуск (F5).\n"
                + "# пульт выключен.\n", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void inEnglishTheConsoleSpeaksEnglishAndTheMachineItsOwnLanguage() throws Exception {
        int code = run("en", Programs.nim(), true, "<<вып>> т=2; л=1; <<на>> 9 <<кон>> $\n:quit\n");
        assertEquals(ExitCode.OK, code);
        assertEquals("# MIR-2 computer, operator's console. Help: :help (F1, Alt-H). Leave: :quit, Ctrl-D or Ctrl-C twice.\n"
                + "# program nim.alm read from punched tape: " + InterruptTest.symbols(Programs.nim())
                + " symbols; started.\n"
                + "# console switched off.\n", err.toString(StandardCharsets.UTF_8));
        assertEquals("""
                ИГРА НИМ
                ВАШ СОПЕРНИК — ЭВМ МИР
                ДЕЛАЮ СВОИ ХОД
                Т=2      Л=3
                ВАШ ХОД ◊
                «ВЫП» Т=2; Л=1; «НА» 9 «КОН» ◊
                ДЕЛАЮ СВОИ ХОД
                Т=1      Л=5
                ВАШ ХОД ◊
                """, out.toString(StandardCharsets.UTF_8));
    }

    /**
     * Whatever the command, words beyond those it takes are refused alike, and it is not carried out;
     * :транслит takes вкл or выкл, and alone switches.
     */
    @Test
    void everyCommandRefusesWhatItDoesNotTake() throws Exception {
        assertEquals(ExitCode.OK, run("ru", Programs.nim(), false, ":пуск лишнее\n:выход сейчас\n:стоп L5 лишнее\n"
                + ":память 1 2 3\n:транслит вкл\n:транслит ВКЛ\n:транслит выкл\n:транслит\n:транслит да\n"));
        String on = "# транслитерация включена: латинские клавиши дают русские буквы (Ctrl-T — выключить).\n";
        assertEquals("# ЭВМ МИР-2, пульт оператора. Справка: :помощь (F1, Alt-H). Выход: :выход, Ctrl-D или Ctrl-C дважды.\n"
                + "# программа nim.alm введена с перфоленты, знаков: " + InterruptTest.symbols(Programs.nim())
                + ". Пуск: :пуск (F5).\n"
                + "# команде :пуск не нужно «лишнее»\n"
                + "# команде :выход не нужно «сейчас»\n"
                + "# команде :стоп не нужно «лишнее»\n"
                + "# команде :память не нужно «3»\n"
                + on + on
                + "# транслитерация выключена: буквы — как на клавиатуре.\n"
                + on
                + "# команде :транслит нужно указать вкл или выкл\n"
                + "# пульт выключен.\n", err.toString(StandardCharsets.UTF_8));
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aProgramThatCannotBeReadEndsARunAtOnce() throws Exception {
        assertEquals(ExitCode.BAD_PROGRAM, run("ru", "«РАЗР» 2; Х=; «КОН» ◊", true, ""));
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aProtocolFileThatCannotBeWrittenIsTheUsersMistakeNotACrash(@TempDir Path dir) throws Exception {
        Path paper = dir.resolve("no such folder").resolve("p.txt");
        ConsoleOptions options = new ConsoleOptions(Speed.FULL, false, paper, null);
        assertEquals(ExitCode.USAGE, run("ru", options, Programs.nim(), false, ":пуск\n"));
        assertEquals("не удаётся записать протокол в файл " + paper + ": нет такого файла или каталога\n",
                err.toString(StandardCharsets.UTF_8));
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }
}
