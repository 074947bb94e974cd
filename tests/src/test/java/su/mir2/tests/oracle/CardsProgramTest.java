package su.mir2.tests.oracle;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The book's card-recognition program against {@link CardsOracle}: the machine learns from a
 * training set of «наши» cards, then answers «НАША» or «НЕ НАША» for each card shown to it. Training
 * sets are drawn at random from hidden rules; for cards of nine cells (the chapter's) every one of
 * the 512 cards is shown, for other sizes a sample.
 */
class CardsProgramTest {
    private static final BookProgram BOOK = BookProgram.read("cards");

    private static final Pattern LEARNT = Pattern.compile("ЭТАП\\s*ОБУЧЕНИЯ\\s*ЗАВЕРШЕН");
    private static final Pattern NOT_OURS = Pattern.compile("НЕ\\s*НАША");
    private static final Pattern OURS = Pattern.compile("НАША");

    static String program(List<int[]> training) {
        int n = training.size();
        int k = training.get(0).length;
        String cells = training.stream().flatMapToInt(Arrays::stream).mapToObj(String::valueOf)
                .collect(Collectors.joining(","));
        return BOOK.withReplaced("N=" + n, "K=" + k, "X[" + n * k + "]=" + cells, "X1[" + k + "]");
    }

    static String show(int[] card) {
        return Arrays.stream(card).mapToObj(String::valueOf).collect(Collectors.joining(","));
    }

    @Test
    void learnsAndRecognisesLikeTheChapter() {
        Findings findings = new Findings("cards (" + BOOK.variant() + "): recognition after training");
        Random random = new Random(512);
        int questions = 0;
        for (int set = 0; set < 40; set++) {
            int k = set < 4 ? 9 : 2 + random.nextInt(11);
            int n = 2 + random.nextInt(5);
            int[] rule = CardsOracle.randomRule(random, k);
            List<int[]> training = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                training.add(CardsOracle.randomCardFor(random, rule));
            }
            List<int[]> shown = new ArrayList<>();
            if (k == 9) {
                shown.addAll(CardsOracle.allCards(9));
            } else {
                shown.addAll(training);
                for (int i = 0; i < 30; i++) {
                    shown.add(random.nextBoolean() ? CardsOracle.randomCardFor(random, rule) : CardsOracle.randomCard(random, k));
                }
            }
            questions += shown.size();
            ask(training, shown, findings);
        }
        System.out.println("[oracle] cards: " + questions + " cards shown");
        findings.assertNone();
    }

    private void ask(List<int[]> training, List<int[]> shown, Findings findings) {
        String set = "training " + training.stream().map(CardsProgramTest::show).collect(Collectors.joining(" | "));
        int[] pattern = CardsOracle.learn(training);
        EmulatedMir2 mir;
        try {
            mir = EmulatedMir2.load(program(training), "cards");
            EmulatedMir2.Reply r = mir.start();
            if (!LEARNT.matcher(r.printed()).find() || !r.waitsForInput()) {
                findings.countCase();
                findings.add(set + ": expected the end of training and a wait; got " + r);
                return;
            }
        } catch (RuntimeException e) {
            findings.countCase();
            findings.add(set + ": " + e.getMessage());
            return;
        }
        int k = pattern.length;
        for (int[] card : shown) {
            findings.countCase();
            boolean expected = CardsOracle.isOurs(pattern, card);
            try {
                EmulatedMir2.Reply r = mir.type("«ВЫП»A=A;«НА»2«ГДЕ»X1[" + k + "]=" + show(card) + "«КОН»◊");
                boolean no = NOT_OURS.matcher(r.printed()).find();
                boolean yes = !no && OURS.matcher(r.printed()).find();
                if (no == yes || yes != expected) {
                    findings.add(set + ", card " + show(card) + ": expected " + (expected ? "НАША" : "НЕ НАША")
                            + " (pattern " + CardsOracle.show(pattern) + "); got " + r);
                }
            } catch (RuntimeException e) {
                findings.add(set + ", card " + show(card) + ": " + e.getMessage());
            }
        }
    }
}
