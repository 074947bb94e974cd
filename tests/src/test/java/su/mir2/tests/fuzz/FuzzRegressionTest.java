package su.mir2.tests.fuzz;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Every reproducer the fuzzing found (minimised) or was given keeps the property, replayed by plain JUnit. */
class FuzzRegressionTest {
    private final ToolRun tool = new ToolRun();
    private final ReplayRun replay = new ReplayRun();

    @TestFactory
    Stream<DynamicTest> everyReproducerKeepsTheProperty() {
        return Reproducers.all().stream().map(file -> DynamicTest.dynamicTest(name(file), () -> {
            FuzzInput input = Reproducers.read(file);
            ExitProperty.require(tool.run(input), input);
        }));
    }

    @TestFactory
    Stream<DynamicTest> everyProtocolReproducerKeepsTheProperty() {
        return Reproducers.protocols().stream().map(file -> DynamicTest.dynamicTest(name(file), () -> {
            ProtocolInput input = ProtocolInput.of(Files.readAllBytes(file));
            ExitProperty.require(replay.run(input), input);
        }));
    }

    private static String name(Path file) {
        return file.getFileName().toString();
    }
}
