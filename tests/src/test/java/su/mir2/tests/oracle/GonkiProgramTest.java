package su.mir2.tests.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The book's «Гонки по вертикали» played against {@link GonkiOracle}: for many field sizes the
 * machine must decide rightly whether to move first, and whenever it is in a winning position it
 * must win against every reply of the human. Every human reply is tried (moves past N included); a
 * position the machine reaches is explored once, since its answers depend on the position alone.
 */
class GonkiProgramTest {
    private static final BookProgram BOOK = BookProgram.read("gonki");

    private static final Pattern MOVE = Pattern.compile("ДЕЛАЮ\\s*СВО[ИЙ]\\s*ХОД\\s*[TТ]=(\\d+)\\s*[PР]=(\\d+)");
    private static final Pattern YOUR_FIRST = Pattern.compile("ВАШ\\s*ПЕРВЫ[ИЙ]\\s*ХОД");
    private static final Pattern YOUR_MOVE = Pattern.compile("ВАШ\\s*ХОД");
    private static final Pattern YOU_LOST = Pattern.compile("ВЫ\\s*ПРОИГРАЛИ");
    private static final Pattern MISTAKE = Pattern.compile("ВЫ\\s*ОШИБЛИСЬ");

    /** A position with the human to move, and the directives that lead to it from the start. */
    private record Node(int cell, int lastMove, List<String> path) {
    }

    static String program(int n, int m) {
        return BOOK.withReplaced("M=" + m, "N=" + n, "A[" + n + "," + m + "]");
    }

    static String humanMove(int cell, int move) {
        return "«ВЫП» T=" + cell + "; P=" + move + "; «НА»L5 «КОН» ◊";
    }

    @Test
    void decidesWhoStartsAndWinsAgainstEveryReply() {
        Findings findings = new Findings("Гонки (" + BOOK.variant() + "): games against every human reply");
        int explored = 0;
        for (int n = 3; n <= 20; n++) {
            for (int m = 2; m < n && m <= 6; m++) {
                explored += explore(n, m, findings);
            }
        }
        for (int[] nm : new int[][] {{30, 4}, {32, 7}, {40, 3}}) {
            explored += explore(nm[0], nm[1], findings);
        }
        System.out.println("[oracle] Гонки: " + explored + " human replies tried");
        findings.assertNone();
    }

    /** Plays every game of one field; returns the number of human replies tried. */
    private int explore(int n, int m, Findings findings) {
        findings.countCase();
        GonkiOracle oracle = new GonkiOracle(n, m);
        String where = "N=" + n + " M=" + m;
        String program = program(n, m);
        EmulatedMir2.Reply first;
        try {
            first = EmulatedMir2.load(program, "gonki").start();
        } catch (RuntimeException e) {
            findings.add(where + ": " + e.getMessage());
            return 0;
        }
        Deque<Node> todo = new ArrayDeque<>();
        Set<Long> seen = new HashSet<>();
        int tried = 0;
        if (oracle.firstPlayerWins()) {
            Node start = machineMove(oracle, first, 0, 0, List.of(), where + ", machine's first move", findings);
            if (start != null) {
                todo.add(start);
                seen.add(key(start));
            }
        } else {
            if (MOVE.matcher(first.printed()).find() || !YOUR_FIRST.matcher(first.printed()).find()
                    || !first.waitsForInput()) {
                findings.add(where + ": the first player loses, the machine must leave the first move to the human; got "
                        + first);
                return 0;
            }
            // The human moves first; after a losing first move the machine must win.
            for (int p = 1; p <= m; p++) {
                if (oracle.wins(p, p)) {
                    tried++;
                    String d = humanMove(p, p);
                    Node next = reply(program, oracle, List.of(), d, 0, p, where, findings);
                    if (next != null && seen.add(key(next))) {
                        todo.add(next);
                    }
                }
            }
        }
        while (!todo.isEmpty()) {
            Node node = todo.poll();
            for (int p : oracle.allowedMoves(node.lastMove())) {
                tried++;
                Node next = reply(program, oracle, node.path(), humanMove(node.cell() + p, p), node.cell(), p, where,
                        findings);
                if (next != null && seen.add(key(next))) {
                    todo.add(next);
                }
            }
        }
        return tried;
    }

