package su.mir2.tests.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import su.mir2.console.bench.Harness;
import su.mir2.console.bench.Workload;
import su.mir2.console.bench.Workloads;
import su.mir2.machine.halt.Halt;

/**
 * The benchmark programs still compute what they must: each program in programs/bench, run on the
 * emulator as `mir2 bench` runs it, prints exactly its .expected file, and so does its Java baseline.
 * Nothing here is timed.
 */
class BenchProgramsTest {
    static Path dir() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path candidate = p.resolve("programs").resolve("bench");
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("programs/bench not found above " + Path.of("").toAbsolutePath());
    }

    static List<String> workloads() {
        return Workloads.ALL.stream().map(Workload::name).collect(Collectors.toList());
    }

    /** The workloads with a Java baseline: the start-up program has none. */
    static List<String> timedWorkloads() {
        return Workloads.ALL.stream().filter(Workload::timed).map(Workload::name).collect(Collectors.toList());
    }

    private static String read(String file) throws IOException {
        return Files.readString(dir().resolve(file), StandardCharsets.UTF_8);
    }

    @Test
    void everyProgramIsAWorkloadWithItsExpectedOutput() throws IOException {
        Set<String> programs;
        try (Stream<Path> files = Files.list(dir())) {
            programs = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(Workload.PROGRAM))
                    .map(n -> n.substring(0, n.length() - Workload.PROGRAM.length()))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
        assertEquals(new TreeSet<>(workloads()), programs, "programs/bench/*.alm and Workloads.ALL");
        for (String name : programs) {
            assertTrue(Files.isRegularFile(dir().resolve(name + Workload.EXPECTED)), name + Workload.EXPECTED);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("workloads")
    void emulatorPrintsTheExpectedOutput(String name) throws Exception {
        Workload w = Workloads.byName(name).orElseThrow();
        Harness.EmulatorRun run = Harness.emulate(read(name + Workload.PROGRAM), name + Workload.PROGRAM, w.options());
        assertEquals(read(name + Workload.EXPECTED), run.output());
        assertTrue(run.halt() == Halt.END || run.halt() == Halt.STOP, "halted by " + run.halt());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("timedWorkloads")
    void baselinePrintsTheExpectedOutput(String name) throws IOException {
        assertEquals(read(name + Workload.EXPECTED), Workloads.byName(name).orElseThrow().baseline().run());
    }
}
