package su.mir2.tests.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class GonkiOracleTest {

    @Test
    void chapterExampleN13M4StartsFirstWithAMoveOfThree() {
        // «Пусть N=13 и M=4, тогда в игру следует вступать первым и ходить либо до третьей,
        // либо до четвертой вертикали.» The first half holds. The second does not follow from
        // the rules: after a first move of 4 the opponent moves 2 to cell 6, and from (6, last 2)
        // every move (1, 3 or 4) lets the first player win. Only 3 wins.
        GonkiOracle o = new GonkiOracle(13, 4);
        assertTrue(o.firstPlayerWins());
        assertEquals(List.of(3), o.winningMoves(0, 0));
        assertTrue(o.wins(4, 4));
        assertEquals(List.of(2), o.winningMoves(4, 4));
        assertFalse(o.wins(6, 2));
    }

    @Test
    void protocolGameN15M6IsAWinForTheMachine() {
        // Protocol: machine T=1 P=1; human T=6 P=5; machine T=8 P=2; human T=14 P=6; machine T=15 P=1.
        GonkiOracle o = new GonkiOracle(15, 6);
        assertTrue(o.firstPlayerWins());
        assertTrue(o.winningMoves(0, 0).contains(1));
        assertTrue(o.winningMoves(6, 5).contains(2));
        assertTrue(o.winningMoves(14, 6).contains(1));
        assertFalse(o.wins(8, 2));
    }

    @Test
    void reachingTheTopWinsAndEveryMovePastItLoses() {
        GonkiOracle o = new GonkiOracle(10, 3);
        assertFalse(o.wins(10, 1));
        assertTrue(o.wins(9, 2)); // move 1 reaches 10
        assertFalse(o.wins(9, 1)); // only 2 or 3 allowed, both pass 10
        assertTrue(o.wins(8, 1)); // move 2 reaches 10
        assertTrue(o.wins(8, 2)); // move 1 leaves the opponent on (9,1), where every move passes 10
        assertFalse(o.wins(7, 3)); // 1 -> (8,1) and 2 -> (9,2) both let the opponent reach 10
    }

    @Test
    void tableAgreesWithPlainSearchOnSmallFields() {
        int checked = 0;
        for (int n = 2; n <= 16; n++) {
            for (int m = 1; m < n && m <= 6; m++) {
                GonkiOracle o = new GonkiOracle(n, m);
                for (int c = 0; c < n; c++) {
                    for (int x = 0; x <= m; x++) {
                        assertEquals(GonkiOracle.searchWins(n, m, c, x), o.wins(c, x),
                                "N=" + n + " M=" + m + " cell=" + c + " last=" + x);
                        checked++;
                    }
                }
            }
        }
        assertTrue(checked > 1000);
    }

    @Test
    void withTwoCellMovesTheGameIsForced() {
        // M=2: after the first move the moves alternate 1,2,1,2,... (3 cells per round).
        GonkiOracle o = new GonkiOracle(3, 2);
        // First move 1 -> opponent must move 2 -> reaches 3 and wins; first move 2 -> opponent moves 1 -> 3.
        assertFalse(o.firstPlayerWins());
        GonkiOracle o4 = new GonkiOracle(4, 2);
        // 1 then 2 (cell 3) then 1 (cell 4): the first player wins with 1.
        assertEquals(List.of(1), o4.winningMoves(0, 0));
    }
}
