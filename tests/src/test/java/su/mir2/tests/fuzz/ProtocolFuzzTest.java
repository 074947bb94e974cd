package su.mir2.tests.fuzz;

import com.code_intelligence.jazzer.junit.DictionaryFile;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * mir2 replay under Jazzer's coverage-guided fuzzing: each input is a protocol, with or without the
 * program named before it (ProtocolInput), replayed in bounds (ReplayRun); none may end in an internal
 * error, a hang or a status the README does not give replay, nor print a line over 100 columns or
 * Java's own words (ExitProperty). Seeds: every protocol of programs/ with each program beside it, the
 * papers recorded with --paper under protocols/ beside this class, and every replay reproducer.
 *
 * Jazzer fuzzes one method per JVM, and a JVM's start and instrumentation take some 20 s: in `mvn verify`
 * AlmirFuzzTest's short run fuzzes replay too, its inputs marked (ProtocolInput.MARK); longRun runs
 * alone with `mvn -Pfuzz`.
 */
class ProtocolFuzzTest {
    private static final ExitStatuses STATUSES = new ExitStatuses("replay", "property");
    private static final ReplayRun REPLAY = new ReplayRun();
    private static final Path PROGRAMS = Path.of("..", "programs");
    /** The recorded papers: test resources, so in the classes' directory. */
    private static final String RECORDED = "protocols";
    /** The long run's inputs, seeds included: a replay runs a whole session, often twice (to explain). */
    static final long LONG_RUN_INPUTS = 20_000;

    @MethodSource("seeds")
    @FuzzTest(maxDuration = "3h", maxExecutions = LONG_RUN_INPUTS)
    @DictionaryFile(resourcePath = "almir.dict")
    @DictionaryFile(resourcePath = "protocol.dict")
    void longRun(byte[] data) {
        keepsTheProperty(data);
    }

    /** One input replayed; also AlmirFuzzTest's short run's inputs that are marked as protocols. */
    static void keepsTheProperty(byte[] data) {
        ProtocolInput input = ProtocolInput.of(data);
        ReplayRun.Outcome outcome = REPLAY.run(input);
        // libFuzzer reports one finding per place thrown from; the table counts every kind
        STATUSES.count(ExitProperty.name(outcome.status()), ExitProperty.kind(ExitProperty.violation(outcome, input)));
        ExitProperty.require(outcome, input);
    }

    /** The seeds marked as protocols, for AlmirFuzzTest's short run, which fuzzes replay too. */
    static Stream<Arguments> markedSeeds() throws IOException {
        return seeds().map(a -> Arguments.of((Object) ProtocolInput.marked((byte[]) a.get()[0])));
    }

    static Stream<Arguments> seeds() throws IOException {
        List<byte[]> seeds = new ArrayList<>();
        try (Stream<Path> files = Files.walk(PROGRAMS)) {
            for (Path protocol : files.filter(f -> f.getFileName().toString().equals("protocol.txt")).sorted().toList()) {
                String text = Files.readString(protocol, StandardCharsets.UTF_8);
                seeds.add(new ProtocolInput(null, text).bytes());
                try (Stream<Path> beside = Files.list(protocol.getParent())) {
                    for (Path program : beside.filter(f -> f.getFileName().toString().endsWith(".alm")).sorted().toList()) {
                        seeds.add(new ProtocolInput(Files.readString(program, StandardCharsets.UTF_8), text).bytes());
                    }
                }
            }
        }
        List<Path> own = new ArrayList<>(Reproducers.protocols());
        try (Stream<Path> recorded = Files.list(resource(RECORDED))) {
            own.addAll(recorded.sorted().toList());
        }
        for (Path file : own) {
            seeds.add(Files.readAllBytes(file));
        }
        return seeds.stream().map(bytes -> Arguments.of((Object) bytes));
    }

    private static Path resource(String name) {
        try {
            return Path.of(ProtocolFuzzTest.class.getResource(name).toURI());
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @AfterAll
    static void reportStatuses() throws IOException {
        System.out.println("Exit statuses of the fuzzed protocols:\n"
                + STATUSES.write(Path.of("target", "fuzz", "replay-exit-statuses.md")));
    }
}