    /** Replays {@code path}, types the human's move and checks the machine's answer. */
    private Node reply(String program, GonkiOracle oracle, List<String> path, String directive, int cell, int p,
            String where, Findings findings) {
        List<String> moves = new ArrayList<>(path);
        moves.add(directive);
        String game = where + ", human moves " + describe(moves);
        EmulatedMir2.Reply r;
        try {
            EmulatedMir2 mir = EmulatedMir2.load(program, "gonki");
            r = mir.start();
            for (String d : moves) {
                r = mir.type(d);
            }
        } catch (RuntimeException e) {
            findings.add(game + ": " + e.getMessage());
            return null;
        }
        int after = cell + p;
        if (after > oracle.n()) {
            if (!YOU_LOST.matcher(r.printed()).find() || !r.stopped() || MOVE.matcher(r.printed()).find()) {
                findings.add(game + ": the human passed N and lost, expected «ВЫ ПРОИГРАЛИ» and a stop; got " + r);
            }
            return null;
        }
        if (after == oracle.n()) {
            findings.add(game + ": the human reached N — the machine had claimed a win; got " + r);
            return null;
        }
        return machineMove(oracle, r, after, p, moves, game, findings);
    }

    /** Checks a machine move from (cell, lastMove), where the machine can force a win. */
    private Node machineMove(GonkiOracle oracle, EmulatedMir2.Reply r, int cell, int lastMove, List<String> path,
            String game, Findings findings) {
        Matcher mv = MOVE.matcher(r.printed());
        List<Integer> winning = oracle.winningMoves(cell, lastMove);
        if (!mv.find()) {
            findings.add(game + ": expected a machine move, one of " + winning + "; got " + r);
            return null;
        }
        int t = Integer.parseInt(mv.group(1));
        int q = Integer.parseInt(mv.group(2));
        if (t != cell + q || !winning.contains(q)) {
            findings.add(game + ": machine moved T=" + t + " P=" + q + " from cell " + cell + " after " + lastMove
                    + "; winning moves: " + winning);
            return null;
        }
        String after = r.printed().substring(mv.end());
        if (t == oracle.n()) {
            if (!YOU_LOST.matcher(after).find() || !r.stopped() || YOUR_MOVE.matcher(after).find()) {
                findings.add(game + ": the machine reached N, expected «ВЫ ПРОИГРАЛИ» and a stop; got " + r);
            }
            return null;
        }
        if (!YOUR_MOVE.matcher(after).find() || YOU_LOST.matcher(after).find() || !r.waitsForInput()) {
            findings.add(game + ": expected «ВАШ ХОД» and a wait for input; got " + r);
            return null;
        }
        return new Node(t, q, path);
    }

    private static long key(Node n) {
        return n.cell() * 100L + n.lastMove();
    }

    private static String describe(List<String> directives) {
        List<String> moves = new ArrayList<>();
        for (String d : directives) {
            Matcher m = Pattern.compile("T=(\\d+); P=(\\d+)").matcher(d);
            moves.add(m.find() ? m.group(1) + "/" + m.group(2) : d);
        }
        return String.join(" ", moves);
    }

    @Test
    void answersTheBookProtocolAndRejectsWrongMoves() {
        // The concrete program's field: N=15, M=6. The protocol: machine T=1 P=1; human T=6 P=5;
        // machine T=8 P=2; human T=14 P=6; machine T=15 P=1, «ВЫ ПРОИГРАЛИ».
        GonkiOracle oracle = new GonkiOracle(15, 6);
        EmulatedMir2 mir = EmulatedMir2.load(program(15, 6), "gonki");
        EmulatedMir2.Reply r = mir.start();
        Matcher mv = MOVE.matcher(r.printed());
        assertTrue(mv.find(), r.toString());
        assertEquals(List.of(1), oracle.winningMoves(0, 0));
        assertEquals("1", mv.group(1));
        assertEquals("1", mv.group(2));
        // Repeating the machine's move is refused, and so is a cell that does not match the move.
        r = mir.type(humanMove(2, 1));
        assertTrue(MISTAKE.matcher(r.printed()).find() && r.waitsForInput(), r.toString());
        r = mir.type("«ВЫП» T=5; P=2; «НА»L5 «КОН» ◊");
        assertTrue(MISTAKE.matcher(r.printed()).find() && r.waitsForInput(), r.toString());
        r = mir.type(humanMove(6, 5));
        mv = MOVE.matcher(r.printed());
        assertTrue(mv.find(), r.toString());
        int t = Integer.parseInt(mv.group(1));
        int q = Integer.parseInt(mv.group(2));
        assertTrue(oracle.winningMoves(6, 5).contains(q) && t == 6 + q, r.toString());
    }
}
