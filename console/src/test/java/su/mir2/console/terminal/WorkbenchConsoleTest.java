package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import su.mir2.console.host.ExitCode;
import su.mir2.console.host.Tool;
import su.mir2.console.host.Transcript;
import su.mir2.machine.MachineOptions;
import su.mir2.messages.Messages;

/** The console's workbench: trace, breakpoints, steps, where, variables, arrays, starting anew. */
class WorkbenchConsoleTest {
    private static final String PROGRAM = """
            «РАЗРЯДНОСТЬ»3;
            S=0;
            «ДЛЯ»I=1«ШАГ»1«ДО»2«ВЫП»A[I]=I×3;
            «ВЫВОД»S;
            5.«ВВОД»1;
            «ВЫВОД»A[2]
            «ГДЕ»A[2]=0,0
            «КОНЕЦ»◊
            """;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private void run(String typed) throws Exception {
        run(PROGRAM, typed);
    }

    private void run(String program, String typed) throws Exception {
        Messages machine = Messages.forLanguage("en");
        ConsoleLauncher.Setup setup = new ConsoleLauncher.Setup(MachineOptions.defaults().withMessages(machine)
                .withTranslateAfter(0), ConsoleOptions.defaults(), Messages.of(Tool.BUNDLE, machine.locale()),
                new Transcript(), program, "w.alm", false);
        assertEquals(ExitCode.OK, ConsoleLauncher.plain(setup, new BufferedReader(new StringReader(typed)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)));
    }

    /** The console's notes without the greeting, the note on reading the program in, and the farewell. */
    private String notes() {
        String[] lines = err.toString(StandardCharsets.UTF_8).split("\n");
        return String.join("\n", java.util.Arrays.copyOfRange(lines, 2, lines.length - 1)) + "\n";
    }

