package su.mir2.tests.oracle;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The book's НИМ against Bouton's rule ({@link NimOracle}). From many starting positions — heaps of
 * one, a largest heap that is a power of two, equal heaps, positions of xor 0 — the machine must
 * leave the first move to the human exactly when the xor is 0, answer every move with a move to a
 * position of xor 0, and announce «ВЫ ПРОИГРАЛИ» and stop exactly when it takes the last objects.
 * Small positions are played against every human reply; larger ones in seeded random games.
 */
class NimProgramTest {
    private static final BookProgram BOOK = BookProgram.read("nim");
    /** The scalar that holds the objects left: Cyrillic Л in the book (the array is Latin L). */
    private static final String LEFT = BOOK.text().contains("Л") ? "Л" : "L";

    private static final Pattern MOVE = Pattern.compile("ДЕЛАЮ\\s*СВО[ИЙ]\\s*ХОД\\s*[TТ]=(\\d+)\\s*[ЛL]=(\\d+)");
    private static final Pattern YOUR_MOVE = Pattern.compile("ВАШ\\s*ХОД(?!\\s*СДЕЛАН)");
    private static final Pattern YOU_LOST = Pattern.compile("ВЫ\\s*ПРОИГРАЛИ");
    private static final Pattern NOT_BY_RULES = Pattern.compile("НЕ\\s*ПО\\s*ПРАВИЛАМ");

    /** A position with the human to move and the directives that lead to it. */
    private record Node(int[] heaps, List<String> path) {
    }

    static String program(int[] heaps) {
        int k = heaps.length;
        int digits = NimOracle.binaryDigits(Arrays.stream(heaps).max().orElse(1));
        String values = Arrays.stream(heaps).mapToObj(String::valueOf).collect(Collectors.joining(","));
        return BOOK.withReplaced("K=" + k, "M[" + k + "]=" + values, "L[" + (k + 1) + "," + digits + "]");
    }

    static String humanMove(NimOracle.Move move) {
        return "«ВЫП» T=" + move.heap() + "; " + LEFT + "=" + move.remaining() + "; «НА»9 «КОН» ◊";
    }

    static List<int[]> exhaustivePositions() {
        List<int[]> positions = new ArrayList<>();
        for (int a = 1; a <= 8; a++) {
            positions.add(new int[] {a});
        }
        for (int a = 1; a <= 6; a++) {
            for (int b = 1; b <= 6; b++) {
                positions.add(new int[] {a, b});
            }
        }
        for (int a = 1; a <= 4; a++) {
            for (int b = 1; b <= 4; b++) {
                for (int c = 1; c <= 4; c++) {
                    positions.add(new int[] {a, b, c});
                }
            }
        }
        positions.add(new int[] {1, 1, 1, 1});
        positions.add(new int[] {1, 1, 1, 1, 1});
        positions.add(new int[] {2, 1, 1, 1});
        positions.add(new int[] {1, 2, 3, 4});
        positions.add(new int[] {8, 1});
        positions.add(new int[] {8, 3, 5});
        positions.add(new int[] {4, 4, 1});
        positions.add(new int[] {7, 8, 4});
        return positions;
    }

    /**
     * Larger positions within the program's «РАЗРЯДНОСТЬ»2: heaps below 20, so that halving a heap
     * (ε(A/2) in the binary table) needs no more than two digits.
     */
    static List<int[]> randomlyPlayedPositions() {
        return List.of(new int[] {16, 5, 9}, new int[] {16, 16}, new int[] {16, 1, 1}, new int[] {15, 19, 2, 11},
                new int[] {13, 8, 2, 1, 1}, new int[] {19, 17, 6}, new int[] {9, 9, 9}, new int[] {12, 10, 7, 5, 3, 1},
                new int[] {18, 18, 1}, new int[] {11, 4, 9, 14});
    }

