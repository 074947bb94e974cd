package su.mir2.tests.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The sum of subtraction games (programs/more/grundy) against {@link SubtractionSumOracle}: Grundy
 * values by mex in plain Java, the machine's move checked by game-tree search of the whole sum.
 * Every reply of the machine is compared in full: its move (or the move left to the human), the
 * heaps and their Grundy values, «ВАШ ХОД», the end of the game, and the refusal of a wrong move.
 */
class GrundyProgramTest {
    private static final BookProgram PROGRAM = BookProgram.more("grundy", "program");
    private static final int[][] SETS = {{1, 2, 3}, {1, 3, 4}, {2, 5}};
    private static final String REFUSED = "ВАШ ХОД СДЕЛАН НЕ ПО ПРАВИЛАМ ◊\n";

    static String program(int[][] sets, int[] heaps) {
        String takes = Arrays.stream(sets)
                .map(set -> IntStream.range(0, 3).mapToObj(j -> j < set.length ? set[j] : 0)
                        .map(String::valueOf).collect(Collectors.joining(",")))
                .collect(Collectors.joining(","));
        String values = Arrays.stream(heaps).mapToObj(String::valueOf).collect(Collectors.joining(","));
        return PROGRAM.withReplaced("M[3]=" + values, "S[3,3]=" + takes);
    }

    static String title(int[][] sets) {
        StringBuilder text = new StringBuilder("СУММА ИГР ПО ШПРАГУ — ГРАНДИ\nВАШ СОПЕРНИК — ЭВМ МИР\n");
        for (int i = 0; i < sets.length; i++) {
            text.append("КУЧКА ").append(i + 1).append(": БЕРУТ");
            Arrays.stream(sets[i]).forEach(s -> text.append(' ').append(s));
            text.append('\n');
        }
        return text.toString();
    }

    static String humanMove(Object heap, Object left) {
        return "«ВЫП» T=" + heap + "; Л=" + left + "; «НА»9 «КОН» ◊";
    }

    /** What the machine prints when it is to move on {@code heaps}. */
    static String machineTurn(SubtractionSumOracle game, int[] heaps) {
        if (game.moves(heaps).isEmpty()) {
            return "ВЫ ВЫИГРАЛИ ◊\n";
        }
        NimOracle.Move move = game.winningMove(heaps);
        if (move == null) {
            return heapsAndWait(game, heaps);
        }
        int[] after = NimOracle.apply(heaps, move);
        String made = "ДЕЛАЮ СВОЙ ХОД\nТ=" + move.heap() + "      Л=" + move.remaining() + "\n";
        return made + (game.moves(after).isEmpty() ? "ВЫ ПРОИГРАЛИ ◊\n" : heapsAndWait(game, after));
    }

    private static String heapsAndWait(SubtractionSumOracle game, int[] heaps) {
        String sizes = Arrays.stream(heaps).mapToObj(h -> "  " + h).collect(Collectors.joining());
        String values = IntStream.range(0, heaps.length).mapToObj(i -> "  " + game.grundy(i + 1, heaps[i]))
                .collect(Collectors.joining());
        return "КУЧКИ " + sizes + "\nГРАНДИ" + values + "\nВАШ ХОД ◊\n";
    }

    /**
     * Every position with heaps of 0 to 12 matches, set by the operator's directive on one machine
     * (new heaps, then «НА»1, where the machine's turn begins): its reply in full.
     */
    @Test
    void everyPositionUpToTwelveMatches() {
        Findings findings = new Findings("Сумма игр: every position up to 12 matches");
        SubtractionSumOracle game = new SubtractionSumOracle(SETS);
        EmulatedMir2 mir = EmulatedMir2.load(program(SETS, new int[] {1, 1, 1}), "grundy");
        findings.expect("start on 1 1 1", mir.start(), title(SETS) + machineTurn(game, new int[] {1, 1, 1}));
        for (int code = 0; code < 13 * 13 * 13; code++) {
            int[] heaps = {code / 169, code / 13 % 13, code % 13};
            findings.countCase();
            String directive = "«ВЫП» M[1]=" + heaps[0] + "; M[2]=" + heaps[1] + "; M[3]=" + heaps[2]
                    + "; «НА»1 «КОН» ◊";
            findings.expect(Arrays.toString(heaps), mir.type(directive), machineTurn(game, heaps));
        }
        findings.assertNone();
    }

