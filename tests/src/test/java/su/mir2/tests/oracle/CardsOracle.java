package su.mir2.tests.oracle;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * The card-recognition chapter («Алгоритм узнавания»), written from its prose.
 *
 * <p>Learning: the first training card is the template; each further training card is compared
 * with it cell by cell, and a cell where the two differ is "not essential" and is left out of
 * every later comparison. Recognition: a card is «НАША» when it agrees with the template on every
 * essential cell, else «НЕ НАША».
 *
 * <p>A card is an int array of 0/1, one entry per cell. A pattern has 0 or 1 for an essential cell
 * and {@link #ANY} for a cell left out.
 */
public final class CardsOracle {
    public static final int ANY = -1;

    private CardsOracle() {
    }

    public static int[] learn(List<int[]> training) {
        if (training.isEmpty()) {
            throw new IllegalArgumentException("no training cards");
        }
        int[] pattern = training.get(0).clone();
        for (int[] card : training.subList(1, training.size())) {
            if (card.length != pattern.length) {
                throw new IllegalArgumentException("cards of different sizes");
            }
            for (int i = 0; i < pattern.length; i++) {
                if (pattern[i] != ANY && pattern[i] != card[i]) {
                    pattern[i] = ANY;
                }
            }
        }
        return pattern;
    }

    public static boolean isOurs(int[] pattern, int[] card) {
        for (int i = 0; i < pattern.length; i++) {
            if (pattern[i] != ANY && pattern[i] != card[i]) {
                return false;
            }
        }
        return true;
    }

    /** All 2^k cards of k cells, in counting order (cell 1 the most significant). */
    public static List<int[]> allCards(int k) {
        List<int[]> cards = new ArrayList<>();
        for (int v = 0; v < 1 << k; v++) {
            int[] card = new int[k];
            for (int i = 0; i < k; i++) {
                card[i] = v >> (k - 1 - i) & 1;
            }
            cards.add(card);
        }
        return cards;
    }

    /** A hidden rule: a pattern whose essential cells are chosen at random. */
    public static int[] randomRule(Random random, int k) {
        int[] rule = new int[k];
        for (int i = 0; i < k; i++) {
            rule[i] = random.nextInt(3) == 0 ? ANY : random.nextInt(2);
        }
        return rule;
    }

    /** A card that satisfies {@code rule}, random on its free cells. */
    public static int[] randomCardFor(Random random, int[] rule) {
        int[] card = new int[rule.length];
        for (int i = 0; i < rule.length; i++) {
            card[i] = rule[i] == ANY ? random.nextInt(2) : rule[i];
        }
        return card;
    }

    public static int[] randomCard(Random random, int k) {
        int[] card = new int[k];
        for (int i = 0; i < k; i++) {
            card[i] = random.nextInt(2);
        }
        return card;
    }

    public static String show(int[] card) {
        return Arrays.toString(card).replace("-1", "*");
    }
}
