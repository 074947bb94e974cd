package su.mir2.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every exit status README's table lists, each as a real process gives it. */
class ExitStatusTest {
    private static final String WAITING = "«РАЗР»2;«ВЫВОД»[ЖДУ];«ВВОД»;«ВЫВОД»[ЕЩЁ]«КОН»◊";
    private static final String ENDLESS = "«РАЗР»2;1.«ВЫВОД»[СТРОКА],«СТРОКА»;«НА»1«КОН»◊";

    @TempDir
    Path dir;

    private Path program(String name, String text) throws Exception {
        return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
    }

    private ToolProcess tool() throws Exception {
        return new ToolProcess(dir).input("");
    }

    @Test
    void zeroOneTwoForAHaltAnErrorStopAndARunaway() throws Exception {
        assertEquals(new ToolProcess.Outcome(0, "ЖДУ ◊\n", ""), tool().run("run", program("w.alm", WAITING).toString()));
        assertEquals(1, tool().run("run", program("z.alm", "«РАЗР»2;X=1/0«КОН»◊").toString()).status());
        ToolProcess.Outcome runaway = tool().run("run", program("e.alm", ENDLESS).toString(), "--max-steps", "10", "--lang", "en");
        // the step that passes the limit is the eleventh
        assertEquals(2, runaway.status());
        assertEquals("Machine stopped: the program ran 11 steps (the --max-steps limit)\n", runaway.err());
    }

    @Test
    void sixtyFourForAWrongCommandLineAndSixtyFiveForAProgramThatCannotBeRead() throws Exception {
        assertEquals(64, tool().run("run", "--no-such-option", "x.alm").status());
        assertEquals(65, tool().run("check", program("bad.alm", "«РАЗР»2;X=(1«КОН»◊").toString()).status());
        Path latin1 = Files.write(dir.resolve("latin1.alm"), new byte[] {'X', (byte) 0xE9});
        assertEquals(new ToolProcess.Outcome(65, "", "the file " + latin1 + " is not UTF-8: line 1, column 2, byte E9\n"),
                tool().run("check", latin1.toString(), "--lang", "en"));
        // the column counts characters: «Й» before the byte is two bytes and one character
        Path third = Files.write(dir.resolve("third.alm"), "«РАЗР»3;\nЙX\n".replace("X", "\u0000")
                .getBytes(StandardCharsets.UTF_8));
        byte[] bytes = Files.readAllBytes(third);
        bytes[bytes.length - 2] = (byte) 0xFF;
        Files.write(third, bytes);
        assertEquals(new ToolProcess.Outcome(65, "", "файл " + third + " не в кодировке UTF-8: строка 2, позиция 2, байт FF\n"),
                tool().run("check", third.toString()));
    }

    @Test
    void sixtyFourWhenAFileAnOptionWritesIsTheProgramOrTheProtocolRead() throws Exception {
        Path program = program("w.alm", WAITING);
        Path link = Files.createSymbolicLink(dir.resolve("link.alm"), program);
        String refused = ", a file this command reads: it would be written over\n";
        assertEquals(new ToolProcess.Outcome(64, "", "--paper=" + program + " is " + program + refused),
                tool().run("run", program.toString(), "--paper", program.toString(), "--lang", "en"));
        assertEquals(new ToolProcess.Outcome(64, "", "--paper=" + program + " — это " + program
                + ", файл, который команда читает: он был бы затёрт\n"),
                tool().run("console", program.toString(), "--paper", program.toString()));
        // under another name, and by every option that writes a file
        for (String option : new String[] {"--trace", "--dump", "--history"}) {
            assertEquals(new ToolProcess.Outcome(64, "", option + "=" + link + " is " + program + refused),
                    tool().run("run", program.toString(), option + "=" + link, "--lang", "en"));
        }
        assertEquals(WAITING, Files.readString(program));
        Path protocol = Files.writeString(dir.resolve("p.txt"), "ЖДУ ◊\n", StandardCharsets.UTF_8);
        assertEquals(new ToolProcess.Outcome(64, "", "--trace=" + protocol + " is " + protocol + refused),
                tool().run("replay", program.toString(), protocol.toString(), "--trace=" + protocol, "--lang", "en"));
        assertEquals("ЖДУ ◊\n", Files.readString(protocol));
    }

