package su.mir2.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * mir2 bench refuses a command line it cannot honour before it measures anything. Every case names a
 * programs directory that does not exist: a refusal that went missing ends in 66, not in minutes of
 * benchmark.
 */
class BenchOptionsTest {
    @TempDir
    Path dir;

    private ToolProcess.Outcome bench(String... options) throws Exception {
        String[] args = new String[options.length + 3];
        args[0] = "bench";
        System.arraycopy(options, 0, args, 1, options.length);
        args[options.length + 1] = "--dir";
        args[options.length + 2] = dir.resolve("none").toString();
        return new ToolProcess(dir).input("").run(args);
    }

    @Test
    void anUnknownLanguageIsRefusedAsEveryOtherCommandRefusesIt() throws Exception {
        assertEquals(new ToolProcess.Outcome(64, "", "команда не понята: --lang de: сообщения бывают на ru (русском)"
                + " или en (английском) (справка: mir2 bench --help)\n"), bench("--lang", "de"));
    }

    @Test
    void aNegativeCountNamesItsOption() throws Exception {
        assertEquals(new ToolProcess.Outcome(64, "", "--runs must be at least 1, --warmup, --warmup-seconds,"
                + " --startup-runs and --process-runs at least 0\n"), bench("--process-runs", "-1", "--lang", "en"));
    }

    @Test
    void anEmptySelectionIsRefusedNotMeasuredAsNothing() throws Exception {
        String refused = "--only: an empty workload name; workloads are named with commas between: --only loop,nim\n";
        for (String only : new String[] {",", "", "loop,,nim", " "}) {
            assertEquals(new ToolProcess.Outcome(64, "", refused), bench("--only", only, "--lang", "en"), only);
        }
        assertEquals(new ToolProcess.Outcome(64, "", "--only: пустое имя задачи; задачи называют через запятую:"
                + " --only loop,nim\n"), bench("--only=,"));
    }
}
