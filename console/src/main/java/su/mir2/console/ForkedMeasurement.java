package su.mir2.console;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import su.mir2.console.bench.Harness;
import su.mir2.console.bench.Workload;
import su.mir2.console.host.ExitCode;
import su.mir2.console.host.Tool;

/**
 * A workload measured in a JVM of its own, as JMH forks: the JIT then compiles the emulator's code
 * for that program alone, as when a user runs it, not with profiles left by the other workloads.
 * The JVM is this jar's `bench` with a hidden option; it prints the measurement as one line.
 */
final class ForkedMeasurement {
    private static final String MARK = "mir2-bench-measurement";

    private ForkedMeasurement() {
    }

    static String line(Harness.Measurement m) {
        return MARK + " " + m.workload().name() + " " + m.steps() + " " + join(m.emulatorNanos()) + " "
                + join(m.baselineNanos());
    }

    /** The workload's JVM's measurement, or null with the status it failed with. */
    record Outcome(Harness.Measurement measurement, int status) {
    }

    /** Runs the workload in a new JVM of this jar (its messages are passed on to stderr). */
    static Outcome run(Path jar, Workload w, Path home, int warmup, int warmupSeconds, int runs, String language) {
        return run(List.of("-jar", jar.toString()), w, home, warmup, warmupSeconds, runs, language);
    }

    /**
     * Runs the workload in a new JVM that finds mir2 by {@code launcher} (-jar and the jar). A failure
     * keeps the status it had there: a program that cannot be read is 65 here too, a runaway 2.
     */
    static Outcome run(List<String> launcher, Workload w, Path home, int warmup, int warmupSeconds, int runs,
                       String language) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-Dfile.encoding=UTF-8", "-Dstdout.encoding=UTF-8"));
        command.addAll(launcher);
        command.addAll(List.of("bench", "--measurement-line", "--only", w.name(), "--dir", home.toString(),
                "--warmup", Integer.toString(warmup), "--warmup-seconds", Integer.toString(warmupSeconds),
                "--runs", Integer.toString(runs), "--lang", language));
        try {
            Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
            process.getOutputStream().close();
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            int status = process.waitFor();
            if (status != ExitCode.OK) {
                return new Outcome(null, status);
            }
            Optional<Harness.Measurement> m = out.lines().filter(l -> l.startsWith(MARK + " " + w.name() + " "))
                    .findFirst().map(l -> parse(w, l));
            return new Outcome(m.orElse(null), ExitCode.ERROR_STOP);
        } catch (IOException e) {
            Tool.ERR.println(e.getMessage());
            return new Outcome(null, ExitCode.ERROR_STOP);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Outcome(null, ExitCode.ERROR_STOP);
        }
    }

    static Harness.Measurement parse(Workload w, String line) {
        String[] parts = line.split(" ");
        return new Harness.Measurement(w, Long.parseLong(parts[2]), split(parts[3]), split(parts[4]));
    }

    private static String join(long[] nanos) {
        return Arrays.stream(nanos).mapToObj(Long::toString).collect(Collectors.joining(","));
    }

    private static long[] split(String s) {
        return Arrays.stream(s.split(",")).mapToLong(Long::parseLong).toArray();
    }
}