    @Test
    void aBreakpointStopsTheRunAndWhereVarsArrayStepAndContinueLookAndGoOn() throws Exception {
        run(":break 4:1\n:start\n:where\n:vars\n:array a\n:step\n:where\n:continue\n:continue\n:where\n:step\n");
        assertEquals("""
                # breakpoints: 4:1
                # breakpoint reached
                # stopped before 4:1  «ВЫВОД»S
                # stopped before 4:1  «ВЫВОД»S
                # А[2]: 3 6 (2 values)
                # S=0
                # I=3
                # А[2]
                # 3    6
                # 10  4:1  «ВЫВОД»S  → printed «S=0»
                # stopped before 5:3  «ВВОД»1
                # stopped before 5:3  «ВВОД»1
                # the machine waits for a directive («ВВОД»): a directive sends it on
                # waiting for a directive («ВВОД»)
                # the machine waits for a directive («ВВОД»): a directive sends it on
                """, notes());
        assertEquals("S=0 ◊\n", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aBreakpointAtALabelHoldsWhenADirectiveJumpsThere() throws Exception {
        run(":start\n:break 5\n«ВЫП»S=7;«НА»5«КОН»◊\n:where\n:break none\n");
        assertEquals("""
                # breakpoints: 5
                # breakpoint reached
                # stopped before 5:3  «ВВОД»1
                # stopped before 5:3  «ВВОД»1
                # no breakpoints
                """, notes());
    }

    @Test
    void theTraceShowsEveryStepUntilSwitchedOff() throws Exception {
        run(":trace on\n«ВЫП»S=7;«НА»5«КОН»◊\n:trace off\n«ВЫП»«НА»5«КОН»◊\n:trace\n");
        assertEquals("""
                # trace on: every step is shown as it runs (statement by statement, not translated)
                # 1  1:6  S=7  → S=7
                # 2  1:10  «НА»5  → to 5
                # 3  5:3  «ВВОД»1  → «ВВОД»: waits for a directive
                # trace off
                # trace off
                """, notes());
    }

    @Test
    void steppingAProgramNotYetStartedStartsIt() throws Exception {
        run(":step 2\n:step x\n");
        assertEquals("""
                # 1  2:1  S=0  → S=0
                # 2  3:1  «ДЛЯ»I=1«ШАГ»1«ДО»2«ВЫПОЛНИТЬ»  → I=1
                # stopped before 3:1  «ДЛЯ»I=1«ШАГ»1«ДО»2«ВЫПОЛНИТЬ»
                # the command :step needs a number of steps above zero
                """, notes());
    }

    /** Nothing has run yet, so there is nothing to go on from: the program is not started. */
    @Test
    void continuingAProgramNotYetStartedIsRefused() throws Exception {
        run(":continue\n:where\n");
        assertEquals("""
                # nothing to go on from; start the program with :start
                # the machine is not stopped at a statement
                """, notes());
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }

    /** More steps than a long holds are as many as it holds, as for --max-steps: no run takes them all. */
    @Test
    void stepsBeyondTheLargestCountRunToTheHalt() throws Exception {
        run(":step 99999999999999999999\n");
        String loop = "3:1  «ДЛЯ»I=1«ШАГ»1«ДО»2«ВЫПОЛНИТЬ»  → ";
        assertEquals("# 1  2:1  S=0  → S=0\n"
                + "# 2  " + loop + "I=1\n# 3  " + loop + "loop goes on\n# 4  3:25  А[I]=I×3  → А[1]=3\n"
                + "# 5  " + loop + "I=2\n# 6  " + loop + "loop goes on\n# 7  3:25  А[I]=I×3  → А[2]=6\n"
                + "# 8  " + loop + "I=3\n# 9  " + loop + "loop ends\n"
                + "# 10  4:1  «ВЫВОД»S  → printed «S=0»\n"
                + "# 11  5:3  «ВВОД»1  → «ВВОД»: waits for a directive\n", notes());
        assertEquals("S=0 ◊\n", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void newReadsTheProgramInAgainAndStartsIt() throws Exception {
        run(":start\n«ВЫП»S=7«КОН»◊\n:new\n:vars\n");
        assertEquals("S=0 ◊\n«ВЫП»S=7«КОН»◊\n◊\nS=0 ◊\n", out.toString(StandardCharsets.UTF_8));
        assertEquals("""
                # program w.alm read from punched tape: 49 symbols; started.
                # А[2]: 3 6 (2 values)
                # S=0
                # I=3
                """, notes());
    }

    @Test
    void anUnknownArrayOrLabelIsSaid() throws Exception {
        run(":array S\n:break L9\n");
        assertEquals("""
                # the program has no array S
                # the program has no label L9
                """, notes());
    }

    @Test
    void aPlaceAfterTheLastStatementOrMistypedIsRefusedAndNoBreakpointIsSet() throws Exception {
        run(":break 999:1\n:break :5\n:break 5:\n:break 6:1\n");
        assertEquals("""
                # the program has no statement at 999:1 or after it
                # the command :break needs a label or line:column (none clears them all)
                # the command :break needs a label or line:column (none clears them all)
                # breakpoints: 6:1
                """, notes());
    }

    @Test
    void theMemoryMapShowsTheParametersWordsAndARangeBeyondTheMemoryIsSaidToBe() throws Exception {
        // 26 symbols of program; F's parameter Q (described first), then X, then A, 4 symbols a word
        run("«РАЗРЯДНОСТЬ»3;X=F(2);«ГДЕ»F(Q)=Q×Q;A[2]«КОНЕЦ»◊", ":start\n:memory\n:memory 8001 9000\n:memory 7999 9000\n");
        assertEquals("""
                # symbols 1–26: the program
                # symbols 27–30: (a function's parameter)
                # symbols 31–34: Х
                # symbols 35–42: А[2]
                # free: 7958 of 8000 symbols
                # the memory has 8000 symbols: those lie beyond it
                # those symbols are free memory
                """, notes());
    }

    @Test
    void theMemoryMapShowsWhereTheProgramAndEachVariableLieAndARangeShowsTheWords() throws Exception {
        run(":start\n:memory\n:memory 48 58\n:memory 7000\n:memory 5 2\n");
        assertEquals("""
                # symbols 1–49: the program
                # symbols 50–53: S
                # symbols 54–57: I
                # symbols 58–65: А[2]
                # free: 7935 of 8000 symbols
                # symbols 48–49: the program
                # symbols 50–53: S=0
                # symbols 54–57: I=3
                # symbols 58–61: А[1]=3
                # those symbols are free memory
                # the command :memory needs symbols FROM and TO, counted from 1
                """, notes());
    }
}
