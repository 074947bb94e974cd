package su.mir2.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.console.host.ExitCode;

/**
 * The widest complaint of the reader, whose list of expected symbols is kept whole: no operand after a
 * sign, and the longest service word where it should be. Its line, 119 characters in Russian and 110
 * in English, goes on under itself, so that no line passes 100 columns, in check and run, of a program
 * and of a directive.
 */
class WideSyntaxMessageTest {
    private static final String PROGRAM = "«РАЗРЯДНОСТЬ»2;X=1×«РАЗРЯДНОСТЬ»;";
    private static final String QUOTED = "    " + PROGRAM + "\n" + " ".repeat(23) + "^\n";
    private static final String RU = "p.alm:1:20: ОШИБКА: после знака «×» нет операнда: встретилось «РАЗРЯДНОСТЬ», "
            + "а ожидалось: . ( + - ε\n  ₣ √ Σ Π ⏨ имя число\n" + QUOTED;
    private static final String EN = "p.alm:1:20: ERROR: no operand after '×': found '«РАЗРЯДНОСТЬ»', "
            + "expected: . ( + - ε ₣ √ Σ Π ⏨ a name\n  a number\n" + QUOTED;

    @TempDir
    Path dir;

    @Test
    void aProgramsComplaintKeepsToTheWidthInCheckAndRun() throws Exception {
        Files.writeString(dir.resolve("p.alm"), PROGRAM + "\n", StandardCharsets.UTF_8);
        for (String command : new String[] {"check", "run"}) {
            assertEquals(new ToolProcess.Outcome(ExitCode.BAD_PROGRAM, "", RU),
                    new ToolProcess(dir).run(command, "p.alm"), command);
            assertEquals(new ToolProcess.Outcome(ExitCode.BAD_PROGRAM, "", EN),
                    new ToolProcess(dir).run(command, "--lang", "en", "p.alm"), command);
        }
    }

    /** A directive's complaint is on the paper, under its longer origin. */
    @Test
    void aDirectivesComplaintKeepsToTheWidthOnThePaper() throws Exception {
        Files.writeString(dir.resolve("stop.alm"), "«РАЗР»2;«СТОП»«КОН»◊\n", StandardCharsets.UTF_8);
        String directive = "«ВЫП»Х=1×«РАЗРЯДНОСТЬ»«КОН»◊";
        String quoted = "    " + directive + "\n" + " ".repeat(13) + "^\n";
        ToolProcess.Outcome ru = new ToolProcess(dir).input(directive + "\n").run("run", "stop.alm");
        assertEquals(new ToolProcess.Outcome(ExitCode.OK, "◊\n" + directive + "\n"
                + "директива:1:10: ОШИБКА: после знака «×» нет операнда: встретилось «РАЗРЯДНОСТЬ», а ожидалось: . ( +\n"
                + "  - ε ₣ √ Σ Π ⏨ имя число\n" + quoted + "◊\n", ""), ru);
        ToolProcess.Outcome en = new ToolProcess(dir).input(directive + "\n").run("run", "--lang", "en", "stop.alm");
        assertEquals(new ToolProcess.Outcome(ExitCode.OK, "◊\n" + directive + "\n"
                + "directive:1:10: ERROR: no operand after '×': found '«РАЗРЯДНОСТЬ»', expected: . ( + - ε ₣ √ Σ Π ⏨\n"
                + "  a name a number\n" + quoted + "◊\n", ""), en);
    }
}
