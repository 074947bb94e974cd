package su.mir2.tests.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class NimOracleTest {

    @Test
    void boutonAgreesWithGameTreeSearch() {
        int checked = 0;
        for (int a = 0; a <= 7; a++) {
            for (int b = 0; b <= 7; b++) {
                for (int c = 0; c <= 7; c++) {
                    int[] heaps = {a, b, c};
                    if (NimOracle.allEmpty(heaps)) {
                        continue;
                    }
                    assertEquals(NimOracle.xor(heaps) != 0, NimOracle.searchWins(heaps), a + "," + b + "," + c);
                    checked++;
                }
            }
        }
        assertEquals(511, checked);
    }

    @Test
    void chapterExample() {
        // m = 22, 19, 23, 11: the table is not special; the first row gives the move 22 -> 15.
        int[] heaps = {22, 19, 23, 11};
        List<NimOracle.Move> moves = NimOracle.zeroXorMoves(heaps);
        assertTrue(moves.contains(new NimOracle.Move(1, 15)));
        assertEquals(0, NimOracle.xor(NimOracle.apply(heaps, new NimOracle.Move(1, 15))));
        // Later in the same example: 15, 19, 2, 11 -> take 13 from the second group (leave 6).
        assertTrue(NimOracle.zeroXorMoves(new int[] {15, 19, 2, 11}).contains(new NimOracle.Move(2, 6)));
        // 4, 6, 2, 11 -> take all 11.
        assertEquals(List.of(new NimOracle.Move(4, 0)), NimOracle.zeroXorMoves(new int[] {4, 6, 2, 11}));
    }

    @Test
    void protocolFirstMove() {
        // Protocol: heaps 7, 8, 4; the machine leaves 3 in heap 2.
        assertEquals(List.of(new NimOracle.Move(2, 3)), NimOracle.zeroXorMoves(new int[] {7, 8, 4}));
    }

    @Test
    void zeroXorPositionsHaveNoWinningMove() {
        assertTrue(NimOracle.zeroXorMoves(new int[] {1, 2, 3}).isEmpty());
        assertTrue(NimOracle.zeroXorMoves(new int[] {2, 2}).isEmpty());
        assertFalse(NimOracle.zeroXorMoves(new int[] {8}).isEmpty());
    }

    @Test
    void binaryDigits() {
        assertEquals(1, NimOracle.binaryDigits(1));
        assertEquals(2, NimOracle.binaryDigits(2));
        assertEquals(3, NimOracle.binaryDigits(7));
        assertEquals(4, NimOracle.binaryDigits(8));
    }
}
