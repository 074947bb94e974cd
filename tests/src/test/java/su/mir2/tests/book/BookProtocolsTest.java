package su.mir2.tests.book;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import su.mir2.console.BookShelf;
import su.mir2.console.protocol.Comparison;
import su.mir2.console.protocol.Protocol;
import su.mir2.console.protocol.Replayer;
import su.mir2.machine.halt.MachineException;
import su.mir2.machine.MachineOptions;

/**
 * The book's printed protocols, replayed on the emulator: the variant the author must have run
 * (fixed where the book is wrong, else printed) reproduces its protocol; a printed variant that has a
 * fixed sibling does not (that is the book error the ERRATA records).
 */
class BookProtocolsTest {
    private static final BookShelf SHELF = new BookShelf(Path.of("..", "programs"));
    private static final MachineOptions OPTIONS = MachineOptions.defaults().withMaxSteps(50_000_000);

    @TestFactory
    List<DynamicTest> everyProtocolIsReproducedByItsProgram() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (BookShelf.Entry e : SHELF.entries()) {
            if (e.protocol() == null || e.authoritative() == null) {
                continue;
            }
            tests.add(DynamicTest.dynamicTest(e.name() + "/" + e.authoritative(), () -> {
                Comparison.Outcome o = replay(e, e.authoritative());
                assertTrue(o.matches(), () -> report(o));
            }));
        }
        assertTrue(tests.size() >= 6, "the book's protocols are missing from programs/book");
        return tests;
    }

    @TestFactory
    List<DynamicTest> aPrintedProgramWithAFixedSiblingDoesNotReproduceTheProtocol() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (BookShelf.Entry e : SHELF.entries()) {
            if (e.protocol() != null && e.variants().contains(BookShelf.FIXED) && e.variants().contains(BookShelf.PRINTED)) {
                tests.add(DynamicTest.dynamicTest(e.name() + "/printed", () -> assertFalse(replay(e, BookShelf.PRINTED).matches())));
            }
        }
        return tests;
    }

    @Test
    void theBooksSevenProgramsAreAllThere() throws IOException {
        List<String> names = SHELF.entries().stream().map(BookShelf.Entry::name).sorted().toList();
        assertTrue(names.containsAll(List.of("cards", "dates", "evolution", "gonki", "logic", "nim", "trigex")), names::toString);
    }

    private static Comparison.Outcome replay(BookShelf.Entry e, String variant) throws IOException, MachineException {
        Protocol expected = Protocol.parse(Files.readString(e.protocol(), StandardCharsets.UTF_8));
        String program = Files.readString(e.variant(variant), StandardCharsets.UTF_8);
        return Comparison.compare(expected, new Replayer(OPTIONS).reenact(program, variant, expected));
    }

    private static String report(Comparison.Outcome o) {
        if (!o.missingItems().isEmpty()) {
            return "missing: " + o.missingItems();
        }
        return o.diff().stream().map(d -> d.mark() + " " + (d.line().operator() ? "> " : "  ") + d.line().text())
                .collect(Collectors.joining("\n", "\n", ""));
    }
}
