package su.mir2.tests.fuzz;

import com.code_intelligence.jazzer.junit.DictionaryFile;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The tool under Jazzer's coverage-guided fuzzing: each input is a program file and the operator's
 * typing (FuzzInput), checked and run in bounds (ToolRun); none may end in an internal error, a hang
 * or an undocumented exit status (ExitProperty). Seeds: the programs of programs/ and the inputs
 * directory beside this class; mutations: libFuzzer's byte edits and splices, and the words, signs and
 * extreme numbers of almir.dict.
 *
 * Without JAZZER_FUZZ=1 each method replays its seeds only. With it, one method fuzzes per JVM:
 * shortRun in `mvn verify` (replay's protocols too), longRun with `mvn -Pfuzz` (docs/reliability.md).
 */
class AlmirFuzzTest {
    private static final ExitStatuses STATUSES = new ExitStatuses("check", "run");
    private static final ToolRun TOOL = new ToolRun();
    /** The long run's inputs, seeds included (libFuzzer's -runs). */
    static final long LONG_RUN_INPUTS = 250_000;

    /** Also replay's protocols, marked (ProtocolFuzzTest): a second JVM would take some 20 s more. */
    @MethodSource("su.mir2.tests.fuzz.ProtocolFuzzTest#markedSeeds")
    @FuzzTest(maxDuration = "15s")
    @DictionaryFile(resourcePath = "almir.dict")
    @DictionaryFile(resourcePath = "protocol.dict")
    void shortRun(byte[] data) {
        if (ProtocolInput.isMarked(data)) {
            ProtocolFuzzTest.keepsTheProperty(ProtocolInput.unmarked(data));
        } else {
            keepsTheProperty(data);
        }
    }

    @FuzzTest(maxDuration = "3h", maxExecutions = LONG_RUN_INPUTS)
    @DictionaryFile(resourcePath = "almir.dict")
    void longRun(byte[] data) {
        keepsTheProperty(data);
    }

    private static void keepsTheProperty(byte[] data) {
        FuzzInput input = FuzzInput.of(data);
        ToolRun.Outcome outcome = TOOL.run(input);
        STATUSES.count(outcome);
        ExitProperty.require(outcome, input);
    }

    @AfterAll
    static void reportStatuses() throws IOException {
        System.out.println("Exit statuses of the fuzzed inputs:\n"
                + STATUSES.write(Path.of("target", "fuzz", "exit-statuses.md")));
    }
}
