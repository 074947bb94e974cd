package su.mir2.tests.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Nim with matches after Арсак (programs/more/spichki) against Bouton's rule and Арсак's choice of
 * heap ({@link ArsacNimOracle}). Every reply of the machine is compared in full with the text the
 * rules call for: its move (or the move left to the human when the xor is 0), the heaps, «ВАШ ХОД»,
 * «ВЫ ПРОИГРАЛИ» when it takes the last match, and the refusal of a move against the rules.
 */
class SpichkiProgramTest {
    private static final BookProgram PROGRAM = BookProgram.more("spichki", "program");
    private static final String TITLE = "ИГРА НИМ СО СПИЧКАМИ\nВАШ СОПЕРНИК — ЭВМ МИР\n";
    private static final String REFUSED = "ВАШ ХОД СДЕЛАН НЕ ПО ПРАВИЛАМ ◊\n";

    static String program(int[] heaps) {
        String values = Arrays.stream(heaps).mapToObj(String::valueOf).collect(Collectors.joining(","));
        return PROGRAM.withReplaced("M[4]=" + values);
    }

    static String humanMove(NimOracle.Move move) {
        return humanMove(move.heap(), move.remaining());
    }

    static String humanMove(Object heap, Object left) {
        return "«ВЫП» T=" + heap + "; Л=" + left + "; «НА»9 «КОН» ◊";
    }

    /** What the machine prints when it is to move on {@code heaps}. */
    static String machineTurn(int[] heaps) {
        if (NimOracle.allEmpty(heaps)) {
            return "ВЫ ВЫИГРАЛИ ◊\n";
        }
        NimOracle.Move move = ArsacNimOracle.move(heaps);
        if (move == null) {
            return heapsAndWait(heaps);
        }
        int[] after = NimOracle.apply(heaps, move);
        String made = "ДЕЛАЮ СВОЙ ХОД\nТ=" + move.heap() + "      Л=" + move.remaining() + "\n";
        return made + (NimOracle.allEmpty(after) ? "ВЫ ПРОИГРАЛИ ◊\n" : heapsAndWait(after));
    }

    private static String heapsAndWait(int[] heaps) {
        return "КУЧКИ" + Arrays.stream(heaps).mapToObj(h -> "  " + h).collect(Collectors.joining()) + "\nВАШ ХОД ◊\n";
    }

    /**
     * Every position with heaps of 0 to 7 matches, set by the operator's directive on one machine
     * (new heaps, then «НА»1, where the machine's turn begins): its reply in full.
     */
    @Test
    void everyPositionUpToSevenMatches() {
        Findings findings = new Findings("Ним со спичками: every position up to 7 matches");
        EmulatedMir2 mir = EmulatedMir2.load(program(new int[] {0, 0, 0, 0}), "spichki");
        findings.expect("start on empty heaps", mir.start(), TITLE + "ВЫ ВЫИГРАЛИ ◊\n");
        for (int code = 1; code < 8 * 8 * 8 * 8; code++) {
            int[] heaps = {code >> 9 & 7, code >> 6 & 7, code >> 3 & 7, code & 7};
            findings.countCase();
            String directive = "«ВЫП» M[1]=" + heaps[0] + "; M[2]=" + heaps[1] + "; M[3]=" + heaps[2] + "; M[4]="
                    + heaps[3] + "; «НА»1 «КОН» ◊";
            findings.expect(Arrays.toString(heaps), mir.type(directive), machineTurn(heaps));
        }
        findings.assertNone();
    }

    /** Seeded random games from heaps of up to 15 (the largest the powers 8, 4, 2, 1 describe). */
    @Test
    void randomGamesUpToFifteenMatches() {
        Findings findings = new Findings("Ним со спичками: seeded random games");
        Random random = new Random(19);
        for (int game = 0; game < 80; game++) {
            int[] heaps = new int[4];
            for (int i = 0; i < 4; i++) {
                heaps[i] = random.nextInt(16);
            }
            if (NimOracle.allEmpty(heaps)) {
                continue;
            }
            findings.countCase();
            play(heaps, random, findings);
        }
        findings.assertNone();
    }

    private void play(int[] start, Random random, Findings findings) {
        String where = Arrays.toString(start);
        EmulatedMir2 mir = EmulatedMir2.load(program(start), "spichki");
        if (!findings.expect(where, mir.start(), TITLE + machineTurn(start))) {
            return;
        }
        NimOracle.Move first = ArsacNimOracle.move(start);
        int[] heaps = first == null ? start : NimOracle.apply(start, first);
        while (!NimOracle.allEmpty(heaps)) {
            if (random.nextInt(4) == 0) {
                String wrong = random.nextBoolean() ? humanMove(random.nextInt(7) - 1, 0)
                        : humanMove(1 + random.nextInt(4), heaps[random.nextInt(4)] + random.nextInt(3));
                boolean legal = isLegal(heaps, wrong);
                if (!legal && !findings.expect(where + " " + wrong, mir.type(wrong), REFUSED)) {
                    return;
                }
                if (legal) {
                    continue;
                }
            }
            List<NimOracle.Move> moves = NimOracle.allMoves(heaps);
            NimOracle.Move move = moves.get(random.nextInt(moves.size()));
            heaps = NimOracle.apply(heaps, move);
            if (!findings.expect(where + " human " + move, mir.type(humanMove(move)), machineTurn(heaps))) {
                return;
            }
            NimOracle.Move reply = ArsacNimOracle.move(heaps);
            heaps = NimOracle.apply(heaps, reply);
        }
    }

    /** Whether a directive of {@link #humanMove(Object, Object)} names a legal move on {@code heaps}. */
    private static boolean isLegal(int[] heaps, String directive) {
        String[] parts = directive.replaceAll("[^0-9-]+", " ").strip().split(" ");
        int heap = Integer.parseInt(parts[0]);
        int left = Integer.parseInt(parts[1]);
        return heap >= 1 && heap <= 4 && left >= 0 && left < heaps[heap - 1];
    }

    @Test
    void refusesMovesAgainstTheRules() {
        EmulatedMir2 mir = EmulatedMir2.load(program(new int[] {7, 9, 12, 15}), "spichki");
        assertEquals(TITLE + "ДЕЛАЮ СВОЙ ХОД\nТ=4      Л=2\nКУЧКИ  7  9  12  2\nВАШ ХОД ◊\n", mir.start().printed());
        List<String> wrong = new ArrayList<>(List.of(humanMove(0, 0), humanMove(5, 0), humanMove(1, 7),
                humanMove(1, 8), humanMove(2, -1), humanMove(2, "2.5"), humanMove("1.5", 0)));
        for (String directive : wrong) {
            assertEquals(REFUSED, mir.type(directive).printed(), directive);
        }
        assertEquals("ДЕЛАЮ СВОЙ ХОД\nТ=1      Л=6\nКУЧКИ  6  8  12  2\nВАШ ХОД ◊\n",
                mir.type(humanMove(2, 8)).printed());
    }
}
