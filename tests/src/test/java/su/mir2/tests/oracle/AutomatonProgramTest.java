package su.mir2.tests.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The elementary cellular automaton (programs/more/automat) against {@link ElementaryAutomatonOracle}:
 * every one of the 256 rules from the program's start, and random starts, widths and numbers of
 * generations; the paper is compared in full.
 */
class AutomatonProgramTest {
    private static final BookProgram PROGRAM = BookProgram.more("automat", "program");

    /** What the program prints for that rule, start and number of generations. */
    static String expected(int rule, boolean[] start, int generations) {
        String rows = String.join("\n", ElementaryAutomatonOracle.rows(rule, start, generations));
        return "КЛЕТОЧНЫЙ АВТОМАТ  R=" + rule + "\n" + rows + " ◊\n";
    }

    static boolean[] single(int width, int cell) {
        boolean[] cells = new boolean[width];
        cells[cell - 1] = true;
        return cells;
    }

    @Test
    void theConcreteProgramDrawsRule90() {
        String printed = EmulatedMir2.load(PROGRAM.text(), "automat").start().printed();
        assertEquals(expected(90, single(31, 16), 15), printed);
    }

    /** One machine: each rule typed by the operator as a directive that starts the program again. */
    @Test
    void everyRuleFromTheProgramsStart() {
        Findings findings = new Findings("automaton: every rule");
        EmulatedMir2 mir = EmulatedMir2.load(PROGRAM.text(), "automat");
        mir.start();
        for (int rule = 0; rule < 256; rule++) {
            findings.countCase();
            String printed = mir.type("«ВЫП» R=" + rule + "; «НА»0 «КОН» ◊").printed();
            String want = expected(rule, single(31, 16), 15);
            if (!printed.equals(want)) {
                findings.add("rule " + rule + ": expected " + want + "; got " + printed);
            }
        }
        findings.assertNone();
    }

    @Test
    void randomStartsWidthsAndGenerations() {
        Findings findings = new Findings("automaton: random starts");
        Random random = new Random(30);
        for (int run = 0; run < 40; run++) {
            int width = 3 + random.nextInt(40);
            int generations = random.nextInt(20);
            int rule = random.nextInt(256);
            TreeSet<Integer> living = new TreeSet<>();
            int count = 1 + random.nextInt(width);
            while (living.size() < count) {
                living.add(1 + random.nextInt(width));
            }
            boolean[] start = new boolean[width];
            living.forEach(c -> start[c - 1] = true);
            String program = PROGRAM.withReplaced("R=" + rule, "N=" + width, "T=" + generations, "L=" + count,
                    "S[" + count + "]=" + living.stream().map(String::valueOf).collect(Collectors.joining(",")),
                    "A[" + width + "]", "B[" + width + "]");
            findings.countCase();
            String printed = EmulatedMir2.load(program, "automat").start().printed();
            String want = expected(rule, start, generations);
            if (!printed.equals(want)) {
                findings.add("rule " + rule + ", width " + width + ", start " + living + ": expected " + want
                        + "; got " + printed);
            }
        }
        findings.assertNone();
    }
}
