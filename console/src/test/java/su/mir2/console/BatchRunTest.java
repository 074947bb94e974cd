package su.mir2.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import su.mir2.machine.MachineOptions;
import su.mir2.machine.Mir2;
import su.mir2.machine.typewriter.StringPaper;
import su.mir2.messages.Messages;
import su.mir2.console.host.ExitCode;
import su.mir2.console.host.Transcript;
import su.mir2.console.protocol.DirectiveSplitter;
import su.mir2.console.host.Tool;

/** mir2 run without a terminal: what reaches the paper, what reaches standard error, the exit status. */
class BatchRunTest {
    private final StringPaper paper = new StringPaper();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(MachineOptions options, String program, String typed) throws IOException {
        Mir2 machine = new Mir2(options, paper);
        PrintStream errors = new PrintStream(err, true, StandardCharsets.UTF_8);
        return new BatchRun(machine, errors, Messages.of(Tool.BUNDLE, Messages.RUSSIAN), new Transcript())
                .run(program, "p.alm", new DirectiveSplitter(new BufferedReader(new StringReader(typed))), true);
    }

    private String errors() {
        return err.toString(StandardCharsets.UTF_8);
    }

    /**
     * Echoed as the MIR's typewriter printed the keys, in its own characters, as the console shows
     * them: the ASCII ways of typing signs as the signs, letters as its capitals (Latin X is its Х),
     * the blanks as typed. Before, a batch run echoed `<<вып>>` and quoted it so in the message.
     */
    @Test
    void directivesAreEchoedAndAWrongOneIsAnsweredWhileTheMachineWaitsOn() throws IOException {
        int status = run(MachineOptions.defaults(), "«РАЗР»2;«ВВОД»34;5.«ВЫВОД»X«КОН»◊",
                "<<вып>> x=; <<кон>> $\n«ВЫП» X=3; «НА»5 «КОН» ◊\n");
        assertEquals(ExitCode.OK, status);
        assertEquals("◊\n«ВЫП» Х=; «КОН» ◊\n"
                + "директива:1:9: ОШИБКА: встретилось «;», а ожидалось: . ( + - ε ₣ √ Σ Π ⏨ имя число\n"
                + "    «ВЫП» Х=; «КОН» ◊\n            ^\n◊\n"
                + "«ВЫП» Х=3; «НА»5 «КОН» ◊\nХ=3 ◊\n", paper.all());
        assertEquals("", errors());
    }

    @Test
    void aProgramThatCannotBeReadIsRefusedOnStandardError() throws IOException {
        assertEquals(ExitCode.BAD_PROGRAM, run(MachineOptions.defaults(), "«РАЗР»2;X=1 Y=2«КОН»◊", ""));
        assertEquals("p.alm:1:13: ОШИБКА: нет «;» между операторами (он не нужен лишь перед служебным словом и"
                + " после «)»)\n    «РАЗР»2;X=1 Y=2«КОН»◊\n                ^\n", errors());
        assertEquals("", paper.all());
    }

    @Test
    void anErrorStopGivesStatusOne() throws IOException {
        assertEquals(ExitCode.ERROR_STOP, run(MachineOptions.defaults(), "«РАЗР»2;X=1/0«КОН»◊", ""));
        assertEquals("ОСТАНОВ ПО ОШИБКЕ: деление на нуль\nВ ОПЕРАТОРЕ 1:9: Х=1/0 ◊\n", paper.all());
    }

    @Test
    void aDirectiveTooLongIsRefusedInTheMachinesMannerAndTheProgramWaitsOn() throws IOException {
        String huge = "«ВЫП»" + "X=1;".repeat(3_000_000) + "«КОН»◊";
        String kept = huge.substring(0, Mir2.DIRECTIVE_LIMIT + 1);
        int status = run(MachineOptions.defaults(), "«РАЗР»2;«ВВОД»34;5.«ВЫВОД»X«КОН»◊", huge + "\n«ВЫП» X=3; «НА»5 «КОН» ◊\n");
        assertEquals(ExitCode.OK, status);
        assertEquals("◊\n" + kept.replace('X', 'Х') + "\n"
                + "директива:1:1: ОШИБКА: директива длиннее 65536 знаков; она не прочитана\n◊\n"
                + "«ВЫП» Х=3; «НА»5 «КОН» ◊\nХ=3 ◊\n", paper.all());
        assertEquals("", errors());
    }

    @Test
    void aRunawayProgramIsStoppedWithAMessageAndStatusTwo() throws IOException {
        assertEquals(ExitCode.RUNAWAY, run(MachineOptions.defaults().withMaxSteps(500), "«РАЗР»2;1.«НА»1«КОН»◊", ""));
        assertEquals("ЭВМ остановлена: программа выполнила 501 шаг (предел --max-steps)\n", errors());
    }
}
