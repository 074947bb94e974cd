package su.mir2.tests.oracle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import su.mir2.almir.reader.Alphabet;

/**
 * «Алгоритмическая игра» (programs/more/algoritm) against {@link AlgorithmicGameOracle}: the
 * machine as partner (player B) answers every position player A can reach with the first winning move
 * found by exhaustive search, claims a loop exactly when A's move made one, and judges every finished
 * program; as referee it judges random games and claims. The paper is compared in full, with Latin and
 * Cyrillic letters of one shape taken as one (the typewriter prints one letter for both).
 */
class AlgoritmProgramTest {
    private static final BookProgram PROGRAM = BookProgram.more("algoritm", "program");
    private static final int N = 4;

    static String listing(int[] owner, int[] target) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < owner.length; i++) {
            String who = owner[i] == 1 ? "A" : "B";
            sb.append(i + 1).append(' ').append(owner[i] == 0 ? "REM"
                    : target[i] == 0 ? who + " = NOT(" + who + ")" : "IF " + who + " GOTO " + target[i]).append('\n');
        }
        return sb.toString();
    }

    static String verdict(int[] owner, int[] target) {
        AlgorithmicGameOracle.Run r = AlgorithmicGameOracle.run(owner, target);
        return (r.loops() ? "ПРОГРАММА ЗАЦИКЛИВАЕТСЯ\n" : "") + "ВЫИГРАЛ "
                + (AlgorithmicGameOracle.winner(owner, target) == 1 ? "A" : "B") + " ◊\n";
    }

    /** What the partner prints after A's move made the program {@code owner, target} of {@code filled} lines. */
    static String afterHumanMove(int[] owner, int[] target, int filled) {
        StringBuilder sb = new StringBuilder(listing(owner, target));
        if (AlgorithmicGameOracle.run(owner, target).loops()) {
            return sb.append("ЗАЯВЛЯЮ О ЗАЦИКЛИВАНИИ\nВЫИГРАЛ B ◊\n").toString();
        }
        int[] m = AlgorithmicGameOracle.machineMove(owner, target, 2);
        owner[m[0] - 1] = 2;
        target[m[0] - 1] = m[1];
        sb.append("МОЙ ХОД\n").append(listing(owner, target));
        sb.append(filled + 1 == N ? verdict(owner, target) : "ХОД A ◊\n");
        owner[m[0] - 1] = 0;
        target[m[0] - 1] = 0;
        return sb.toString();
    }

    /** A directive that writes the program and continues at label {@code label} with H and P given. */
    static String state(int[] owner, int[] target, int h, int p, int label) {
        StringBuilder sb = new StringBuilder("«ВЫП» ");
        for (int i = 0; i < owner.length; i++) {
            sb.append("O[").append(i + 1).append("]=").append(owner[i]).append("; G[").append(i + 1).append("]=")
                    .append(target[i]).append("; ");
        }
        return sb.append("H=").append(h).append("; P=").append(p).append("; «НА»").append(label).append(" «КОН» ◊").toString();
    }

    private static boolean same(String expected, String printed) {
        return Alphabet.fold(expected).equals(Alphabet.fold(printed));
    }

    /** Every position after a move of A (A's first or second move, any B reply of the machine between). */
    @Test
    void thePartnerAnswersEveryMoveOfA() {
        Findings findings = new Findings("algoritm: partner");
        EmulatedMir2 mir = EmulatedMir2.load(PROGRAM.text(), "algoritm");
        mir.start();
        List<int[][]> positions = new ArrayList<>();
        int[][] empty = {new int[N], new int[N]};
        addMovesOfA(empty, positions);
        for (int[][] afterFirst : new ArrayList<>(positions)) {
            if (AlgorithmicGameOracle.run(afterFirst[0], afterFirst[1]).loops()) {
                continue;
            }
            int[] m = AlgorithmicGameOracle.machineMove(afterFirst[0], afterFirst[1], 2);
            int[][] replied = {afterFirst[0].clone(), afterFirst[1].clone()};
            replied[0][m[0] - 1] = 2;
            replied[1][m[0] - 1] = m[1];
            addMovesOfA(replied, positions);
        }
        for (int[][] pos : positions) {
            findings.countCase();
            int filled = N - (int) java.util.Arrays.stream(pos[0]).filter(o -> o == 0).count();
            String printed = mir.type(state(pos[0], pos[1], filled - 1, 1, 10)).printed();
            String want = afterHumanMove(pos[0], pos[1], filled);
            if (!same(want, printed)) {
                findings.add(listing(pos[0], pos[1]).replace("\n", "; ") + ": expected " + want + "; got " + printed);
            }
        }
        findings.assertNone();
    }

    private static void addMovesOfA(int[][] pos, List<int[][]> out) {
        for (int line = 1; line <= N; line++) {
            if (pos[0][line - 1] != 0) {
                continue;
            }
            for (int t = 0; t <= N; t++) {
                int[][] next = {pos[0].clone(), pos[1].clone()};
                next[0][line - 1] = 1;
                next[1][line - 1] = t;
                out.add(next);
            }
        }
    }

    /** The README's claims: for N = 4 A has no winning first move, and the sample's B move 3 was not winning. */
    @Test
    void theGameForFourLinesIsWonByB() {
        assertFalse(AlgorithmicGameOracle.wins(new int[N], new int[N], 1));
        int[] owner = {1, 0, 0, 0};
        int[] target = {0, 0, 0, 0};
        assertArrayEquals(new int[] {2, 4}, AlgorithmicGameOracle.winningMove(owner, target, 2));
        owner[2] = 2;
        assertArrayEquals(new int[] {2, 1}, AlgorithmicGameOracle.winningMove(owner, target, 1));
    }

    /** As referee (Q=0): random games typed for both players, with claims, judged in full. */
    @Test
    void theRefereeJudgesRandomGames() {
        Findings findings = new Findings("algoritm: referee");
        Random random = new Random(65);
        for (int game = 0; game < 60; game++) {
            findings.countCase();
            EmulatedMir2 mir = EmulatedMir2.load(PROGRAM.withReplaced("Q=0"), "algoritm");
            StringBuilder printed = new StringBuilder(mir.start().printed());
            StringBuilder want = new StringBuilder("АЛГОРИТМИЧЕСКАЯ ИГРА\nХОД A ◊\n");
            int[] owner = new int[N];
            int[] target = new int[N];
            int player = 1;
            for (int h = 0; h < N; h++) {
                if (h > 0 && random.nextInt(5) == 0) {
                    printed.append(mir.type("«ВЫП» «НА»8 «КОН» ◊").printed());
                    boolean loops = AlgorithmicGameOracle.run(owner, target).loops();
                    want.append(loops ? "ЗАЦИКЛИВАНИЕ ПОДТВЕРЖДАЕТСЯ\n" : "ЗАЦИКЛИВАНИЯ НЕТ\n")
                            .append("ВЫИГРАЛ ").append((loops ? player : 3 - player) == 1 ? "A" : "B").append(" ◊\n");
                    break;
                }
                int line;
                do {
                    line = 1 + random.nextInt(N);
                } while (owner[line - 1] != 0);
                int t = random.nextInt(N + 1);
                owner[line - 1] = player;
                target[line - 1] = t;
                printed.append(mir.type("«ВЫП» L=" + line + "; K=" + t + "; «НА»9 «КОН» ◊").printed());
                want.append(listing(owner, target));
                player = 3 - player;
                want.append(h + 1 == N ? verdict(owner, target) : "ХОД " + (player == 1 ? "A" : "B") + " ◊\n");
            }
            if (!same(want.toString(), printed.toString())) {
                findings.add("game " + game + ": expected " + want + "; got " + printed);
            }
        }
        findings.assertNone();
    }

    /** The sample game of the document, refereed: B wins. */
    @Test
    void theDocumentsSampleGame() {
        EmulatedMir2 mir = EmulatedMir2.load(PROGRAM.withReplaced("Q=0"), "algoritm");
        mir.start();
        int[][] moves = {{1, 0}, {3, 0}, {4, 1}, {2, 4}};
        String printed = "";
        for (int[] m : moves) {
            printed = mir.type("«ВЫП» L=" + m[0] + "; K=" + m[1] + "; «НА»9 «КОН» ◊").printed();
        }
        String want = "1 A = NOT(A)\n2 IF B GOTO 4\n3 B = NOT(B)\n4 IF A GOTO 1\nВЫИГРАЛ B ◊\n";
        assertEquals(Alphabet.fold(want), Alphabet.fold(printed));
    }

    @Test
    void refusesMovesAgainstTheRules() {
        EmulatedMir2 mir = EmulatedMir2.load(PROGRAM.text(), "algoritm");
        mir.start();
        String refused = Alphabet.fold("ХОД СДЕЛАН НЕ ПО ПРАВИЛАМ ◊\n");
        for (String d : List.of("«ВЫП» «НА»8 «КОН» ◊", "«ВЫП» L=0; K=0; «НА»9 «КОН» ◊", "«ВЫП» L=5; K=0; «НА»9 «КОН» ◊",
                "«ВЫП» L=1; K=5; «НА»9 «КОН» ◊", "«ВЫП» L=1; K=-1; «НА»9 «КОН» ◊", "«ВЫП» L=1.5; K=0; «НА»9 «КОН» ◊")) {
            assertEquals(refused, Alphabet.fold(mir.type(d).printed()), d);
        }
        mir.type("«ВЫП» L=1; K=0; «НА»9 «КОН» ◊");
        assertEquals(refused, Alphabet.fold(mir.type("«ВЫП» L=2; K=0; «НА»9 «КОН» ◊").printed()), "line 2 is B's");
    }
}
