package su.mir2.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report mir2 bench prints keeps within 100 columns: it is read in files and pipes. Its figures
 * vary from run to run: the table's headings and the rows' places are compared (the rows' layout
 * with fixed figures in ResultTableTest).
 */
class BenchReportTest {
    private static final Path PROGRAMS = Path.of("..", "programs", "bench").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    @Test
    void theReportOfAWorkloadKeepsWithinAHundredColumnsInEitherLanguage() throws Exception {
        for (String language : new String[] {"en", "ru"}) {
            ToolProcess.Outcome run = new ToolProcess(dir).input("").run("bench", "--only", "loop", "--runs", "1",
                    "--warmup", "0", "--warmup-seconds", "0", "--startup-runs", "0", "--process-runs", "0",
                    "--lang", language, "--dir", PROGRAMS.toString());
            assertEquals(0, run.status(), run.err());
            List<String> lines = run.out().lines().toList();
            assertEquals(List.of(), lines.stream().filter(l -> l.length() > 100).toList(), language);
            String[] heading = language.equals("en")
                    ? new String[] {"workload     emulator, ms                  Java baseline, ms           ratio  paired",
                        "workload             steps  Msteps/s"}
                    : new String[] {"задача       эмулятор, мс                  образец на Java, мс        отношение  попарно",
                        "задача               шагов  млн шаг/с"};
            int times = lines.indexOf(heading[0]);
            int steps = lines.indexOf(heading[1]);
            // each heading with its row of figures under it, a blank line between the two parts
            assertEquals(times + 3, steps, run.out());
            assertEquals(List.of(heading[0], "loop", "", heading[1], "loop"), List.of(lines.get(times),
                    lines.get(times + 1).split(" ")[0], lines.get(times + 2), lines.get(steps), lines.get(steps + 1).split(" ")[0]),
                    run.out());
        }
    }
}