    /** The chapter's own examples, and heaps of 64 and 63, all beyond two digits when halved. */
    static List<int[]> chapterPositions() {
        return List.of(new int[] {22, 19, 23, 11}, new int[] {11, 23, 9, 39, 30}, new int[] {64, 63},
                new int[] {31, 17, 6}, new int[] {32, 1, 1});
    }

    @Test
    void everyReplyFromSmallPositions() {
        Findings findings = new Findings("НИМ (" + BOOK.variant() + "): every reply from small positions");
        int replies = 0;
        for (int[] heaps : exhaustivePositions()) {
            replies += explore(heaps, findings);
        }
        System.out.println("[oracle] НИМ: " + replies + " human replies tried");
        findings.assertNone();
    }

    @Test
    void randomGamesFromLargerPositions() {
        Findings findings = new Findings("НИМ (" + BOOK.variant() + "): seeded random games");
        Random random = new Random(1901);
        for (int[] heaps : randomlyPlayedPositions()) {
            for (int game = 0; game < 6; game++) {
                findings.countCase();
                playRandom(heaps, random, findings);
            }
        }
        findings.assertNone();
    }

    /**
     * Heaps of 21 and more at «РАЗРЯДНОСТЬ» 2: 23/2 = 11.5 has three digits, and ε(A/2) stays right
     * only because the machine drops the third toward −∞ (to nearest it would be 12, a binary digit −1).
     */
    @Test
    void randomGamesFromTheChaptersPositions() {
        Findings findings = new Findings("НИМ (" + BOOK.variant() + "): the chapter's positions");
        Random random = new Random(1902);
        for (int[] heaps : chapterPositions()) {
            for (int game = 0; game < 4; game++) {
                findings.countCase();
                playRandom(heaps, random, findings);
            }
        }
        findings.assertNone();
    }

    /** Explores every game from {@code heaps}; returns the number of human replies tried. */
    private int explore(int[] heaps, Findings findings) {
        findings.countCase();
        String program = program(heaps);
        String where = Arrays.toString(heaps);
        Node root;
        try {
            root = check(EmulatedMir2.load(program, "nim").start(), heaps, List.of(), where, findings);
        } catch (RuntimeException e) {
            findings.add(where + ": " + e.getMessage());
            return 0;
        }
        Deque<Node> todo = new ArrayDeque<>();
        Set<String> seen = new HashSet<>();
        if (root != null) {
            todo.add(root);
            seen.add(Arrays.toString(root.heaps()));
        }
        int tried = 0;
        while (!todo.isEmpty()) {
            Node node = todo.poll();
            for (NimOracle.Move move : NimOracle.allMoves(node.heaps())) {
                tried++;
                List<String> path = new ArrayList<>(node.path());
                path.add(humanMove(move));
                int[] after = NimOracle.apply(node.heaps(), move);
                String game = where + ", human " + path.size() + " moves, last " + move;
                Node next;
                try {
                    EmulatedMir2 mir = EmulatedMir2.load(program, "nim");
                    EmulatedMir2.Reply r = mir.start();
                    for (String d : path) {
                        r = mir.type(d);
                    }
                    next = check(r, after, path, game, findings);
                } catch (RuntimeException e) {
                    findings.add(game + ": " + e.getMessage());
                    continue;
                }
                if (next != null && seen.add(Arrays.toString(next.heaps()))) {
                    todo.add(next);
                }
            }
        }
        return tried;
    }

    private void playRandom(int[] start, Random random, Findings findings) {
        String program = program(start);
        List<String> path = new ArrayList<>();
        String where = Arrays.toString(start) + " (random game)";
        try {
            EmulatedMir2 mir = EmulatedMir2.load(program, "nim");
            Node node = check(mir.start(), start, path, where, findings);
            while (node != null) {
                List<NimOracle.Move> moves = NimOracle.allMoves(node.heaps());
                NimOracle.Move move = moves.get(random.nextInt(moves.size()));
                path.add(humanMove(move));
                node = check(mir.type(humanMove(move)), NimOracle.apply(node.heaps(), move), path,
                        where + " after " + path.size() + " human moves", findings);
            }
        } catch (RuntimeException e) {
            findings.add(where + ": " + e.getMessage());
        }
    }