    @Test
    void sixtyFourWhenTwoOptionsWriteOneFile() throws Exception {
        Path program = program("w.alm", WAITING);
        Path both = dir.resolve("both.txt");
        assertEquals(new ToolProcess.Outcome(64, "", "--trace=" + both + " and --dump=" + both
                        + " are one file: each would be written over by the other\n"),
                tool().run("run", program.toString(), "--dump=" + both, "--trace=" + both, "--lang", "en"));
        assertFalse(Files.exists(both));
        // another name of a file not made yet, and a link of one that is
        assertEquals(new ToolProcess.Outcome(64, "", "--trace=" + both + " and --dump=" + dir.resolve("x/../both.txt")
                        + " are one file: each would be written over by the other\n"),
                tool().run("run", program.toString(), "--dump=" + dir.resolve("x/../both.txt"), "--trace=" + both,
                        "--lang", "en"));
        Path kept = Files.writeString(dir.resolve("kept.txt"), "kept", StandardCharsets.UTF_8);
        Path link = Files.createSymbolicLink(dir.resolve("link.txt"), kept);
        assertEquals(new ToolProcess.Outcome(64, "", "--paper=" + kept + " и --history=" + link
                        + " — один и тот же файл: одно затёрло бы другое\n"),
                tool().run("console", "--paper=" + kept, "--history=" + link));
        assertEquals("kept", Files.readString(kept));
    }

    /**
     * The protocol and the history are files of their own: standard output's or error's file (a pipe
     * here, or a file) would be written over by what goes there (the paper, the messages), so either is
     * refused before the run.
     */
    @Test
    void sixtyFourWhenTheProtocolOrTheHistoryIsStandardOutputOrError() throws Exception {
        Path program = program("w.alm", WAITING);
        String refused = " is standard output or error, which the command writes: it would be written over\n";
        for (String file : new String[] {"/dev/stdout", "/dev/stderr"}) {
            assertEquals(new ToolProcess.Outcome(64, "", "--paper=" + file + refused),
                    tool().run("console", program.toString(), "--paper=" + file, "--lang", "en"));
            assertEquals(new ToolProcess.Outcome(64, "", "--history=" + file + refused),
                    tool().run("console", "--history=" + file, "--lang", "en"));
        }
        Path paper = dir.resolve("paper.txt");
        assertEquals(new ToolProcess.Outcome(64, "", "--paper=" + paper + " — стандартный вывод или вывод ошибок,"
                        + " куда пишет команда: он был бы затёрт\n"),
                tool().output(paper).run("run", program.toString(), "--paper=" + paper));
        // a device loses nothing when two write to it
        assertEquals(0, tool().input("").output(Path.of("/dev/null")).run("run", program.toString(),
                "--paper=/dev/null").status());
    }

    @Test
    void sixtyFourWhenATraceOrDumpIsAskedOfARunTheConsoleTakes() throws Exception {
        Path program = program("w.alm", WAITING);
        assertEquals(new ToolProcess.Outcome(64, "", "--paper opens the console, and --trace and --dump belong to a run"
                        + " without it;\nat the console use :trace and :memory\n"),
                tool().run("run", program.toString(), "--paper", dir.resolve("p.txt").toString(), "--trace",
                        "--lang", "en"));
        assertEquals(new ToolProcess.Outcome(64, "", "--display открывает пульт, а --trace и --dump пишет работа без"
                        + " пульта;\nна пульте это :след и :память\n"),
                tool().run("run", program.toString(), "--display", "--dump=" + dir.resolve("d.txt")));
        assertFalse(Files.exists(dir.resolve("p.txt")));
    }

    /** Every variant would fail by them, and the printed ones be reported book errors. */
    @Test
    void sixtyFourForReplayAllWithAnotherMemoryOrStepLimit() throws Exception {
        assertEquals(new ToolProcess.Outcome(64, "", "--memory is not taken with replay --all: the book is checked on its"
                        + " machine, default step limit\n"),
                tool().run("replay", "--all", "--memory", "100", "--lang", "en"));
        assertEquals(new ToolProcess.Outcome(64, "", "--max-steps не указывают с replay --all: книгу сверяют на её машине,"
                        + " с пределом шагов по умолчанию\n"),
                tool().run("replay", "--all", "--max-steps", "5"));
    }

