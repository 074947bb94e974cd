package su.mir2.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** mir2 run --trace and --trace-limit: every step as a line, and the last steps after a runaway or an error. */
class TraceTest {
    private static final String PROGRAM = "«РАЗР»2;S=0;«ДЛЯ»I=1«Ш»1«ДО»2«ВЫП»S=S+I;«ВЫВОД»S;«ВВОД»1«КОН»◊";

    /** What --dump writes of PROGRAM at its halt. */
    private static final String DUMP = """
            Variables:
            S=3
            I=3
            Memory:
            symbols 1–29: the program
            symbols 30–32: S
            symbols 33–35: I
            free: 7965 of 8000 symbols
            """;
    /** A program that prints a line without its end and waits at «ВВОД», and the directive typed then. */
    private static final String WAITING = "«РАЗР»3;X=5;«ВЫВОД»X;«ВВОД»34«ГДЕ»M[3]=1,2,3«КОН»◊";
    private static final String TYPED = "«ВЫП» X=1 «КОН» ◊\n";
    /**
     * Its paper and its trace in one file: the step's own printing stands before its line, even where
     * the paper's line is not yet ended.
     */
    private static final String WAITING_TRACED = """
            1  1:9  Х=5  → Х=5
            Х=52  1:13  «ВЫВОД»Х  → printed «Х=5»
            3  1:22  «ВВОД»34  → «ВВОД»: waits for a directive
             ◊
            «ВЫП» Х=1 «КОН» ◊
            4  1:7  Х=1  → Х=1
            5  1:11  «КОНЕЦ»  → directive carried out
            ◊
            """;

    @TempDir
    Path dir;

    private Path program(String text) throws Exception {
        return Files.writeString(dir.resolve("p.alm"), text, StandardCharsets.UTF_8);
    }

    @Test
    void theTraceGoesToStandardErrorAndThePaperStaysAsItWas() throws Exception {
        ToolProcess.Outcome run = new ToolProcess(dir).input("").run("run", program(PROGRAM).toString(), "--trace",
                "--lang", "en");
        assertEquals(new ToolProcess.Outcome(0, "S=3 ◊\n", """
                1  1:9  S=0  → S=0
                2  1:13  «ДЛЯ»I=1«ШАГ»1«ДО»2«ВЫПОЛНИТЬ»  → I=1
                3  1:13  «ДЛЯ»I=1«ШАГ»1«ДО»2«ВЫПОЛНИТЬ»  → loop goes on
                4  1:35  S=S+I  → S=1
                5  1:13  «ДЛЯ»I=1«ШАГ»1«ДО»2«ВЫПОЛНИТЬ»  → I=2
                6  1:13  «ДЛЯ»I=1«ШАГ»1«ДО»2«ВЫПОЛНИТЬ»  → loop goes on
                7  1:35  S=S+I  → S=3
                8  1:13  «ДЛЯ»I=1«ШАГ»1«ДО»2«ВЫПОЛНИТЬ»  → I=3
                9  1:13  «ДЛЯ»I=1«ШАГ»1«ДО»2«ВЫПОЛНИТЬ»  → loop ends
                10  1:41  «ВЫВОД»S  → printed «S=3»
                11  1:50  «ВВОД»1  → «ВВОД»: waits for a directive
                """), run);
    }

    @Test
    void aTraceAloneTakesNotTheNextArgumentForItsFile() throws Exception {
        String program = program("«РАЗР»2;X=2;«ВЫВОД»X«КОН»◊").toString();
        String trace = """
                1  1:9  Х=2  → Х=2
                2  1:13  «ВЫВОД»Х  → printed «Х=2»
                3  1:21  «ГДЕ»  → halts: the statements ran out
                """;
        assertEquals(new ToolProcess.Outcome(0, "Х=2 ◊\n", trace),
                new ToolProcess(dir).input("").run("run", "--trace", program, "--lang", "en"));
        Path protocol = Files.writeString(dir.resolve("p.txt"), "Х=2 ◊\n", StandardCharsets.UTF_8);
        assertEquals(new ToolProcess.Outcome(0, "(not told apart: runs of blanks, a blank before ◊,"
                + " empty lines, Latin and Cyrillic look-alikes)\nMATCH: " + program + " reproduces the protocol "
                + protocol + "\n", trace), new ToolProcess(dir).input("").run("replay", "--trace", program,
                protocol.toString(), "--lang", "en"));
        // the file meant for the trace is taken for the program, and the program is one argument too many
        Path other = Files.writeString(dir.resolve("trace.txt"), "kept", StandardCharsets.UTF_8);
        assertEquals(new ToolProcess.Outcome(64, "", "command not understood: one argument too many: " + program
                + " (help: mir2 run --help)\n"), new ToolProcess(dir).input("").run("run", "--trace", other.toString(),
                program, "--lang", "en"));
        assertEquals("kept", Files.readString(other));
    }

