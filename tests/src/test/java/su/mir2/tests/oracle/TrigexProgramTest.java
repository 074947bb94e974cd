package su.mir2.tests.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The book's «Тригекс» played against every sequence of human replies, for each first move M = 1, 2, 3.
 * The chapter claims the machine, moving first on field 1, 2 or 3 and following its rules, always wins;
 * {@link TrigexOracle} judges each game. The machine's second move must be the one of Table 1.
 */
class TrigexProgramTest {
    private static final BookProgram BOOK = BookProgram.read("trigex");

    private static final Pattern MOVE = Pattern.compile("ДЕЛАЮ\\s*СВО[ИЙ]\\s*(\\d+)\\s*ХОД\\s*N=(\\d+)");
    private static final Pattern YOUR_MOVE = Pattern.compile("ВАШ\\s*ХОД");
    private static final Pattern YOU_LOST = Pattern.compile("ВЫ\\s*ПРОИГРАЛИ");

    /** Table 1: the machine's second move by its first move (row) and the human's reply (column 1..9). */
    private static final int[][] TABLE_1 = {
        {0, 3, 2, 3, 2, 2, 6, 3, 3},
        {3, 0, 1, 1, 1, 1, 3, 3, 4},
        {2, 1, 0, 1, 6, 2, 2, 2, 1},
    };

    private static final int MACHINE = 1;
    private static final int HUMAN = 2;

    private final TrigexOracle oracle = new TrigexOracle();

    /** Tallies of one first move. */
    private static final class Tally {
        int won;
        int lost;
        int drawn;
        int broken;
    }

    @Test
    void machineWinsEveryGameWithEachFirstMove() {
        Findings findings = new Findings("Тригекс (" + BOOK.variant() + "): every game for M=1,2,3");
        StringBuilder summary = new StringBuilder();
        for (int first = 1; first <= 3; first++) {
            Tally tally = new Tally();
            play(first, new ArrayList<>(), findings, tally);
            findings.countCases(tally.won + tally.lost + tally.drawn + tally.broken);
            summary.append(String.format(" M=%d: %d won, %d lost, %d drawn, %d broken;", first, tally.won, tally.lost,
                    tally.drawn, tally.broken));
        }
        System.out.println("[oracle] Тригекс:" + summary);
        findings.assertNone();
    }

    /** Plays the game of the human replies {@code replies}, then every continuation. */
    private void play(int first, List<Integer> replies, Findings findings, Tally tally) {
        String game = "M=" + first + ", human " + replies;
        int[] board = TrigexOracle.emptyBoard();
        EmulatedMir2.Reply r;
        EmulatedMir2 mir;
        try {
            mir = EmulatedMir2.load(BOOK.withReplaced("M=" + first), "trigex");
            r = mir.start();
        } catch (RuntimeException e) {
            findings.add(game + ": " + e.getMessage());
            tally.broken++;
            return;
        }
        int machineMoves = 0;
        for (int i = 0; ; i++) {
            // The machine's move in r.
            Matcher mv = MOVE.matcher(r.printed());
            if (!mv.find()) {
                findings.add(game + ": expected the machine's move; got " + r);
                tally.broken++;
                return;
            }
            machineMoves++;
            int number = Integer.parseInt(mv.group(1));
            int field = Integer.parseInt(mv.group(2));
            if (number != machineMoves || field < 1 || field > 9 || board[field] != 0) {
                findings.add(game + ": bad machine move " + number + " to field " + field + " on " + show(board));
                tally.broken++;
                return;
            }
            if (machineMoves == 1 && i == replies.size() && field != first) {
                findings.add(game + ": first move " + field + ", expected M=" + first);
            }
            if (machineMoves == 2 && i == replies.size()) {
                int expected = TABLE_1[first - 1][replies.get(0) - 1];
                if (field != expected) {
                    findings.add(game + ": second move " + field + ", Table 1 says " + expected);
                }
            }
            board[field] = MACHINE;
            String after = r.printed().substring(mv.end());
            boolean claimsWin = YOU_LOST.matcher(after).find();
            boolean won = TrigexOracle.winner(board) == MACHINE;
            if (claimsWin != won) {
                findings.add(game + ": machine " + (won ? "completed a line without saying so" : "claims a win falsely")
                        + " on " + show(board) + "; got " + r);
                tally.broken++;
                return;
            }
            if (won) {
                if (!r.stopped()) {
                    findings.add(game + ": after «ВЫ ПРОИГРАЛИ» the machine must stop; got " + r);
                }
                tally.won++;
                return;
            }
            if (!YOUR_MOVE.matcher(after).find() || !r.waitsForInput()) {
                findings.add(game + ": expected «ВАШ ХОД» and a wait; got " + r);
                tally.broken++;
                return;
            }
            if (TrigexOracle.full(board)) {
                findings.add(game + ": draw, the board is full");
                tally.drawn++;
                return;
            }
            if (i == replies.size()) {
                break;
            }
            int human = replies.get(i);
            board[human] = HUMAN;
            if (TrigexOracle.winner(board) == HUMAN) {
                // Reached only if the replay path is a human win; recorded when the path was first extended.
                return;
            }
            try {
                r = mir.type("«ВЫП»L=" + human + "; «НА»2 «КОН» ◊");
            } catch (RuntimeException e) {
                findings.add(game + ": " + e.getMessage());
                tally.broken++;
                return;
            }
        }
        // Extend by every human reply.
        for (int f : TrigexOracle.emptyFields(board)) {
            board[f] = HUMAN;
            boolean humanWins = TrigexOracle.winner(board) == HUMAN;
            board[f] = 0;
            List<Integer> longer = new ArrayList<>(replies);
            longer.add(f);
            if (humanWins) {
                findings.add("M=" + first + ", human " + longer + ": the human completes a line — the machine loses");
                tally.lost++;
            } else {
                play(first, longer, findings, tally);
            }
        }
    }

    @Test
    void bookProtocol() {
        // ИГРА «ТРИГЕКС»: machine 1, human 3, machine 2, human 8, machine 5, human 9, machine 7,
        // human 4, machine 6 — «ВЫ ПРОИГРАЛИ».
        EmulatedMir2 mir = EmulatedMir2.load(BOOK.withReplaced("M=1"), "trigex");
        List<Integer> machine = new ArrayList<>();
        EmulatedMir2.Reply r = mir.start();
        for (int human : new int[] {3, 8, 9, 4}) {
            machine.add(field(r));
            r = mir.type("«ВЫП»L=" + human + "; «НА»2 «КОН» ◊");
        }
        machine.add(field(r));
        assertEquals(List.of(1, 2, 5, 7, 6), machine);
        // The oracle agrees that the machine has a line (5, 6, 7).
        int[] board = TrigexOracle.emptyBoard();
        for (int f : machine) {
            board[f] = MACHINE;
        }
        assertEquals(MACHINE, TrigexOracle.winner(board));
    }

    private static int field(EmulatedMir2.Reply r) {
        Matcher mv = MOVE.matcher(r.printed());
        if (!mv.find()) {
            throw new AssertionError("no machine move in " + r);
        }
        return Integer.parseInt(mv.group(2));
    }

    private static String show(int[] board) {
        StringBuilder sb = new StringBuilder();
        for (int f = 1; f <= 9; f++) {
            sb.append(board[f] == 0 ? '.' : board[f] == MACHINE ? 'M' : 'h');
        }
        return sb.toString();
    }
}
