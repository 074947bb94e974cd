package su.mir2.tests.fuzz;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every reproducer the fuzzing found (minimised) or was given keeps the property, replayed by plain
 * JUnit. Those of regressions/known still break it on this branch: they are replayed only with
 * -Dmir2.fuzz.known=true, and move up to regressions/ once fixed.
 */
class FuzzRegressionTest {
    private final ToolRun tool = new ToolRun();

    @TestFactory
    Stream<DynamicTest> everyReproducerKeepsTheProperty() {
        return replay(Reproducers.DIRECTORY);
    }

    @TestFactory
    Stream<DynamicTest> theKnownReproducersKeepTheProperty() {
        assumeTrue(Boolean.getBoolean("mir2.fuzz.known"), "the known reproducers are replayed with -Dmir2.fuzz.known=true");
        return replay(Reproducers.KNOWN);
    }

    private Stream<DynamicTest> replay(String directory) {
        return Reproducers.in(directory).stream().map(file -> DynamicTest.dynamicTest(name(file), () -> {
            FuzzInput input = Reproducers.read(file);
            ExitProperty.require(tool.run(input), input);
        }));
    }

    private static String name(Path file) {
        return file.getFileName().toString();
    }
}
