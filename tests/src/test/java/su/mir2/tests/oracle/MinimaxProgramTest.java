package su.mir2.tests.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Minimax and alpha-beta in ALMIR-65 (programs/more/minimax) against Bratko's procedures transcribed
 * into Java ({@link BratkoSearchOracle}): for every pile and every limit of a move, the values, the
 * moves and the numbers of positions each search examined, compared in full; every game from the
 * concrete start against every human reply; the refusals.
 */
class MinimaxProgramTest {
    private static final BookProgram PROGRAM = BookProgram.more("minimax", "program");
    private static final String TITLE = "ИГРА СПИЧКИ: МИНИМАКС И АЛЬФА-БЕТА\nЗА ХОД БЕРУТ ОТ 1 ДО 3 СПИЧЕК\n";

    /** What the machine prints on its turn at a pile of {@code matches}. */
    static String machineTurn(int matches, int k) {
        if (matches == 0) {
            return "ВЫ ВЫИГРАЛИ ◊\n";
        }
        BratkoSearchOracle.Result mm = BratkoSearchOracle.minimax(matches, k);
        BratkoSearchOracle.Result ab = BratkoSearchOracle.alphaBeta(matches, k);
        int left = matches - ab.move();
        return "СПИЧЕК " + matches + "\n" + line("МИНИМАКС", mm) + line("АЛЬФА-БЕТА", ab) + "БЕРУ " + ab.move()
                + ", ОСТАЛОСЬ " + left + "\n" + (left == 0 ? "ВЫ ПРОИГРАЛИ ◊\n" : "ВАШ ХОД ◊\n");
    }

    private static String line(String name, BratkoSearchOracle.Result r) {
        return name + ": ПОЗИЦИЙ " + r.examined() + ", ОЦЕНКА " + r.value() + ", ХОД " + r.move() + "\n";
    }

    @Test
    void theOracleAgreesWithTheTheoryOfTheGame() {
        for (int k = 1; k <= 4; k++) {
            for (int n = 1; n <= 13; n++) {
                BratkoSearchOracle.Result mm = BratkoSearchOracle.minimax(n, k);
                BratkoSearchOracle.Result ab = BratkoSearchOracle.alphaBeta(n, k);
                String where = "n=" + n + " k=" + k;
                assertEquals(n % (k + 1) == 0 ? -1 : 1, mm.value(), where);
                assertEquals(mm.value(), ab.value(), where);
                assertEquals(mm.move(), ab.move(), where);
                if (mm.value() == 1) {
                    assertEquals(n % (k + 1), mm.move(), where);
                }
                assertTrue(ab.examined() <= mm.examined(), where);
            }
        }
        // Every position of the tree: 1 + the subtrees of taking 1, 2 and 3 (3736 from 13).
        assertEquals(3736, BratkoSearchOracle.minimax(13, 3).examined());
    }

    /** One machine; pile and limit set by the operator's directive, then «НА»1 (the machine's turn). */
    @Test
    void everyPileAndLimit() {
        Findings findings = new Findings("minimax: every pile and limit");
        EmulatedMir2 mir = EmulatedMir2.load(PROGRAM.text(), "minimax");
        mir.start();
        for (int k = 1; k <= 4; k++) {
            for (int n = 0; n <= 13; n++) {
                findings.countCase();
                String printed = mir.type("«ВЫП» K=" + k + "; N=" + n + "; «НА»1 «КОН» ◊").printed();
                String want = machineTurn(n, k);
                if (!printed.equals(want)) {
                    findings.add("n=" + n + " k=" + k + ": expected " + want + "; got " + printed);
                }
            }
        }
        findings.assertNone();
    }

    /** From the concrete start (13 matches, 1 to 3 a move), every sequence of human replies. */
    @Test
    void everyGameFromTheConcreteStart() {
        Findings findings = new Findings("minimax: every game from 13");
        List<List<Integer>> games = new ArrayList<>();
        collect(13 - BratkoSearchOracle.alphaBeta(13, 3).move(), new ArrayList<>(), games);
        for (List<Integer> replies : games) {
            findings.countCase();
            EmulatedMir2 mir = EmulatedMir2.load(PROGRAM.text(), "minimax");
            StringBuilder printed = new StringBuilder(mir.start().printed());
            StringBuilder want = new StringBuilder(TITLE + machineTurn(13, 3));
            int pile = 13 - BratkoSearchOracle.alphaBeta(13, 3).move();
            for (int x : replies) {
                printed.append(mir.type("«ВЫП» X=" + x + "; «НА»9 «КОН» ◊").printed());
                pile -= x;
                want.append(machineTurn(pile, 3));
                pile = pile == 0 ? 0 : pile - BratkoSearchOracle.alphaBeta(pile, 3).move();
            }
            if (!printed.toString().equals(want.toString())) {
                findings.add("replies " + replies + ": expected " + want + "; got " + printed);
            }
        }
        assertEquals(27, findings.cases());
        findings.assertNone();
    }

    /** Every list of legal human replies (1 to 3) from {@code pile} until the game ends. */
    private static void collect(int pile, List<Integer> path, List<List<Integer>> out) {
        for (int x = 1; x <= Math.min(3, pile); x++) {
            List<Integer> next = new ArrayList<>(path);
            next.add(x);
            int after = pile - x;
            if (after == 0) {
                out.add(next);
            } else {
                int reply = BratkoSearchOracle.alphaBeta(after, 3).move();
                if (after - reply == 0) {
                    out.add(next);
                } else {
                    collect(after - reply, next, out);
                }
            }
        }
    }

    @Test
    void refusesMovesAgainstTheRules() {
        EmulatedMir2 mir = EmulatedMir2.load(PROGRAM.withReplaced("N=6"), "minimax");
        mir.start();
        // 6 matches: the machine takes 2 and leaves 4.
        for (String x : List.of("0", "4", "-1", "1.5")) {
            assertEquals("ВАШ ХОД СДЕЛАН НЕ ПО ПРАВИЛАМ ◊\n", mir.type("«ВЫП» X=" + x + "; «НА»9 «КОН» ◊").printed(), x);
        }
        mir.type("«ВЫП» X=3; «НА»9 «КОН» ◊");
        assertEquals("ВАШ ХОД СДЕЛАН НЕ ПО ПРАВИЛАМ ◊\n", mir.type("«ВЫП» X=2; «НА»9 «КОН» ◊").printed());
    }
}