    @Test
    void aTraceLineComesAfterThePaperPrintedBeforeItWhenBothGoToOneFile() throws Exception {
        ToolProcess.Outcome run = new ToolProcess(dir).input(TYPED).errorsOnOutput().run("run",
                program(WAITING).toString(), "--trace", "--lang", "en");
        assertEquals(new ToolProcess.Outcome(0, WAITING_TRACED, ""), run);
    }

    /**
     * A trace to the file standard output writes, by its name or as /dev/stdout, goes into the paper's
     * stream: the file holds both, as when the trace on standard error is sent there too (the test
     * above), where a file opened again wrote the trace over the paper.
     */
    @Test
    void aTraceToTheFileOfStandardOutputIsWrittenInOrderWithThePaper() throws Exception {
        String program = program(WAITING).toString();
        Path paper = dir.resolve("paper.txt");
        for (String trace : List.of("/dev/stdout", paper.toString())) {
            assertEquals(new ToolProcess.Outcome(0, "", ""), new ToolProcess(dir).input(TYPED).output(paper)
                    .run("run", program, "--trace=" + trace, "--lang", "en"));
            assertEquals(WAITING_TRACED, Files.readString(paper, StandardCharsets.UTF_8), trace);
        }
    }

    /** A trace to the file standard error writes comes before the last steps said there, not over them. */
    @Test
    void aTraceToTheFileOfStandardErrorIsWrittenInOrderWithItsMessages() throws Exception {
        Path errors = dir.resolve("errors.txt");
        assertEquals(new ToolProcess.Outcome(1, "ERROR STOP: division by zero\nIN STATEMENT 1:13: У=Х/0 ◊\n", ""),
                new ToolProcess(dir).input("").errors(errors).run("run", program("«РАЗР»2;X=2;Y=X/0«КОН»◊").toString(),
                        "--trace=" + errors, "--trace-limit", "5", "--lang", "en"));
        assertEquals("""
                1  1:9  Х=2  → Х=2
                2  1:13  У=Х/0  → machine error stop
                The last 2 steps:
                1  1:9  Х=2  → Х=2
                2  1:13  У=Х/0  → machine error stop
                """, Files.readString(errors, StandardCharsets.UTF_8));
    }

    @Test
    void theTraceGoesToAFileWhenOneIsNamed() throws Exception {
        Path trace = dir.resolve("trace.txt");
        ToolProcess.Outcome run = new ToolProcess(dir).input("").run("run", program(PROGRAM).toString(),
                "--trace=" + trace, "--lang", "en");
        assertEquals(new ToolProcess.Outcome(0, "S=3 ◊\n", ""), run);
        assertEquals(11, Files.readAllLines(trace).size());
        assertEquals("10  1:41  «ВЫВОД»S  → printed «S=3»", Files.readAllLines(trace).get(9));
    }

    @Test
    void aRunawayShowsTheLastStepsKept() throws Exception {
        ToolProcess.Outcome run = new ToolProcess(dir).input("").run("run",
                program("«РАЗР»2;1.X=X+1;«НА»1«КОН»◊").toString(), "--trace-limit", "3", "--max-steps", "10",
                "--lang", "en");
        assertEquals(new ToolProcess.Outcome(2, "◊\n", """
                The last 3 steps:
                8  1:17  «НА»1  → to 1
                9  1:11  Х=Х+1  → Х=5
                10  1:17  «НА»1  → to 1
                Machine stopped: the program ran 11 steps (the --max-steps limit)
                """), run);
    }

    /** The program run keeping its last 5 steps, in English. */
    private ToolProcess.Outcome keepingFive(String text) throws Exception {
        return new ToolProcess(dir).input("").run("run", program(text).toString(), "--trace-limit", "5", "--lang", "en");
    }