    @Test
    void sixtySixForAMissingFileADirectoryAndADeviceAlsoInReplay() throws Exception {
        Path missing = dir.resolve("none.alm");
        assertEquals(new ToolProcess.Outcome(66, "", "there is no file " + missing + "\n"),
                tool().run("replay", missing.toString(), dir.resolve("none.txt").toString(), "--lang", "en"));
        assertEquals(new ToolProcess.Outcome(66, "", dir + " is a directory, not a file\n"),
                tool().run("run", dir.toString(), "--lang", "en"));
        assertEquals(new ToolProcess.Outcome(66, "", "/dev/zero is not a file: a program or protocol is read from a file or a pipe\n"),
                tool().run("check", "/dev/zero", "--lang", "en"));
        Path program = program("w.alm", WAITING);
        assertEquals(66, tool().run("replay", program.toString(), "/dev/urandom").status());
        // a name that leads to no file that can be opened is no input either
        Path loop = dir.resolve("loop1");
        Files.createSymbolicLink(loop, dir.resolve("loop2"));
        Files.createSymbolicLink(dir.resolve("loop2"), loop);
        assertEquals(new ToolProcess.Outcome(66, "", "cannot read the file " + loop + ": symbolic links go round in a loop\n"),
                tool().run("check", loop.toString(), "--lang", "en"));
        assertEquals(new ToolProcess.Outcome(66, "", "cannot read the file " + program + "/x: a part of the path is not a directory\n"),
                tool().run("run", program + "/x", "--lang", "en"));
    }

    @Test
    void sixtySixAfterThePaperWhenStandardInputIsADirectory() throws Exception {
        Path program = program("w.alm", WAITING);
        assertEquals(new ToolProcess.Outcome(66, "ЖДУ ◊\n", "cannot read standard input: it is a directory\n"),
                new ToolProcess(dir).inputByShell(dir).run("run", program.toString(), "--lang", "en"));
        // the console greets on standard error, reads the program in, then finds no typing to read
        assertEquals(new ToolProcess.Outcome(66, "", "# ЭВМ МИР-2, пульт оператора. Справка: :помощь (F1, Alt-H). "
                        + "Выход: :выход, Ctrl-D или Ctrl-C дважды.\n# программа " + program + " введена с перфоленты, "
                        + "знаков: 20. Пуск: :пуск (F5).\nне удаётся читать стандартный ввод: это каталог\n"),
                new ToolProcess(dir).inputByShell(dir).run("console", program.toString()));
    }

    @Test
    void seventyFourWhenThePaperOrStandardOutputCannotBeWritten() throws Exception {
        Path program = program("w.alm", WAITING);
        // the protocol's first line, its header, is written before the program is read in
        assertEquals(new ToolProcess.Outcome(74, "", "cannot write to the file /dev/full: no space left on the disk\n"),
                tool().run("run", program.toString(), "--paper", "/dev/full", "--lang", "en"));
        assertEquals(new ToolProcess.Outcome(74, "", "cannot write to standard output: no space left on the disk\n"),
                tool().output(Path.of("/dev/full")).run("run", program.toString(), "--lang", "en"));
        // the system's English text never reaches a Russian message
        assertEquals(new ToolProcess.Outcome(74, "", "не удаётся писать в файл /dev/full: на диске нет места\n"),
                tool().run("run", program.toString(), "--paper", "/dev/full"));
    }

    /** -V is offered by every command's help, so every command answers it. */
    @Test
    void everyCommandTellsItsVersion() throws Exception {
        for (String command : new String[] {"run", "check", "console", "play", "replay", "bench"}) {
            assertEquals(new ToolProcess.Outcome(0, "mir2 1.0\n", ""), tool().run(command, "-V"), command);
        }
        assertEquals(new ToolProcess.Outcome(0, "mir2 1.0\n", ""), tool().run("--lang", "en", "--version"));
    }

    @Test
    void seventyFourWithASentenceWhenTheHelpOrVersionCannotBeWritten() throws Exception {
        assertEquals(new ToolProcess.Outcome(74, "", "cannot write to standard output: no space left on the disk\n"),
                tool().output(Path.of("/dev/full")).run("run", "--help", "--lang", "en"));
        assertEquals(new ToolProcess.Outcome(74, "", "не удаётся писать в стандартный вывод: на диске нет места\n"),
                tool().output(Path.of("/dev/full")).run("--version"));
    }

