package su.mir2.console;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import su.mir2.console.bench.Harness;
import su.mir2.console.bench.ProcessRun;
import su.mir2.console.bench.Startup;
import su.mir2.console.bench.WholeProcess;
import su.mir2.messages.Messages;
import su.mir2.console.host.ExitCode;
import su.mir2.console.host.Tool;

/** The whole-process part of mir2 bench: the start-up, then each workload, a line each. */
final class WholeProcessReport {
    private final Messages tool;
    private final Path home;
    private final int runs;

    WholeProcessReport(Messages tool, Path home, int runs) {
        this.tool = tool;
        this.home = home;
        this.runs = runs;
    }

    int run(List<String> names) throws IOException, InterruptedException {
        Optional<Path> jar = Startup.jar();
        if (jar.isEmpty()) {
            BenchCommand.paragraph(tool.get("bench.process.nojar"));
            return ExitCode.OK;
        }
        Path work = Files.createTempDirectory("mir2-bench");
        WholeProcess bench = new WholeProcess(jar.get(), work);
        BenchCommand.out("");
        BenchCommand.paragraph(tool.get("bench.process.title", runs, work));
        String name = "start-up";
        try {
            WholeProcess.Series startup = bench.startup(runs);
            BenchCommand.out(tool.get("bench.process.startup", millis(startup.emulatorMedian()),
                    millis(startup.baselineMedian())));
            detail("bench.process.startup.memory", mib(startup.emulatorPeakKib()), mib(startup.baselinePeakKib()));
            for (String n : names) {
                name = n;
                if (n.equals(WholeProcess.SCALING)) {
                    scaling(bench);
                    continue;
                }
                WholeProcess.Series s = n.equals(WholeProcess.EVOLUTION)
                        ? bench.evolution(book(), runs)
                        : bench.directives(runs);
                long e = s.emulatorMedian() - startup.emulatorMedian();
                long b = s.baselineMedian() - startup.baselineMedian();
                BenchCommand.out(tool.get("bench.process.row", n, millis(s.emulatorMedian()), millis(s.baselineMedian()),
                        ratio(s.emulatorMedian(), s.baselineMedian()), String.format(Locale.ROOT, "%.1f", s.pairedRatio())));
                detail("bench.process.net", millis(e), millis(b), ratio(e, b));
                detail("bench.process.cost", s.userMedian(), s.sysMedian(),
                        s.sysMedian() < 0 ? "?" : Math.round(100.0 * s.sysMedian() * 1e6 / s.emulatorMedian()));
                detail("bench.process.memory", mib(s.emulatorPeakKib()), mib(s.baselinePeakKib()));
                if (n.equals(WholeProcess.DIRECTIVES)) {
                    detail("bench.process.rate", WholeProcess.DIRECTIVE_COUNT,
                            Math.round(WholeProcess.DIRECTIVE_COUNT * 1e9 / s.emulatorMedian()));
                }
            }
        } catch (Harness.WrongOutput e) {
            Tool.ERR.println(tool.get("bench.process.wrong", name, tool.get("bench.runner." + e.runner()), e.line()));
            return ExitCode.ERROR_STOP;
        }
        return ExitCode.OK;
    }

    private Path book() {
        return home.resolveSibling("book").resolve("evolution").resolve("fixed.alm");
    }

    /**
     * The evolution program over every field and number of tacts of {@link WholeProcess#SCALING}, one
     * round each: wall and processor time and peak memory of both processes, and the paper's length.
     */
    private void scaling(WholeProcess bench) throws IOException, InterruptedException, Harness.WrongOutput {
        BenchCommand.out("");
        BenchCommand.paragraph(tool.get("bench.scaling.title"));
        for (int side : WholeProcess.SCALING_SIDES) {
            for (int tacts : WholeProcess.SCALING_TACTS) {
                WholeProcess.Series s = bench.scaling(book(), side, tacts);
                BenchCommand.out(tool.get("bench.scaling.row", side, tacts,
                        String.format(Locale.ROOT, "%.2f", s.paperBytes() / 1e6),
                        ratio(s.emulatorMedian(), s.baselineMedian())));
                detail("bench.scaling.runs", seconds(s.emulatorMedian()), seconds(s.emulator()[0]),
                        mib(s.emulatorPeakKib()), seconds(s.baselineMedian()), seconds(s.baseline()[0]),
                        mib(s.baselinePeakKib()));
            }
        }
    }

    /**
     * A line about the row above it, indented under it: one row of figures ran past 100 columns (a
     * report is read in files and pipes), so each row's figures are split over lines of their own.
     */
    private void detail(String key, Object... arguments) {
        BenchCommand.out("  " + tool.get(key, arguments));
    }

    private static String seconds(long nanos) {
        return String.format(Locale.ROOT, "%.2f", nanos / 1e9);
    }

    /** User + system time of a run, in seconds, or ? when unknown. */
    private static String seconds(ProcessRun run) {
        return run.userMillis() < 0 ? "?" : String.format(Locale.ROOT, "%.2f", (run.userMillis() + run.sysMillis()) / 1e3);
    }

    private static String millis(long nanos) {
        return String.format(Locale.ROOT, "%.0f", nanos / 1e6);
    }

    private static String ratio(long a, long b) {
        return b <= 0 ? "?" : String.format(Locale.ROOT, "%.1f", (double) a / b);
    }

    private static String mib(long kib) {
        return kib < 0 ? "?" : Long.toString(Math.round(kib / 1024.0));
    }
}
