package su.mir2.console.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The whole-process benchmark: each workload as a user runs it, a fresh `mir2 run` process writing
 * its paper to a file, paired round by round with a fresh process of its Java baseline writing the
 * same paper; the two files must be equal. The start-up of both (a one-line program, "hello") is
 * measured the same way, so that it can be reported apart and taken off.
 */
public final class WholeProcess {
    /** The workloads' names, as --only takes them. */
    public static final String EVOLUTION = "evolution-paper";
    public static final String DIRECTIVES = "directives";
    public static final List<String> NAMES = List.of(EVOLUTION, DIRECTIVES);
    /**
     * The evolution program over fields and tacts of growing size, one round each: minutes of work,
     * so run only when named in --only, as every workload of {@link #ON_REQUEST}.
     */
    public static final String SCALING = "evolution-scaling";
    public static final List<String> ON_REQUEST = List.of(SCALING);
    public static final int[] SCALING_SIDES = {100, 200, 400, 800};
    public static final int[] SCALING_TACTS = {100, 300, 1000};

    static final int SIDE = 300;
    static final int TACTS = 400;
    static final long SEED = 1;
    public static final int DIRECTIVE_COUNT = 4000;
    static final String ONE_LINE = "«РАЗР»2;«ВЫВОД»[ДА]«КОН»◊\n";

    /** A workload's rounds: emulator and baseline runs, index by index. */
    public record Series(String name, ProcessRun[] emulator, ProcessRun[] baseline, long paperBytes) {
        public long emulatorMedian() {
            return Harness.median(Arrays.stream(emulator).mapToLong(ProcessRun::wallNanos).toArray());
        }

        public long baselineMedian() {
            return Harness.median(Arrays.stream(baseline).mapToLong(ProcessRun::wallNanos).toArray());
        }

        public double pairedRatio() {
            long[] r = new long[emulator.length];
            for (int i = 0; i < r.length; i++) {
                r[i] = Math.round(1000.0 * emulator[i].wallNanos() / baseline[i].wallNanos());
            }
            return Harness.median(r) / 1000.0;
        }

        /** The emulator's median user, system (ms) and largest peak memory (KiB); −1 when unknown. */
        public long userMedian() {
            return Harness.median(Arrays.stream(emulator).mapToLong(ProcessRun::userMillis).toArray());
        }

        public long sysMedian() {
            return Harness.median(Arrays.stream(emulator).mapToLong(ProcessRun::sysMillis).toArray());
        }

        public long emulatorPeakKib() {
            return Harness.max(Arrays.stream(emulator).mapToLong(ProcessRun::peakKib).toArray());
        }

        public long baselinePeakKib() {
            return Harness.max(Arrays.stream(baseline).mapToLong(ProcessRun::peakKib).toArray());
        }
    }

    private final Path jar;
    private final Path work;

    /** Runs this {@code jar}; the programs, inputs and papers are kept in {@code work}. */
    public WholeProcess(Path jar, Path work) {
        this.jar = jar;
        this.work = work;
    }

    /** The start-up: `mir2 run` of a one-line program against a Java "hello", {@code runs} rounds. */
    public Series startup(int runs) throws IOException, InterruptedException, Harness.WrongOutput {
        Path program = Files.writeString(work.resolve("one-line.alm"), ONE_LINE, StandardCharsets.UTF_8);
        return series("start-up", runs, 1, Startup.command(jar, List.of(program.toString())), baseline("hello"), null,
                "ДА ◊\n", "hello\n");
    }

    /**
     * The book's evolution program (fixed.alm's statements, in {@code book}) on a 300×300 soup for
     * 400 tacts, printing the structure at every tact.
     */
    public Series evolution(Path book, int runs) throws IOException, InterruptedException, Harness.WrongOutput {
        return evolution(EVOLUTION, book, SIDE, TACTS, runs, 1);
    }

    /**
     * The same program on a field of {@code side}² for {@code tacts} tacts, one round with none before
     * it (see {@link #SCALING}).
     */
    public Series scaling(Path book, int side, int tacts) throws IOException, InterruptedException, Harness.WrongOutput {
        String name = SCALING + "-" + side + "-" + tacts;
        Series s = evolution(name, book, side, tacts, 1, 0);
        // the largest papers are hundreds of megabytes: once compared, only their length is kept
        Files.deleteIfExists(paper(name, "emulator"));
        Files.deleteIfExists(paper(name, "baseline"));
        return s;
    }

    private Series evolution(String name, Path book, int side, int tacts, int runs, int before)
            throws IOException, InterruptedException, Harness.WrongOutput {
        String text = Files.readString(book, StandardCharsets.UTF_8);
        SoupField field = SoupField.of(side, tacts, SEED);
        Path program = Files.writeString(work.resolve(name + ".alm"),
                field.program(text.substring(0, text.indexOf("«ГДЕ»"))), StandardCharsets.UTF_8);
        return series(name, runs, before,
                Startup.command(jar, List.of("--memory", Integer.toString(field.memorySymbols()), program.toString())),
                baseline("evolution", Integer.toString(side), Integer.toString(tacts), Long.toString(SEED)), null,
                null, null);
    }

    /** 4 000 directives through a pipe into a program that waits at «ВВОД» after each. */
    public Series directives(int runs) throws IOException, InterruptedException, Harness.WrongOutput {
        Path program = Files.writeString(work.resolve("directives.alm"), DirectiveSession.PROGRAM, StandardCharsets.UTF_8);
        Path input = Files.writeString(work.resolve("directives.txt"), DirectiveSession.directives(DIRECTIVE_COUNT),
                StandardCharsets.UTF_8);
        return series(DIRECTIVES, runs, 1, Startup.command(jar, List.of(program.toString())), baseline("directives"), input,
                null, null);
    }

    private List<String> baseline(String... args) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", jar.toString(), BaselineProcess.class.getName()));
        command.addAll(List.of(args));
        return command;
    }

    /** Where a workload's paper from one of its two processes is kept. */
    private Path paper(String name, String runner) {
        return work.resolve(name + "." + runner + ".txt");
    }

    /**
     * Rounds of the two processes, each round's papers compared (with the expected texts where given);
     * {@code before} rounds before them are not counted.
     */
    private Series series(String name, int runs, int before, List<String> emulator, List<String> baseline, Path input,
                          String emulatorExpected, String baselineExpected)
            throws IOException, InterruptedException, Harness.WrongOutput {
        ProcessRun[] e = new ProcessRun[runs];
        ProcessRun[] b = new ProcessRun[runs];
        Path emulatorPaper = paper(name, "emulator");
        Path baselinePaper = paper(name, "baseline");
        for (int i = -before; i < runs; i++) {
            ProcessRun re = ProcessRun.of(emulator, input, emulatorPaper);
            ProcessRun rb = ProcessRun.of(baseline, input, baselinePaper);
            String ep = Files.readString(emulatorPaper, StandardCharsets.UTF_8);
            String bp = Files.readString(baselinePaper, StandardCharsets.UTF_8);
            if (emulatorExpected != null) {
                Harness.check("emulator", ep, emulatorExpected);
                Harness.check("baseline", bp, baselineExpected);
            } else {
                Harness.check("emulator", ep, bp);
            }
            if (i >= 0) {
                e[i] = re;
                b[i] = rb;
            }
        }
        return new Series(name, e, b, Files.size(emulatorPaper));
    }
}
