package su.mir2.tests.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import su.mir2.tests.oracle.EvolutionOracle.Cell;
import su.mir2.tests.oracle.EvolutionOracle.End;
import su.mir2.tests.oracle.EvolutionOracle.Picture;
import su.mir2.tests.oracle.EvolutionOracle.Run;
import su.mir2.tests.oracle.EvolutionOracle.Setup;

/**
 * The book's evolution program against {@link EvolutionOracle}, tact by tact: the pictures of the
 * structure in its bounding rectangle, and how the evolution ends (time is up, no living individuals,
 * or the borders of the field are too narrow). Cases: the book's own example; spaceships and gliders
 * that run into each of the four borders; structures that die out or die of old age; seeded random
 * structures under several laws of survival and birth and several lifetimes.
 */
class EvolutionProgramTest {
    private static final BookProgram BOOK = BookProgram.read("evolution");
    /** The array of coordinates: Г in the book's text (G where the OCR read it so). */
    private static final String COORDS = coordsName();

    private static final Pattern TACT = Pattern.compile("(\\d+)\\s*ТАКТ");
    private static final Pattern NO_LIVING = Pattern.compile("ЖИВЫХ\\s*ОСОБЕЙ\\s*НЕТ");
    private static final Pattern NARROW = Pattern.compile("ГРАНИЦЫ\\s*ЖИЗНЕННОГО\\s*ПРОСТРАНСТВА\\s*УЗКИ");
    private static final Pattern ROW = Pattern.compile("[0.]+");

    private static String coordsName() {
        for (String item : BOOK.descriptions()) {
            String name = BookProgram.nameOf(item);
            if (BookProgram.same(name, "Г") || BookProgram.same(name, "G")) {
                return name;
            }
        }
        return "Г";
    }

    static String program(Setup s) {
        String coords = s.cells().stream().map(c -> c.row() + "," + c.col()).collect(Collectors.joining(","));
        return BOOK.withReplaced("M=" + s.m(), "N=" + s.n(), "M1=" + s.m1(), "M2=" + s.m2(), "N1=" + s.n1(),
                "N2=" + s.n2(), "V1=" + s.v1(), "V2=" + s.v2(), "V3=" + s.v3(), "Z=" + s.z(), "R=" + s.r(),
                "K=" + s.cells().size(), COORDS + "[" + 2 * s.cells().size() + "]=" + coords,
                "A[" + s.m() + "," + s.n() + "]");
    }

    /** Reads the machine's printout back into pictures and an ending. */
    static Run parse(String printed) {
        List<Picture> pictures = new ArrayList<>();
        List<String> rows = null;
        int tact = -1;
        boolean header = false;
        End end = null;
        for (String raw : printed.split("\n")) {
            String line = raw.replace("◊", "").strip();
            if (line.isEmpty()) {
                continue;
            }
            if (end != null) {
                throw new IllegalStateException("text after the end of the evolution: " + line);
            }
            if (!header) {
                if (!line.equals("ЭВОЛЮЦИЯ")) {
                    throw new IllegalStateException("expected the heading ЭВОЛЮЦИЯ, got: " + line);
                }
                header = true;
                tact = 0;
                rows = new ArrayList<>();
                continue;
            }
            Matcher t = TACT.matcher(line);
            if (ROW.matcher(line).matches()) {
                if (rows == null) {
                    throw new IllegalStateException("a picture row without a tact: " + line);
                }
                rows.add(line);
            } else if (t.matches()) {
                if (rows != null && !rows.isEmpty()) {
                    pictures.add(new Picture(tact, rows));
                }
                tact = Integer.parseInt(t.group(1));
                rows = new ArrayList<>();
            } else if (NO_LIVING.matcher(line).matches()) {
                end = End.NO_LIVING;
            } else if (NARROW.matcher(line).matches()) {
                end = End.BORDERS_TOO_NARROW;
            } else {
                throw new IllegalStateException("unexpected line: " + line);
            }
        }
        if (end == null) {
            if (rows != null && !rows.isEmpty()) {
                pictures.add(new Picture(tact, rows));
            }
            return new Run(pictures, End.TIME_IS_UP, tact);
        }
        if (rows != null && !rows.isEmpty()) {
            throw new IllegalStateException("a picture before the final message of tact " + tact);
        }
        return new Run(pictures, end, tact);
    }

    private static void check(String name, Setup s, String program, Findings findings) {
        findings.countCase();
        Run expected = EvolutionOracle.run(s);
        try {
            EmulatedMir2.Reply r = EmulatedMir2.load(program, "evolution").start();
            Run got = parse(r.printed());
            if (!got.equals(expected) || !r.stopped()) {
                findings.add(name + ": " + difference(expected, got) + "; halt " + r.halt());
            }
        } catch (RuntimeException e) {
            findings.add(name + ": " + e.getMessage());
        }
    }