    /**
     * Checks the machine's answer when it is to move on {@code heaps}; returns the position it leaves
     * to the human, or null when the game is over or went wrong.
     */
    private Node check(EmulatedMir2.Reply r, int[] heaps, List<String> path, String game, Findings findings) {
        Matcher mv = MOVE.matcher(r.printed());
        if (NimOracle.xor(heaps) == 0) {
            if (mv.find() || !YOUR_MOVE.matcher(r.printed()).find() || !r.waitsForInput()) {
                findings.add(game + ": xor is 0 on " + Arrays.toString(heaps)
                        + ", the machine must leave the move to the human; got " + r);
                return null;
            }
            return new Node(heaps, path);
        }
        List<NimOracle.Move> good = NimOracle.zeroXorMoves(heaps);
        if (!mv.find()) {
            findings.add(game + ": expected a move to xor 0 on " + Arrays.toString(heaps) + ", one of " + good
                    + "; got " + r);
            return null;
        }
        NimOracle.Move made = new NimOracle.Move(Integer.parseInt(mv.group(1)), Integer.parseInt(mv.group(2)));
        if (!good.contains(made)) {
            findings.add(game + ": on " + Arrays.toString(heaps) + " the machine made " + made + "; moves to xor 0: "
                    + good);
            return null;
        }
        int[] after = NimOracle.apply(heaps, made);
        String rest = r.printed().substring(mv.end());
        if (NimOracle.allEmpty(after)) {
            if (!YOU_LOST.matcher(rest).find() || YOUR_MOVE.matcher(rest).find() || !r.stopped()) {
                findings.add(game + ": the machine took the last objects, expected «ВЫ ПРОИГРАЛИ» and a stop; got " + r);
            }
            return null;
        }
        if (YOU_LOST.matcher(rest).find() || !YOUR_MOVE.matcher(rest).find() || !r.waitsForInput()) {
            findings.add(game + ": objects remain " + Arrays.toString(after) + ", expected «ВАШ ХОД» and a wait; got " + r);
            return null;
        }
        return new Node(after, path);
    }

    @Test
    void refusesMovesThatTakeNothingOrNameNoHeap() {
        // Heaps 7, 8, 4 (the protocol): the machine leaves 3 in heap 2, leaving 7, 3, 4.
        EmulatedMir2 mir = EmulatedMir2.load(program(new int[] {7, 8, 4}), "nim");
        EmulatedMir2.Reply r = mir.start();
        assertTrue(MOVE.matcher(r.printed()).find() && r.waitsForInput(), r.toString());
        r = mir.type(humanMove(new NimOracle.Move(1, 7)));
        assertTrue(NOT_BY_RULES.matcher(r.printed()).find() && r.waitsForInput(), "took nothing: " + r);
        r = mir.type("«ВЫП» T=4; " + LEFT + "=0; «НА»9 «КОН» ◊");
        assertTrue(NOT_BY_RULES.matcher(r.printed()).find() && r.waitsForInput(), "heap 4 of 3: " + r);
        // A proper move after the refusals: take heap 1 whole (0, 3, 4); the machine must go to xor 0.
        r = mir.type(humanMove(new NimOracle.Move(1, 0)));
        Matcher mv = MOVE.matcher(r.printed());
        assertTrue(mv.find(), r.toString());
        NimOracle.Move made = new NimOracle.Move(Integer.parseInt(mv.group(1)), Integer.parseInt(mv.group(2)));
        assertTrue(NimOracle.zeroXorMoves(new int[] {0, 3, 4}).contains(made), made.toString());
    }
}