    @Test
    void anErrorStopShowsTheLastStepsKept() throws Exception {
        assertEquals(new ToolProcess.Outcome(1, "ERROR STOP: division by zero\nIN STATEMENT 1:13: У=Х/0 ◊\n", """
                The last 2 steps:
                1  1:9  Х=2  → Х=2
                2  1:13  У=Х/0  → machine error stop
                """), keepingFive("«РАЗР»2;X=2;Y=X/0«КОН»◊"));
    }

    @Test
    void oneStepKeptIsSaidInTheSingular() throws Exception {
        assertEquals(new ToolProcess.Outcome(1, "ERROR STOP: division by zero\nIN STATEMENT 1:9: У=1/0 ◊\n",
                "The last 1 step:\n1  1:9  У=1/0  → machine error stop\n"), keepingFive("«РАЗР»2;Y=1/0«КОН»◊"));
    }

    @Test
    void aTraceLimitOfNothingIsRefused() throws Exception {
        ToolProcess.Outcome run = new ToolProcess(dir).input("").run("run", program(PROGRAM).toString(),
                "--trace-limit", "0", "--lang", "en");
        assertEquals(64, run.status());
        assertEquals("command not understood: --trace-limit takes a number of steps from 1 to 100000, not 0 (help: mir2 run --help)\n", run.err().lines().findFirst().get() + "\n");
    }

    @Test
    void moreStepsKeptThanTheMostAreRefusedBeforeTheRunNotAfterTheHeapIsFull() throws Exception {
        String program = program("«РАЗР»3;1.X=X+1;«НА»1«КОН»◊").toString();
        for (String steps : new String[] {"100001", "2147483647", "99999999999999999999"}) {
            assertEquals(new ToolProcess.Outcome(64, "", "command not understood: --trace-limit takes a number of steps"
                    + " from 1 to 100000, not " + steps + " (help: mir2 run --help)\n"),
                    new ToolProcess(dir).input("").run("run", "--trace-limit=" + steps, program, "--max-steps", "10",
                            "--lang", "en"));
        }
        Path protocol = Files.writeString(dir.resolve("p.txt"), "НЕЧТО\n", StandardCharsets.UTF_8);
        assertEquals(new ToolProcess.Outcome(64, "", "команда не понята: --trace-around: нужно число шагов от 0 до 100000,"
                + " а не 2000000000 (справка: mir2 replay --help)\n"),
                new ToolProcess(dir).input("").run("replay", "--trace-around=2000000000", "--max-steps", "10", program,
                        protocol.toString()));
    }

    @Test
    void theMostStepsKeptFitInASmallHeap() throws Exception {
        // 100 000 lines of some 30 characters: about 10 MB; the ring is full long before the runaway
        ToolProcess.Outcome run = new ToolProcess(dir).input("").jvm("-Xmx48m").run("run",
                program("«РАЗР»3;1.X=X+1;«НА»1«КОН»◊").toString(), "--trace-limit=100000", "--max-steps", "300000",
                "--lang", "en");
        assertEquals(2, run.status(), run.err());
        List<String> err = run.err().lines().toList();
        assertEquals(List.of("The last 100000 steps:", "200001  1:11  Х=Х+1  → Х=100001",
                "Machine stopped: the program ran 300001 steps (the --max-steps limit)"),
                List.of(err.get(0), err.get(1), err.get(err.size() - 1)));
        assertEquals(100002, err.size());
    }

    @Test
    void theDumpHoldsTheVariablesAndTheMemoryMapAtTheHalt() throws Exception {
        Path dump = dir.resolve("dump.txt");
        ToolProcess.Outcome run = new ToolProcess(dir).input("").run("run", program(PROGRAM).toString(),
                "--dump=" + dump, "--lang", "en");
        assertEquals(new ToolProcess.Outcome(0, "S=3 ◊\n", ""), run);
        assertEquals(DUMP, Files.readString(dump));
    }

    /** A dump to /dev/stdout comes after the paper, where a file opened again wrote it over the paper. */
    @Test
    void theDumpToStandardOutputFollowsThePaper() throws Exception {
        Path paper = dir.resolve("paper.txt");
        assertEquals(new ToolProcess.Outcome(0, "", ""), new ToolProcess(dir).input("").output(paper).run("run",
                program(PROGRAM).toString(), "--dump=/dev/stdout", "--lang", "en"));
        assertEquals("S=3 ◊\n" + DUMP, Files.readString(paper, StandardCharsets.UTF_8));
    }