    private static String difference(Run expected, Run got) {
        int n = Math.min(expected.pictures().size(), got.pictures().size());
        for (int i = 0; i < n; i++) {
            if (!expected.pictures().get(i).equals(got.pictures().get(i))) {
                return "first difference at picture " + i + ": expected " + expected.pictures().get(i) + ", got "
                        + got.pictures().get(i);
            }
        }
        return "expected " + expected.pictures().size() + " pictures, end " + expected.end() + " at tact "
                + expected.lastTact() + "; got " + got.pictures().size() + ", end " + got.end() + " at tact "
                + got.lastTact();
    }

    static final Setup BOOK_EXAMPLE = new Setup(15, 15, 4, 6, 4, 6, 2, 3, 3, 6, 5, List.of(
            new Cell(4, 5), new Cell(5, 6), new Cell(6, 4), new Cell(6, 5), new Cell(6, 6)));

    @Test
    void bookExampleAsPrinted() {
        Run got = parse(EmulatedMir2.load(BOOK.text(), "evolution").start().printed());
        assertEquals(EvolutionOracle.run(BOOK_EXAMPLE), got);
    }

    @Test
    void structuresRunningIntoEachBorder() {
        Findings findings = new Findings("evolution (" + BOOK.variant() + "): structures reaching the borders");
        for (var e : EvolutionCases.borderCases().entrySet()) {
            check(e.getKey(), e.getValue(), findings);
        }
        findings.assertNone();
    }

    private static void check(String name, Setup s, Findings findings) {
        check(name, s, program(s), findings);
    }

    @Test
    void endingsAndLifetimes() {
        Findings findings = new Findings("evolution (" + BOOK.variant() + "): endings and lifetimes");
        check("book example", BOOK_EXAMPLE, findings);
        check("lone individual dies", Setup.of(7, 7, 2, 3, 3, 9, 5, EvolutionOracle.cellsOf(4, 4, "0")), findings);
        check("block dies of old age, Z=2", Setup.of(8, 8, 2, 3, 3, 2, 10, EvolutionOracle.cellsOf(4, 4, "00", "00")),
                findings);
        check("block lives with Z=3 for 4 tacts", Setup.of(8, 8, 2, 3, 3, 3, 4, EvolutionOracle.cellsOf(4, 4, "00", "00")),
                findings);
        check("three in a row, Z=0", Setup.of(9, 9, 2, 3, 3, 0, 10, EvolutionOracle.cellsOf(4, 5, "0", "0", "0")),
                findings);
        check("three in a row pulsates", Setup.of(9, 9, 2, 3, 3, 6, 7, EvolutionOracle.cellsOf(4, 5, "0", "0", "0")),
                findings);
        check("tetromino, Рис. 48", Setup.of(25, 25, 2, 3, 3, 99, 12, EvolutionOracle.cellsOf(12, 11, "000", ".0.")),
                findings);
        check("tetromino, short lives", Setup.of(25, 25, 2, 3, 3, 2, 12, EvolutionOracle.cellsOf(12, 11, "000", ".0.")),
                findings);
        check("no tacts at all", Setup.of(9, 9, 2, 3, 3, 6, 0, EvolutionOracle.cellsOf(4, 4, "00", "0.")), findings);
        findings.assertNone();
    }

    @Test
    void randomStructuresUnderManyLaws() {
        Findings findings = new Findings("evolution (" + BOOK.variant() + "): random structures");
        int[][] laws = {{2, 3, 3}, {2, 2, 3}, {3, 3, 3}, {1, 2, 3}, {3, 4, 3}, {2, 3, 4}, {2, 3, 2}, {1, 3, 3}};
        int[] lifetimes = {0, 1, 2, 3, 6, 99};
        Random random = new Random(1970);
        for (int i = 0; i < 48; i++) {
            int[] law = laws[i % laws.length];
            int z = lifetimes[random.nextInt(lifetimes.length)];
            int r = 1 + random.nextInt(12);
            int size = 3 + random.nextInt(4);
            int m = 16 + random.nextInt(6);
            int n = 16 + random.nextInt(6);
            List<Cell> cells = new ArrayList<>();
            int top = 3 + random.nextInt(m - size - 5);
            int left = 3 + random.nextInt(n - size - 5);
            for (int row = 0; row < size; row++) {
                for (int col = 0; col < size; col++) {
                    if (random.nextInt(100) < 45) {
                        cells.add(new Cell(top + row, left + col));
                    }
                }
            }
            if (cells.isEmpty()) {
                cells.add(new Cell(top, left));
            }
            Setup s = Setup.of(m, n, law[0], law[1], law[2], z, r, cells);
            check("random #" + i + " " + s, s, findings);
        }
        findings.assertNone();
    }
}