    @Test
    void thePaperComesBeforeTheMessageWhenBothGoToOneFile() throws Exception {
        ToolProcess.Outcome runaway = tool().errorsOnOutput()
                .run("run", program("e.alm", ENDLESS).toString(), "--max-steps", "10", "--lang", "en");
        assertEquals(new ToolProcess.Outcome(2, "СТРОКА\n".repeat(5) + "◊\n"
                + "Machine stopped: the program ran 11 steps (the --max-steps limit)\n", ""), runaway);
        ToolProcess.Outcome crash = new ToolProcess(dir).input("«ВЫП»«НА»1«КОН»◊\n").errorsOnOutput().main(FaultyMain.class)
                .run("run", program("w.alm", WAITING).toString(), "--lang", "en");
        assertEquals(70, crash.status());
        assertEquals(true, crash.out().startsWith("ЖДУ ◊\nINTERNAL ERROR OF THE EMULATOR."), crash.out());
    }

    /** Two sessions writing one protocol would spoil both: the second is refused while the first writes it. */
    @Test
    void sixtyFourWhenAnotherSessionWritesTheProtocol() throws Exception {
        Path program = program("w.alm", WAITING);
        Path paper = dir.resolve("paper.txt");
        Process first = new ToolProcess(dir).start("run", program.toString(), "--paper", paper.toString());
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (!(Files.exists(paper) && Files.readString(paper, StandardCharsets.UTF_8).contains("ЖДУ"))) {
                assertEquals(true, System.nanoTime() < deadline, "the first session did not write its protocol");
                Thread.sleep(50);
            }
            assertEquals(new ToolProcess.Outcome(64, "", "cannot write the protocol to the file " + paper
                    + ": another mir2 session is writing it\n"),
                    tool().run("run", program.toString(), "--paper", paper.toString(), "--lang", "en"));
            first.getOutputStream().close();
            first.getInputStream().readAllBytes();
            assertEquals(true, first.waitFor(60, TimeUnit.SECONDS));
            assertEquals(0, first.exitValue());
        } finally {
            first.destroyForcibly();
        }
        // the first session's protocol is whole: it replays to a match
        assertEquals(0, tool().run("replay", program.toString(), paper.toString()).status());
    }

    @Test
    void oneFortyOneWithoutAWordWhenTheReaderOfStandardOutputHasGone() throws Exception {
        Process p = tool().start("run", program("e.alm", ENDLESS).toString());
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            assertEquals("СТРОКА", out.readLine());
            out.close();
            assertEquals(true, p.waitFor(60, TimeUnit.SECONDS));
            assertEquals(141, p.exitValue());
            assertEquals("", new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
        } finally {
            p.destroyForcibly();
        }
    }

    @Test
    void oneThirtyWhenARunWithoutATerminalIsEndedByCtrlC() throws Exception {
        // a build started in the background (nohup, &) passes SIGINT on ignored, and a JVM keeps it so
        assumeFalse(interruptIgnored(), "SIGINT is ignored in this environment: Ctrl-C cannot reach the tool");
        Process p = tool().start("run", program("e.alm", ENDLESS).toString());
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            assertEquals("СТРОКА", out.readLine());
            assertEquals(0, new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).start().waitFor());
            Thread drain = new Thread(() -> out.lines().forEach(line -> { }));
            drain.start();
            assertEquals(true, p.waitFor(60, TimeUnit.SECONDS));
            assertEquals(130, p.exitValue());
        } finally {
            p.destroyForcibly();
        }
    }

    /** Whether this process was started with SIGINT ignored, as its children then are (Linux). */
    private static boolean interruptIgnored() throws IOException {
        Path status = Path.of("/proc/self/status");
        if (!Files.isReadable(status)) {
            return false;
        }
        for (String line : Files.readAllLines(status, StandardCharsets.UTF_8)) {
            if (line.startsWith("SigIgn:")) {
                return (Long.parseUnsignedLong(line.substring("SigIgn:".length()).trim(), 16) & (1L << 1)) != 0;
            }
        }
        return false;
    }
}
