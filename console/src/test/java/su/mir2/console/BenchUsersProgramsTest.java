package su.mir2.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.console.bench.Workloads;

/**
 * mir2 bench --dir with programs of the user's own, measured in the workload's JVM as the bench
 * command forks it: one that never halts is refused in bounded time, one that cannot be read keeps
 * its status (65) through the fork.
 */
class BenchUsersProgramsTest {
    @TempDir
    Path dir;

    private Path programs(String loop) throws Exception {
        Path programs = Files.createDirectories(dir.resolve("programs"));
        Files.writeString(programs.resolve("loop.alm"), loop, StandardCharsets.UTF_8);
        Files.writeString(programs.resolve("loop.expected"), "", StandardCharsets.UTF_8);
        return programs;
    }

    private static ForkedMeasurement.Outcome forked(Path programs) {
        return ForkedMeasurement.run(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName()),
                Workloads.byName("loop").orElseThrow(), programs, 0, 0, 1, "en");
    }

    @Test
    void aProgramThatNeverHaltsIsRefusedAsARunaway() throws Exception {
        Path programs = programs("«РАЗРЯДНОСТЬ»3;1.«НА»1«КОН»◊");
        assertEquals(new ToolProcess.Outcome(2, "", "loop.alm: the program ran past 200000000 steps without halting;"
                + " a benchmark program must halt\n"), new ToolProcess(dir).input("").run("bench", "--measurement-line",
                "--only", "loop", "--dir", programs.toString(), "--warmup", "0", "--warmup-seconds", "0", "--runs", "1",
                "--lang", "en"));
        assertEquals(new ForkedMeasurement.Outcome(null, 2), forked(programs));
    }

    @Test
    void aProgramThatCannotBeReadKeepsItsStatusThroughTheFork() throws Exception {
        assertEquals(new ForkedMeasurement.Outcome(null, 65), forked(programs("«РАЗ")));
    }
}
