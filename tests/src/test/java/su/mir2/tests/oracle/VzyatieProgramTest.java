package su.mir2.tests.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The longest capture after Арсак (programs/more/vzyatie) against {@link LongestCaptureOracle}: on
 * seeded random boards and positions set by the operator's directives, the machine's whole reply is
 * compared with the text the search calls for: the board, the number of hens taken, their letters
 * in order, the fields passed and the board after the capture.
 */
class VzyatieProgramTest {
    private static final BookProgram PROGRAM = BookProgram.more("vzyatie", "program");
    private static final String LETTERS = "АБВГДЕЖЗИКЛМНОПР";
    private static final String REFUSED = "ПОЗИЦИЯ ЗАДАНА НЕВЕРНО ◊\n";

    static String program(LongestCaptureOracle.Position p) {
        return PROGRAM.withReplaced("W=" + p.width(), "H=" + p.height(), "Х=" + p.fox(), "A[16]="
                + Arrays.stream(p.hens()).mapToObj(String::valueOf).collect(Collectors.joining(",")));
    }

    static String board(LongestCaptureOracle.Position p) {
        StringBuilder text = new StringBuilder(" ");
        for (int c = 1; c <= p.width(); c++) {
            text.append(' ').append(c);
        }
        for (int r = 1; r <= p.height(); r++) {
            text.append('\n').append(r);
            for (int c = 1; c <= p.width(); c++) {
                int hen = p.henAt(r, c);
                text.append(' ').append(10 * r + c == p.fox() ? 'Х' : hen > 0 ? LETTERS.charAt(hen - 1) : '.');
            }
        }
        return text.toString();
    }

    /** What the machine prints after building {@code p}: the board, then the longest capture. */
    static String reply(LongestCaptureOracle.Position p) {
        LongestCaptureOracle.Capture capture = LongestCaptureOracle.longest(p);
        String text = board(p) + "\n";
        if (capture.hens().isEmpty()) {
            return text + "ВЗЯТИЙ НЕТ ◊\n";
        }
        return text + "ВЗЯТО КУР " + capture.hens().size() + "\nКУРЫ"
                + capture.hens().stream().map(h -> " " + LETTERS.charAt(h - 1)).collect(Collectors.joining())
                + "\nПОЛЯ" + capture.fields().stream().map(f -> " " + f).collect(Collectors.joining()) + "\n"
                + board(capture.applyTo(p)) + " ◊\n";
    }

