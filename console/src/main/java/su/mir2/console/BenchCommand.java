package su.mir2.console;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import su.mir2.console.bench.Harness;
import su.mir2.console.bench.ResultTable;
import su.mir2.console.bench.Startup;
import su.mir2.console.bench.WholeProcess;
import su.mir2.console.bench.Workload;
import su.mir2.console.bench.Workloads;
import su.mir2.machine.halt.MachineException;
import su.mir2.messages.Clip;
import su.mir2.messages.Messages;
import su.mir2.console.host.ExitCode;
import su.mir2.console.host.ProgramFiles;
import su.mir2.console.host.Tool;

/**
 * mir2 bench: runs the ALMIR-65 programs of programs/bench on the emulator and their hand-written
 * Java baselines in the same JVM, and reports medians, the ratio emulator/baseline and the steps
 * per second; then the start-up of `mir2 run` on a small program.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, version = Main.VERSION)
public final class BenchCommand implements Callable<Integer> {
    /** Characters a paragraph of the report takes at most: a report is read in files and pipes. */
    static final int WIDTH = 100;

    @Option(names = "--runs", paramLabel = "N", defaultValue = "7")
    int runs;

    @Option(names = "--warmup", paramLabel = "N", defaultValue = "10")
    int warmup;

    @Option(names = "--warmup-seconds", paramLabel = "S", defaultValue = "3")
    int warmupSeconds;

    @Option(names = "--startup-runs", paramLabel = "N", defaultValue = "10")
    int startupRuns;

    @Option(names = "--process-runs", paramLabel = "N", defaultValue = "3")
    int processRuns;

    @Option(names = "--only", paramLabel = "NAME", split = ",")
    List<String> only;

    @Option(names = "--dir", paramLabel = "DIR")
    Path dir;

    String language = "ru";

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec command;

    /** Refused as every other command refuses it, before a benchmark of minutes starts in Russian. */
    @Option(names = "--lang", paramLabel = "ru|en")
    void language(String lang) {
        language = ReadingSettings.language(command, lang);
    }

    @Option(names = "--same-jvm")
    boolean sameJvm;

    /** Set in the JVM a workload runs in: print the measurement as one line for the parent. */
    @Option(names = "--measurement-line", hidden = true)
    boolean measurementLine;

    private Messages tool;

    @Override
    public Integer call() throws IOException, InterruptedException {
        tool = Messages.of(Tool.BUNDLE, Messages.forLanguage(language).locale());
        if (runs < 1 || warmup < 0 || warmupSeconds < 0 || startupRuns < 0 || processRuns < 0) {
            Tool.ERR.println(tool.get("bench.counts"));
            return ExitCode.USAGE;
        }
        if (only != null && (only.isEmpty() || only.stream().anyMatch(String::isBlank))) {
            // "--only ," or "--only ''" selects nothing: measuring nothing and saying nothing is no answer
            Tool.ERR.println(tool.get("bench.only.empty"));
            return ExitCode.USAGE;
        }
        List<Workload> selected = new ArrayList<>();
        for (Workload w : Workloads.ALL) {
            if (only == null || only.contains(w.name())) {
                selected.add(w);
            }
        }
        if (only != null) {
            for (String name : only) {
                if (Workloads.byName(name).isEmpty() && !WholeProcess.NAMES.contains(name)
                        && !WholeProcess.ON_REQUEST.contains(name)) {
                    Tool.ERR.println(tool.get("bench.unknown", name));
                    return ExitCode.USAGE;
                }
            }
        }
        Optional<Path> programs = programs();
        if (programs.isEmpty()) {
            Tool.ERR.println(tool.get("bench.dir.missing", dir == null ? "programs/bench" : dir));
            return ExitCode.NO_INPUT;
        }
        Path home = programs.get();
        Optional<Path> jar = Startup.jar();
        boolean own = !sameJvm && !measurementLine && jar.isPresent();
        if (measurementLine) {
            return measureHere(selected, home);
        }
        Runtime rt = Runtime.getRuntime();
        out(tool.get("bench.title", LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm"))));
        out(tool.get("bench.machine", rt.availableProcessors(), System.getProperty("os.name"),
                System.getProperty("os.arch"), System.getProperty("java.vm.name"), System.getProperty("java.version"),
                rt.maxMemory() / (1024 * 1024)));
        List<Workload> timed = selected.stream().filter(Workload::timed).toList();
        ResultTable table = new ResultTable(tool);
        if (!timed.isEmpty()) {
            paragraph(tool.get(own ? "bench.method.own" : "bench.method", runs, warmup, warmupSeconds));
            out("");
            out(table.timesHeading());
        }
        List<Workload> bigger = new ArrayList<>();
        for (Workload w : timed) {
            String program = read(home, w.name() + Workload.PROGRAM);
            String expected = read(home, w.name() + Workload.EXPECTED);
            if (program == null || expected == null) {
                return ExitCode.NO_INPUT;
            }
            Harness.Measurement m;
            if (own) {
                ForkedMeasurement.Outcome forked = ForkedMeasurement.run(jar.get(), w, home, warmup, warmupSeconds, runs,
                        language);
                if (forked.measurement() == null) {
                    return forked.status();
                }
                m = forked.measurement();
            } else {
                int status = measure(w, program, expected);
                if (status != ExitCode.OK) {
                    return status;
                }
                m = last;
            }
            out(table.times(w.name() + (w.largerMemory() ? "*" : ""), m));
            if (w.largerMemory()) {
                bigger.add(w);
            }
        }
        if (!timed.isEmpty()) {
            out("");
            table.steps().forEach(BenchCommand::out);
            out("");
            paragraph(tool.get("bench.note.steps"));
            for (Workload w : bigger) {
                paragraph(tool.get("bench.note.memory", w.name(), w.memorySymbols()));
            }
        }
        if (startupRuns > 0 && (only == null || only.contains(Workloads.STARTUP))) {
            int status = startup(home);
            if (status != ExitCode.OK) {
                return status;
            }
        }
        List<String> whole = new ArrayList<>(WholeProcess.NAMES.stream()
                .filter(n -> only == null || only.contains(n)).toList());
        WholeProcess.ON_REQUEST.stream().filter(n -> only != null && only.contains(n)).forEach(whole::add);
        if (processRuns > 0 && !whole.isEmpty()) {
            return new WholeProcessReport(tool, home, processRuns).run(whole);
        }
        return ExitCode.OK;
    }

    private Harness.Measurement last;

    /** Measures a workload in this JVM into {@link #last}; the exit status. */
    private int measure(Workload w, String program, String expected) {
        try {
            last = Harness.measure(w, program, expected, warmup, warmupSeconds * 1_000_000_000L, runs);
            return ExitCode.OK;
        } catch (MachineException e) {
            Tool.ERR.println(e.diagnostic().format(Messages.forLanguage(language)));
            return ExitCode.BAD_PROGRAM;
        } catch (Harness.WrongOutput e) {
            Tool.ERR.println(tool.get("bench.wrong", w.name(), tool.get("bench.runner." + e.runner()),
                    w.name() + Workload.EXPECTED, e.line()));
            return ExitCode.ERROR_STOP;
        } catch (Harness.NoHalt e) {
            Tool.ERR.println(tool.get("bench.nohalt", w.name() + Workload.PROGRAM, Harness.MOST_STEPS));
            return ExitCode.RUNAWAY;
        }
    }

    /** In the JVM of a workload: measures it and prints the measurement line, nothing else. */
    private int measureHere(List<Workload> selected, Path home) {
        for (Workload w : selected) {
            if (!w.timed()) {
                continue;
            }
            String program = read(home, w.name() + Workload.PROGRAM);
            String expected = read(home, w.name() + Workload.EXPECTED);
            if (program == null || expected == null) {
                return ExitCode.NO_INPUT;
            }
            int status = measure(w, program, expected);
            if (status != ExitCode.OK) {
                return status;
            }
            out(ForkedMeasurement.line(last));
        }
        return ExitCode.OK;
    }

    private int startup(Path home) throws IOException, InterruptedException {
        Optional<Path> jar = Startup.jar();
        if (jar.isEmpty()) {
            paragraph(tool.get("bench.startup.nojar"));
            return ExitCode.OK;
        }
        Path program = home.resolve(Workloads.STARTUP + Workload.PROGRAM);
        String expected = read(home, Workloads.STARTUP + Workload.EXPECTED);
        if (expected == null) {
            return ExitCode.NO_INPUT;
        }
        long[] times;
        try {
            times = Startup.measure(jar.get(), program, expected, startupRuns);
        } catch (Harness.WrongOutput e) {
            Tool.ERR.println(tool.get("bench.wrong", Workloads.STARTUP, e.runner(),
                    Workloads.STARTUP + Workload.EXPECTED, e.line()));
            return ExitCode.ERROR_STOP;
        }
        paragraph(tool.get("bench.startup", String.join(" ", Startup.command(jar.get(), program)),
                ResultTable.millis(Harness.median(times)), ResultTable.millis(Harness.min(times)),
                ResultTable.millis(Harness.max(times)), startupRuns));
        return ExitCode.OK;
    }

    /** The programs directory: as given, or programs/bench above the working directory or the jar. */
    private Optional<Path> programs() {
        if (dir != null) {
            return Files.isDirectory(dir) ? Optional.of(dir) : Optional.empty();
        }
        List<Path> starts = new ArrayList<>();
        starts.add(Path.of("").toAbsolutePath());
        Startup.jar().ifPresent(j -> starts.add(j.toAbsolutePath().getParent()));
        for (Path start : starts) {
            for (Path p = start; p != null; p = p.getParent()) {
                Path candidate = p.resolve("programs").resolve("bench");
                if (Files.isDirectory(candidate)) {
                    return Optional.of(candidate);
                }
            }
        }
        return Optional.empty();
    }

    private String read(Path home, String file) {
        return ProgramFiles.read(home.resolve(file), tool).text();
    }

    static void out(String line) {
        Tool.OUT.println(line);
        Tool.OUT.flush();
    }

    /** A paragraph of the report (not a table's row), broken into lines of {@link #WIDTH} characters at most. */
    static void paragraph(String text) {
        out(Clip.wrapped(text, WIDTH));
    }
}
