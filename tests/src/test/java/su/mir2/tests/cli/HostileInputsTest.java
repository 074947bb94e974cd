package su.mir2.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.tests.cli.Mir2Process.Outcome;

/**
 * Hostile inputs given to the real tool in a JVM with a bounded heap: each ends with a documented exit
 * status and a short message. The others of their kind are tested where their concern lives
 * (HostileTextTest, HostileNumbersTest, CallDepthTest, ExitStatusTest, StandardInputTest,
 * ProgramFilesTest, CommandLineTest); docs/reliability.md lists them all.
 */
class HostileInputsTest {
    /** Enough for reading five million symbols today; docs/reliability.md says what less does. */
    private static final List<String> HEAP = List.of("-Xmx256m");

    @TempDir
    Path dir;

    private Outcome mir2(String... args) throws Exception {
        return new Mir2Process(dir).run(HEAP, "", args);
    }

    @Test
    void aFiveMegabyteLineWithABadSignAtItsEndIsQuotedInAWindowAroundTheCaret() throws Exception {
        Path program = Files.writeString(dir.resolve("line.alm"), "«Р»3;X=1" + "+1".repeat(2_500_000) + "@«КОН»◊",
                StandardCharsets.UTF_8);
        assertEquals(new Outcome(65, "", program + ":1:5000009: ERROR: unknown sign '@' (U+0040)\n"
                + "    …" + "1+".repeat(32) + "1@«КОН»◊\n" + " ".repeat(70) + "^\n"), mir2("check", program.toString(), "--lang", "en"));
    }

    @Test
    void aNumberOfTenThousandDigitsIsRefusedByTheMemoryOrPrintedInFullInALargeOne() throws Exception {
        String digits = "7".repeat(10_000);
        Files.writeString(dir.resolve("digits.alm"), "«Р»3;X=" + digits + ";«ВЫВОД»X«КОН»◊", StandardCharsets.UTF_8);
        Mir2Process inDir = new Mir2Process(dir).inDirectory();
        assertEquals(new Outcome(65, "", "digits.alm:1:1: ERROR: a program of 10010 symbols does not fit in a memory of 8000"
                + " symbols\n"), inDir.run(HEAP, "", "run", "digits.alm", "--lang", "en"));
        assertEquals(new Outcome(0, "Х=" + digits + " ◊\n", ""),
                inDir.run(HEAP, "", "run", "digits.alm", "--memory", "100000", "--lang", "en"));
    }

    @Test
    void aFiftyMegabyteProgramInASmallHeapIsRefusedAsTooLargeForIt() throws Exception {
        // its text alone needs 100 MB of chars: more than a 64 MB heap holds
        Path program = Files.writeString(dir.resolve("big.alm"), "«Р»3;" + "X=1;".repeat(12_500_000) + "«КОН»◊",
                StandardCharsets.UTF_8);
        Outcome o = new Mir2Process(dir).run(List.of("-Xmx64m"), "", "check", program.toString(), "--lang", "en");
        long heap = Long.parseLong(o.err().replaceAll("(?s).*\\((\\d+) MiB.*", "$1"));
        assertEquals(new Outcome(65, "", "the file " + program + " is too large for the memory Java was given (" + heap
                + " MiB; -Xmx gives more)\n"), o);
    }

    @Test
    void anUnreadableFileIsRefusedWith66() throws Exception {
        Path program = Files.writeString(dir.resolve("secret.alm"), "«Р»3;X=1«КОН»◊", StandardCharsets.UTF_8);
        Files.setPosixFilePermissions(program, PosixFilePermissions.fromString("---------"));
        assumeFalse(Files.isReadable(program), "the superuser reads any file");
        assertEquals(new Outcome(66, "", "no access to the file " + program + "\n"), mir2("check", program.toString(), "--lang", "en"));
    }

    @Test
    void aMemoryOrStepLimitBeyondJavasNumbersOrNoNumberIsRefusedInTheUsersLanguage() throws Exception {
        Path program = Files.writeString(dir.resolve("p.alm"), "«Р»3;X=1«КОН»◊", StandardCharsets.UTF_8);
        for (String size : List.of("1000000000000", "-99999999999999999999")) {
            assertEquals(new Outcome(64, "", "команда не понята: --memory " + size + ": память бывает от 100 до 8000000 знаков"
                    + " (справка: mir2 run --help)\n"), mir2("run", program.toString(), "--memory", size));
        }
        assertEquals(new Outcome(64, "", "команда не понята: --max-steps ждёт число из цифр 0–9, а не «1e6»"
                + " (справка: mir2 run --help)\n"), mir2("run", program.toString(), "--max-steps", "1e6"));
        assertEquals(new Outcome(0, "◊\n", ""), mir2("run", program.toString(), "--max-steps", "9".repeat(40)));
    }
}
