package su.mir2.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An internal error: said in the chosen language, reported in a new private file of the state directory. */
class CrashReportTest {
    private static final String PROGRAM = "«РАЗР»2;«ВЫВОД»[ЖДУ];«ВВОД»;«ВЫВОД»[ЕЩЁ]«КОН»◊";

    @TempDir
    Path dir;

    private Path program() throws Exception {
        return Files.writeString(dir.resolve("w.alm"), PROGRAM, StandardCharsets.UTF_8);
    }

    private static List<Path> reports(Path crashDir) throws Exception {
        try (Stream<Path> files = Files.list(crashDir)) {
            return files.sorted().toList();
        }
    }

    @Test
    void theReportIsANewPrivateFileInTheStateDirectoryUnderHomeAndItsPlaceIsSaidInTheChosenLanguage() throws Exception {
        Path program = program();
        ToolProcess.Outcome o = new ToolProcess(dir).main(FaultyMain.class).input("«ВЫП»X=1«КОН»◊\n")
                .run("run", program.toString(), "--lang", "en");
        assertEquals(70, o.status());
        Path crashDir = dir.resolve("home").resolve(".mir2").resolve("crash");
        List<Path> reports = reports(crashDir);
        assertEquals(1, reports.size());
        Path report = reports.get(0);
        assertEquals("INTERNAL ERROR OF THE EMULATOR. This is a fault of mir2, not of your program.\nEverything needed to"
                + " reproduce it is in\n" + report + "\n", o.err());
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(report)));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(crashDir)));
        String text = Files.readString(report, StandardCharsets.UTF_8);
        assertTrue(text.startsWith("mir2 run " + program + " --lang en\n"), text);
        assertTrue(text.contains("program: " + program + "\n----- program -----\n" + PROGRAM + "\n----- directives -----\n"
                + "«ВЫП»X=1«КОН»◊\n----- trace -----\n"), text);
        try (Stream<Path> here = Files.list(dir)) {
            assertEquals(List.of(), here.filter(p -> p.getFileName().toString().startsWith("mir2-crash")).toList());
        }
    }

    @Test
    void theStateDirectoryOfXdgIsPreferred() throws Exception {
        Path state = dir.resolve("state");
        ToolProcess.Outcome o = new ToolProcess(dir).main(FaultyMain.class).env("XDG_STATE_HOME", state.toString())
                .input("«ВЫП»X=1«КОН»◊\n").run("run", program().toString());
        assertEquals(70, o.status());
        List<Path> reports = reports(state.resolve("mir2").resolve("crash"));
        assertEquals("ВНУТРЕННЯЯ ОШИБКА ЭМУЛЯТОРА. Это ошибка программы mir2, а не вашей программы.\nВсё, что нужно для её"
                + " воспроизведения, записано в\n" + reports.get(0) + "\n", o.err());
    }

    @Test
    void aCheckRecordsTheProgramItChecked() throws Exception {
        Path program = program();
        ToolProcess.Outcome o = new ToolProcess(dir).main(FaultyMain.class).env("MIR2_TEST_FAULT", "loaded").input("")
                .run("check", program.toString());
        assertEquals(70, o.status());
        String text = Files.readString(reports(dir.resolve("home/.mir2/crash")).get(0), StandardCharsets.UTF_8);
        assertTrue(text.contains("program: " + program + "\n----- program -----\n" + PROGRAM + "\n"), text);
    }

    @Test
    void aConsoleRecordsTheProgramInMemoryNotARefusedText() throws Exception {
        Path program = program();
        ToolProcess.Outcome o = new ToolProcess(dir).main(FaultyMain.class)
                .input("«РАЗР»2;Х=«КОН»◊\n«ВЫП»Х=1«КОН»◊\n").run("console", program.toString());
        assertEquals(70, o.status());
        String text = Files.readString(reports(dir.resolve("home/.mir2/crash")).get(0), StandardCharsets.UTF_8);
        assertTrue(text.contains("program: " + program + "\n----- program -----\n" + PROGRAM + "\n----- directives -----\n"
                + "«ВЫП»Х=1«КОН»◊\n"), text);
    }

    @Test
    void aHeapTooSmallEvenForTheReportsTextsStillGivesAReportWithTheCommandAndTheTrace() throws Exception {
        Path program = program();
        ToolProcess.Outcome o = new ToolProcess(dir).main(FaultyMain.class).env("MIR2_TEST_FAULT", "exhausted").input("")
                .run("check", program.toString(), "--lang", "en");
        List<Path> reports = reports(dir.resolve("home/.mir2/crash"));
        assertEquals(new ToolProcess.Outcome(70, "", "INTERNAL ERROR OF THE EMULATOR. This is a fault of mir2, not of your"
                + " program.\nEverything needed to reproduce it is in\n" + reports.get(0) + "\n"), o);
        String text = Files.readString(reports.get(0), StandardCharsets.UTF_8);
        assertTrue(text.startsWith("mir2 check " + program + " --lang en\n"), text);
        assertTrue(text.contains("----- trace -----\njava.lang.OutOfMemoryError: planted by the test\n"), text);
    }

    @Test
    void whenNoReportCanBeWrittenThatIsSaidAndTheStatusIsStill70() throws Exception {
        Files.writeString(dir.resolve("home"), "a file where the home should be");
        ToolProcess.Outcome o = new ToolProcess(dir).main(FaultyMain.class).input("«ВЫП»X=1«КОН»◊\n")
                .run("run", program().toString(), "--lang", "en");
        assertEquals(new ToolProcess.Outcome(70, "ЖДУ ◊\n", "INTERNAL ERROR OF THE EMULATOR. This is a fault"
                + " of mir2, not of your program.\nIts report could not be written in\n" + dir.resolve("home/.mir2/crash")
                + "\n"), o);
    }

    /** A report the disk could not take (full) is not left behind as an empty or cut file. */
    @Test
    void aReportThatCannotBeWrittenWholeIsNotLeftBehind() throws Exception {
        Path crash = dir.resolve("crash");
        IOException full = new IOException("No space left on device");
        IOException thrown = assertThrows(IOException.class, () -> CrashReport.write(crash, "the report", "crash-1",
                (out, bytes) -> {
                    throw full;
                }));
        assertEquals(full, thrown);
        assertEquals(List.of(), reports(crash));
    }

    @Test
    void aReportNeverWritesThroughALinkNorOverAFileAndTwoInOneSecondHaveTwoNames() throws Exception {
        Path crash = dir.resolve("crash");
        Files.createDirectories(crash);
        Path victim = Files.writeString(dir.resolve("victim"), "mine");
        Files.createSymbolicLink(crash.resolve("crash-1.txt"), victim);
        Path first = CrashReport.write(crash, "one", "crash-1");
        Path second = CrashReport.write(crash, "two", "crash-1");
        assertEquals(List.of(crash.resolve("crash-1-2.txt"), crash.resolve("crash-1-3.txt")), List.of(first, second));
        assertEquals("mine", Files.readString(victim));
        assertEquals("one", Files.readString(first));
        assertEquals("two", Files.readString(second));
    }
}