    /** Seeded random games: random subtraction sets of one to three takes from 1 to 6, heaps up to 20. */
    @Test
    void randomGamesWithRandomSets() {
        Findings findings = new Findings("Сумма игр: seeded random games");
        Random random = new Random(65);
        for (int game = 0; game < 60; game++) {
            int[][] sets = new int[3][];
            int[] heaps = new int[3];
            for (int i = 0; i < 3; i++) {
                List<Integer> takes = IntStream.rangeClosed(1, 6).boxed().collect(Collectors.toList());
                java.util.Collections.shuffle(takes, random);
                sets[i] = takes.stream().limit(1 + random.nextInt(3)).mapToInt(Integer::intValue).toArray();
                heaps[i] = random.nextInt(21);
            }
            findings.countCase();
            play(sets, heaps, random, findings);
        }
        findings.assertNone();
    }

    private void play(int[][] sets, int[] start, Random random, Findings findings) {
        String where = Arrays.deepToString(sets) + " " + Arrays.toString(start);
        SubtractionSumOracle game = new SubtractionSumOracle(sets);
        EmulatedMir2 mir = EmulatedMir2.load(program(sets, start), "grundy");
        if (!findings.expect(where, mir.start(), title(sets) + machineTurn(game, start))) {
            return;
        }
        int[] heaps = start;
        while (!game.moves(heaps).isEmpty()) {
            NimOracle.Move reply = game.winningMove(heaps);
            if (reply != null) {
                heaps = NimOracle.apply(heaps, reply);
                continue;
            }
            if (random.nextInt(4) == 0) {
                NimOracle.Move wrong = new NimOracle.Move(random.nextInt(5), random.nextInt(21));
                boolean legal = wrong.heap() >= 1 && wrong.heap() <= 3 && game.isLegal(heaps, wrong);
                if (!legal && !findings.expect(where + " " + wrong, mir.type(humanMove(wrong.heap(),
                        wrong.remaining())), REFUSED)) {
                    return;
                }
            }
            List<NimOracle.Move> moves = game.moves(heaps);
            NimOracle.Move move = moves.get(random.nextInt(moves.size()));
            heaps = NimOracle.apply(heaps, move);
            if (!findings.expect(where + " human " + move, mir.type(humanMove(move.heap(), move.remaining())),
                    machineTurn(game, heaps))) {
                return;
            }
            if (game.moves(heaps).isEmpty()) {
                return;
            }
            heaps = NimOracle.apply(heaps, game.winningMove(heaps));
        }
    }

    @Test
    void refusesMovesAgainstTheRules() {
        EmulatedMir2 mir = EmulatedMir2.load(PROGRAM.text(), "grundy");
        assertEquals(title(SETS) + "ДЕЛАЮ СВОЙ ХОД\nТ=1      Л=7\nКУЧКИ   7  11  13\nГРАНДИ  3  2  1\nВАШ ХОД ◊\n",
                mir.start().printed());
        List<Object[]> wrong = List.of(new Object[] {0, 5}, new Object[] {4, 0}, new Object[] {1, 3},
                new Object[] {2, 9}, new Object[] {3, 12}, new Object[] {3, 13}, new Object[] {1, -1},
                new Object[] {1, "5.5"}, new Object[] {"1.5", 6});
        for (Object[] move : wrong) {
            assertEquals(REFUSED, mir.type(humanMove(move[0], move[1])).printed(), Arrays.toString(move));
        }
        assertEquals("ДЕЛАЮ СВОЙ ХОД\nТ=1      Л=6\nКУЧКИ   6  11  11\nГРАНДИ  2  2  0\nВАШ ХОД ◊\n",
                mir.type(humanMove(3, 11)).printed());
    }
}