    static LongestCaptureOracle.Position randomPosition(Random random) {
        int width = 3 + random.nextInt(6);
        int height = 3 + random.nextInt(6);
        List<Integer> fields = new ArrayList<>();
        for (int r = 1; r <= height; r++) {
            for (int c = 1; c <= width; c++) {
                fields.add(10 * r + c);
            }
        }
        Collections.shuffle(fields, random);
        int[] hens = new int[16];
        int count = Math.min(fields.size() - 1, random.nextInt(17));
        List<Integer> slots = new ArrayList<>(List.of(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        Collections.shuffle(slots, random);
        for (int i = 0; i < count; i++) {
            hens[slots.get(i)] = fields.get(i + 1);
        }
        return new LongestCaptureOracle.Position(width, height, fields.get(0), hens);
    }

    /** A free field of {@code p}, or 0 when there is none. */
    static int freeField(LongestCaptureOracle.Position p, Random random) {
        List<Integer> free = new ArrayList<>();
        for (int r = 1; r <= p.height(); r++) {
            for (int c = 1; c <= p.width(); c++) {
                if (p.henAt(r, c) == 0 && 10 * r + c != p.fox()) {
                    free.add(10 * r + c);
                }
            }
        }
        return free.isEmpty() ? 0 : free.get(random.nextInt(free.size()));
    }

    /**
     * Seeded random boards of 3 to 8 rows and columns with up to 16 hens in random slots; on each, the
     * operator then moves the fox or places a hen three times and asks again («НА»0), the capture made
     * before being kept.
     */
    @Test
    void randomPositionsAndDirectives() {
        Findings findings = new Findings("Наиболее длинное взятие: seeded random positions");
        Random random = new Random(13);
        for (int game = 0; game < 400; game++) {
            LongestCaptureOracle.Position p = randomPosition(random);
            findings.countCase();
            EmulatedMir2 mir = EmulatedMir2.load(program(p), "vzyatie");
            String where = "board " + p.width() + "×" + p.height() + " fox " + p.fox() + " hens " + Arrays.toString(p.hens());
            if (!findings.expect(where, mir.start(), "НАИБОЛЕЕ ДЛИННОЕ ВЗЯТИЕ\n" + reply(p))) {
                continue;
            }
            for (int turn = 0; turn < 3; turn++) {
                p = LongestCaptureOracle.longest(p).applyTo(p);
                int field = freeField(p, random);
                if (field == 0) {
                    break;
                }
                String directive;
                int[] hens = p.hens().clone();
                int fox = p.fox();
                if (random.nextBoolean()) {
                    fox = field;
                    directive = "«ВЫП» X=" + field + "; «НА»0 «КОН» ◊";
                } else {
                    int slot = random.nextInt(16);
                    hens[slot] = field;
                    directive = "«ВЫП» A[" + (slot + 1) + "]=" + field + "; «НА»0 «КОН» ◊";
                }
                p = new LongestCaptureOracle.Position(p.width(), p.height(), fox, hens);
                findings.countCase();
                if (!findings.expect(where + " then " + directive, mir.type(directive), reply(p))) {
                    break;
                }
            }
        }
        findings.assertNone();
    }

    /** The position in the program's data, asked again on the board its capture leaves. */
    @Test
    void theProgramsOwnPosition() {
        EmulatedMir2 mir = EmulatedMir2.load(PROGRAM.text(), "vzyatie");
        assertEquals("""
                НАИБОЛЕЕ ДЛИННОЕ ВЗЯТИЕ
                  1 2 3 4 5 6
                1 Х А . . . .
                2 . З Б . . .
                3 . Ж . В . .
                4 . . Е . Г .
                5 . . . Д . .
                6 . . . . . .
                ВЗЯТО КУР 7
                КУРЫ А Б В Г Д Е Ж
                ПОЛЯ 11 13 33 35 55 53 33 31
                  1 2 3 4 5 6
                1 . . . . . .
                2 . З . . . .
                3 Х . . . . .
                4 . . . . . .
                5 . . . . . .
                6 . . . . . . ◊
                """, mir.start().printed());
        assertEquals(board(new LongestCaptureOracle.Position(6, 6, 31, hens(22, 8))) + "\nВЗЯТИЙ НЕТ ◊\n",
                mir.type("«ВЫП» «НА»0 «КОН» ◊").printed());
    }

    private static int[] hens(int field, int slot) {
        int[] hens = new int[16];
        hens[slot - 1] = field;
        return hens;
    }

    /** A fox or hen off the board, on another piece's field, not whole, or no fox: refused until set right. */
    @Test
    void refusesAWrongPosition() {
        EmulatedMir2 mir = EmulatedMir2.load(PROGRAM.text(), "vzyatie");
        mir.start();
        for (String wrong : List.of("X=0", "X=22", "X=37", "X=71", "X=30", "X=-11", "X=12.5", "A[1]=22", "A[2]=31",
                "A[16]=60", "A[3]=7", "A[4]=107")) {
            assertEquals(REFUSED, mir.type("«ВЫП» " + wrong + "; «НА»0 «КОН» ◊").printed(), wrong);
            mir.type("«ВЫП» X=31; A[1]=0; A[2]=0; A[3]=0; A[4]=0; A[16]=0; «НА»0 «КОН» ◊");
        }
        assertEquals(board(new LongestCaptureOracle.Position(6, 6, 21, hens(22, 8))) + "\nВЗЯТО КУР 1\nКУРЫ З\nПОЛЯ 21 23\n"
                + board(new LongestCaptureOracle.Position(6, 6, 23, new int[16])) + " ◊\n",
                mir.type("«ВЫП» X=21; «НА»0 «КОН» ◊").printed());
    }
}