    /**
     * A trace and a dump both to standard output share its stream with the paper: the steps, each
     * after what it printed, the end sign of «ВВОД» after its step, and the dump at the halt.
     */
    @Test
    void aTraceAndADumpBothToStandardOutputShareItsStream() throws Exception {
        Path paper = dir.resolve("paper.txt");
        assertEquals(new ToolProcess.Outcome(0, "", ""), new ToolProcess(dir).input("").output(paper).run("run",
                program(PROGRAM).toString(), "--trace=/dev/stdout", "--dump=/dev/stdout", "--lang", "en"));
        String loop = "  1:13  «ДЛЯ»I=1«ШАГ»1«ДО»2«ВЫПОЛНИТЬ»  → ";
        assertEquals("1  1:9  S=0  → S=0\n"
                + "2" + loop + "I=1\n" + "3" + loop + "loop goes on\n" + "4  1:35  S=S+I  → S=1\n"
                + "5" + loop + "I=2\n" + "6" + loop + "loop goes on\n" + "7  1:35  S=S+I  → S=3\n"
                + "8" + loop + "I=3\n" + "9" + loop + "loop ends\n"
                + "S=310  1:41  «ВЫВОД»S  → printed «S=3»\n"
                + "11  1:50  «ВВОД»1  → «ВВОД»: waits for a directive\n"
                + " ◊\n" + DUMP, Files.readString(paper, StandardCharsets.UTF_8));
    }

    @Test
    void aTraceFileThatCannotBeOpenedIsRefusedInASentenceAsAPaperFileIs() throws Exception {
        Path missing = refusedBeforeTheRun("--trace", "cannot write the trace to the file", "не удаётся записать след в файл");
        Path protocol = Files.writeString(dir.resolve("p.txt"), "S=3 ◊\n", StandardCharsets.UTF_8);
        assertEquals(new ToolProcess.Outcome(64, "", "cannot write the trace to the file " + missing
                + ": no such file or directory\n"), new ToolProcess(dir).input("").run("replay", dir.resolve("p.alm").toString(),
                protocol.toString(), "--trace=" + missing, "--lang", "en"));
    }

    @Test
    void aDumpFileThatCannotBeOpenedIsRefusedBeforeTheRunAsATraceFileIs() throws Exception {
        refusedBeforeTheRun("--dump", "cannot write the variables and the memory map to the file",
                "не удаётся записать величины и карту памяти в файл");
    }

    /**
     * The run with {@code option} naming a file in a missing directory (said in English) and a directory
     * (in Russian): each refused with 64 before anything runs. The missing file.
     */
    private Path refusedBeforeTheRun(String option, String english, String russian) throws Exception {
        String program = program(PROGRAM).toString();
        Path missing = dir.resolve("none").resolve("out.txt");
        assertEquals(new ToolProcess.Outcome(64, "", english + " " + missing + ": no such file or directory\n"),
                new ToolProcess(dir).input("").run("run", program, option + "=" + missing, "--lang", "en"));
        assertEquals(new ToolProcess.Outcome(64, "", russian + " " + dir + ": это каталог\n"),
                new ToolProcess(dir).input("").run("run", program, option + "=" + dir));
        return missing;
    }

    @Test
    void aDumpFileThatFailsWhileWrittenEndsWith74AndKeepsThePaper() throws Exception {
        assertEquals(new ToolProcess.Outcome(74, "S=3 ◊\n", "cannot write to the file /dev/full: no space left on the disk\n"),
                new ToolProcess(dir).input("").run("run", program(PROGRAM).toString(), "--dump=/dev/full", "--lang", "en"));
    }

