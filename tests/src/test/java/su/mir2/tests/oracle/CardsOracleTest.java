package su.mir2.tests.oracle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class CardsOracleTest {
    private static final int A = CardsOracle.ANY;

    @Test
    void chapterWalkThrough() {
        // Cards 2, 9, 10, 12 of the chapter, rebuilt from its walk-through: 2 and 9 differ in cells
        // 3, 5, 8; card 10 then removes cells 7 and 9; card 12 removes cell 4. Result H = ¬X1·¬X2·X6.
        int[] card2 = {0, 0, 0, 0, 1, 1, 0, 0, 0};
        int[] card9 = {0, 0, 1, 0, 0, 1, 0, 1, 0};
        int[] card10 = {0, 0, 0, 0, 1, 1, 1, 0, 1};
        int[] card12 = {0, 0, 0, 1, 1, 1, 0, 0, 0};
        assertArrayEquals(new int[] {0, 0, A, 0, A, 1, 0, A, 0}, CardsOracle.learn(List.of(card2, card9)));
        assertArrayEquals(new int[] {0, 0, A, 0, A, 1, A, A, A}, CardsOracle.learn(List.of(card2, card9, card10)));
        int[] pattern = CardsOracle.learn(List.of(card2, card9, card10, card12));
        assertArrayEquals(new int[] {0, 0, A, A, A, 1, A, A, A}, pattern);
        assertTrue(CardsOracle.isOurs(pattern, new int[] {0, 0, 1, 1, 1, 1, 1, 1, 1}));
        assertFalse(CardsOracle.isOurs(pattern, new int[] {1, 0, 0, 0, 0, 1, 0, 0, 0}));
        assertFalse(CardsOracle.isOurs(pattern, new int[] {0, 0, 0, 0, 0, 0, 0, 0, 0}));
    }

    @Test
    void neverTakesAForeignCardForOurs() {
        // «ЭВМ, обученная описанным выше методом, никогда «чужую» карточку не примет за «нашу»»:
        // training on cards of a hidden rule gives a pattern no wider than the rule.
        Random random = new Random(42);
        for (int trial = 0; trial < 300; trial++) {
            int k = 1 + random.nextInt(9);
            int[] rule = CardsOracle.randomRule(random, k);
            List<int[]> training = new ArrayList<>();
            int n = 1 + random.nextInt(6);
            for (int i = 0; i < n; i++) {
                training.add(CardsOracle.randomCardFor(random, rule));
            }
            int[] pattern = CardsOracle.learn(training);
            for (int[] card : CardsOracle.allCards(k)) {
                if (CardsOracle.isOurs(pattern, card)) {
                    assertTrue(CardsOracle.isOurs(rule, card));
                }
            }
            for (int[] card : training) {
                assertTrue(CardsOracle.isOurs(pattern, card));
            }
        }
    }

    @Test
    void allCardsCountsInOrder() {
        List<int[]> cards = CardsOracle.allCards(9);
        assertEquals(512, cards.size());
        assertArrayEquals(new int[] {0, 0, 0, 0, 0, 0, 0, 0, 1}, cards.get(1));
    }
}
