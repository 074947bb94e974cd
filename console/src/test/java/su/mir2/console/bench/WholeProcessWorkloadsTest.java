package su.mir2.console.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import su.mir2.console.BatchRun;
import su.mir2.console.protocol.DirectiveSplitter;
import su.mir2.console.host.Tool;
import su.mir2.console.host.Transcript;
import su.mir2.machine.MachineOptions;
import su.mir2.machine.Mir2;
import su.mir2.machine.typewriter.StringPaper;
import su.mir2.messages.Messages;

/** The whole-process workloads, small: the emulator's paper and the baseline's are the same. */
class WholeProcessWorkloadsTest {
    private static String emulator(MachineOptions options, String program, String typed) throws IOException {
        StringPaper paper = new StringPaper();
        PrintStream err = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        new BatchRun(new Mir2(options, paper), err, Messages.of(Tool.BUNDLE, Messages.RUSSIAN), new Transcript())
                .run(program, "p.alm", new DirectiveSplitter(new BufferedReader(new StringReader(typed))), true);
        return paper.all();
    }

    private static String baseline(Baseline run) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, false, StandardCharsets.UTF_8);
        run.on(out);
        out.flush();
        return bytes.toString(StandardCharsets.UTF_8);
    }

    private interface Baseline {
        void on(PrintStream out) throws IOException;
    }

    @Test
    void theDirectiveSessionPrintsWhatItsBaselinePrints() throws IOException {
        String typed = DirectiveSession.directives(3);
        assertEquals("«ВЫП»Т=14;«НА»2«КОН»◊\n«ВЫП»Т=940;«НА»2«КОН»◊\n«ВЫП»Т=867;«НА»2«КОН»◊\n", typed);
        String paper = emulator(MachineOptions.defaults(), DirectiveSession.PROGRAM, typed);
        assertEquals("◊\n«ВЫП»Т=14;«НА»2«КОН»◊\n\nS=14 ◊\n«ВЫП»Т=940;«НА»2«КОН»◊\n\nS=954 ◊\n"
                + "«ВЫП»Т=867;«НА»2«КОН»◊\n\nS=1821 ◊\n", paper);
        assertEquals(paper, baseline(out -> DirectiveSession.baseline(new BufferedReader(new StringReader(typed)), out)));
    }

    @Test
    void theBooksEvolutionOnASoupPrintsWhatItsBaselinePrints() throws IOException {
        String fixed = Files.readString(Path.of("../programs/book/evolution/fixed.alm"), StandardCharsets.UTF_8);
        SoupField field = SoupField.of(40, 30, 1);
        String program = field.program(fixed.substring(0, fixed.indexOf("«ГДЕ»")));
        String paper = emulator(MachineOptions.defaults().withMemory(field.memorySymbols()), program, "");
        assertEquals(true, paper.contains("\n30  ТАКТ\n"), paper);
        assertEquals(paper, baseline(out -> new BookEvolutionBaseline(field, out).run()));
    }

    @Test
    void theLargestScalingFieldFitsTheMemoryItIsGiven() throws IOException {
        String fixed = Files.readString(Path.of("../programs/book/evolution/fixed.alm"), StandardCharsets.UTF_8);
        int side = WholeProcess.SCALING_SIDES[WholeProcess.SCALING_SIDES.length - 1];
        SoupField field = SoupField.of(side, 1, 1);
        String program = field.program(fixed.substring(0, fixed.indexOf("«ГДЕ»")));
        String paper = emulator(MachineOptions.defaults().withMemory(field.memorySymbols()), program, "");
        assertEquals(true, paper.contains("\n1  ТАКТ\n"), paper.substring(0, Math.min(paper.length(), 300)));
        assertEquals(paper, baseline(out -> new BookEvolutionBaseline(field, out).run()));
    }
}