    @Test
    void aTraceFileThatFailsWhileWrittenEndsWith74AndKeepsThePaper() throws Exception {
        assertEquals(new ToolProcess.Outcome(74, "S=3 ◊\n", "cannot write to the file /dev/full: no space left on the disk\n"),
                new ToolProcess(dir).input("").run("run", program(PROGRAM).toString(), "--trace=/dev/full", "--lang", "en"));
        // a thousand steps of trace fill its buffer long before the halt
        ToolProcess.Outcome longRun = new ToolProcess(dir).input("").run("run",
                program("«РАЗР»2;S=0;«ВЫВОД»[НАЧАЛО];«ДЛЯ»I=1«Ш»1«ДО»1000«ВЫП»S=S+I;«ВЫВОД»S«КОН»◊").toString(),
                "--trace=/dev/full", "--lang", "en");
        assertEquals(new ToolProcess.Outcome(74, "НАЧАЛО", "cannot write to the file /dev/full: no space left on the disk\n"),
                longRun);
    }

    /**
     * The trace asked for on standard error is output, as the paper is: where it cannot be written (a
     * full disk, a closed descriptor) the run ends with 74 after the paper so far, not lost without a
     * word; the sentence saying so is tried there too, and is lost with it.
     */
    @Test
    void aTraceOnAStandardErrorThatCannotBeWrittenEndsWith74AndKeepsThePaper() throws Exception {
        String program = program("«РАЗР»2;«ВЫВОД»[НАЧАЛО];S=1«КОН»◊").toString();
        assertEquals(new ToolProcess.Outcome(74, "НАЧАЛО", ""), new ToolProcess(dir).input("")
                .errors(Path.of("/dev/full")).run("run", program, "--trace", "--lang", "en"));
        assertEquals(new ToolProcess.Outcome(74, "НАЧАЛО", ""), new ToolProcess(dir).input("").errorsClosed()
                .run("run", program, "--trace", "--lang", "en"));
    }

    /** A runaway's trace piped to a reader that takes one line ends the run quietly (141), as a paper's does. */
    @Test
    void aTraceWhoseReaderHasGoneEndsTheRunQuietly() throws Exception {
        Process p = new ToolProcess(dir).start("run", program("«РАЗР»2;1.«ВЫВОД»[СТРОКА],«СТРОКА»;«НА»1«КОН»◊").toString(),
                "--trace", "--lang", "en");
        try {
            p.getOutputStream().close();
            Thread paper = new Thread(() -> {
                try (java.io.InputStream out = p.getInputStream()) {
                    out.transferTo(java.io.OutputStream.nullOutputStream());
                } catch (java.io.IOException e) {
                    // the process is gone
                }
            });
            paper.start();
            java.io.BufferedReader trace = new java.io.BufferedReader(new java.io.InputStreamReader(p.getErrorStream(),
                    StandardCharsets.UTF_8));
            assertEquals("1  1:11  «ВЫВОД»[СТРОКА],«СТРОКА»  → printed «СТРОКА↵»", trace.readLine());
            trace.close();
            assertEquals(true, p.waitFor(60, java.util.concurrent.TimeUnit.SECONDS));
            assertEquals(141, p.exitValue());
            paper.join();
        } finally {
            p.destroyForcibly();
        }
    }

    /**
     * A run ended by a signal (SIGTERM here; Ctrl-C alike) writes out the trace file's buffer, which its
     * closing would have written: the file ends with its last step's whole line, not where a buffer ran
     * full, and holds every step up to it.
     */
    @Test
    void aTraceFileEndsWithAWholeLineWhenTheRunIsEndedByASignal() throws Exception {
        Path trace = dir.resolve("trace.txt");
        Process p = new ToolProcess(dir).input("").start("run", program("«РАЗР»2;1.X=1;«НА»1«КОН»◊").toString(),
                "--trace=" + trace, "--lang", "en");
        try {
            long waited = 0;
            while ((!Files.exists(trace) || Files.size(trace) == 0) && waited < 60_000) {
                Thread.sleep(50);
                waited += 50;
            }
            p.destroy();
            assertEquals(true, p.waitFor(60, java.util.concurrent.TimeUnit.SECONDS));
            assertEquals(143, p.exitValue());
        } finally {
            p.destroyForcibly();
        }
        String written = Files.readString(trace, StandardCharsets.UTF_8);
        long steps = written.chars().filter(c -> c == '\n').count();
        StringBuilder expected = new StringBuilder();
        for (int step = 1; step <= steps; step++) {
            expected.append(step % 2 == 1 ? step + "  1:11  Х=1  → Х=1\n" : step + "  1:15  «НА»1  → to 1\n");
        }
        assertEquals(expected.toString(), written);
    }
}
