package su.mir2.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A text far longer than the memory is refused in little memory: it is counted as it is read, before
 * any symbol of it is kept. The heap given here is some ten times smaller than the text's symbols with
 * their places would need.
 */
class LongTextTest {
    @TempDir
    Path dir;

    @Test
    void fiveMegabytesOfAssignmentsAreRefusedAsTooLongInASmallHeap() throws Exception {
        StringBuilder text = new StringBuilder("«РАЗРЯДНОСТЬ»5;\n");
        text.append("А=1;\n".repeat(1_000_000));
        text.append("«КОНЕЦ»◊\n");
        Files.writeString(dir.resolve("long.alm"), text, StandardCharsets.UTF_8);
        // named from the test's directory: a long one would put the line past 100 columns, and break it
        ToolProcess.Outcome refused = new ToolProcess(dir).input("").jvm("-Xmx48m")
                .run("check", "long.alm", "--lang", "en");
        assertEquals(new ToolProcess.Outcome(65, "",
                "long.alm:1:1: ERROR: a program of 4000005 symbols does not fit in a memory of 8000 symbols\n"), refused);
    }

    /*
     * A long expression that fits is read in little memory too: its operands are not kept as parse
     * contexts and tokens (some 500 bytes each) until the tree is built. It needed a 500 MB heap.
     */
    @Test
    void aSumOfHalfAMillionOnesIsReadInASmallHeap() throws Exception {
        String text = "«РАЗРЯДНОСТЬ»5;X=" + "+1".repeat(499_990).substring(1) + "«КОНЕЦ»◊\n";
        Path program = Files.writeString(dir.resolve("sum.alm"), text, StandardCharsets.UTF_8);
        ToolProcess.Outcome read = new ToolProcess(dir).input("").jvm("-Xmx64m")
                .run("check", "--memory", "1000000", program.toString(), "--lang", "en");
        assertEquals(new ToolProcess.Outcome(0, program + ": the program text is correct; the program takes 999986"
                + " symbols, with its data 999992 of 1000000 symbols of memory\n", ""), read);
    }
}
