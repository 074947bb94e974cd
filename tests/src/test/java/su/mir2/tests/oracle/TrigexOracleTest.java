package su.mir2.tests.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TrigexOracleTest {
    private final TrigexOracle oracle = new TrigexOracle();

    @Test
    void everyFieldLiesOnThreeLinesAndTwoFieldsShareAtMostOneLine() {
        int[] count = new int[10];
        int[][] shared = new int[10][10];
        for (int[] line : TrigexOracle.LINES) {
            for (int a : line) {
                count[a]++;
                for (int b : line) {
                    if (a != b) {
                        shared[a][b]++;
                    }
                }
            }
        }
        for (int f = 1; f <= 9; f++) {
            assertEquals(3, count[f], "field " + f);
            for (int g = 1; g <= 9; g++) {
                assertTrue(shared[f][g] <= 1, f + "," + g);
            }
        }
    }

    @Test
    void firstPlayerWinsAfterAFirstMoveOnField1Or2Or3() {
        // «вступать в игру следует первым и начинать игру ходом на поле 1, 2 или 3»
        for (int first = 1; first <= 3; first++) {
            int[] board = TrigexOracle.emptyBoard();
            board[first] = 1;
            assertEquals(TrigexOracle.WIN, -oracle.value(board, 2), "first move " + first);
        }
    }

    @Test
    void tableOneSecondMovesKeepTheWin() {
        // Таблица 1: rows = machine's first move 1..3, columns = human's reply 1..9 (0 = impossible).
        int[][] table = {
            {0, 3, 2, 3, 2, 2, 6, 3, 3},
            {3, 0, 1, 1, 1, 1, 3, 3, 4},
            {2, 1, 0, 1, 6, 2, 2, 2, 1},
        };
        for (int first = 1; first <= 3; first++) {
            for (int reply = 1; reply <= 9; reply++) {
                if (reply == first) {
                    continue;
                }
                int[] board = TrigexOracle.emptyBoard();
                board[first] = 1;
                board[reply] = 2;
                int second = table[first - 1][reply - 1];
                assertEquals(0, board[second], "table entry on an occupied field");
                board[second] = 1;
                assertEquals(TrigexOracle.WIN, -oracle.value(board, 2),
                        "first " + first + ", reply " + reply + ", table move " + second);
            }
        }
    }

    @Test
    void completedLineDecidesTheGame() {
        int[] board = TrigexOracle.emptyBoard();
        board[1] = 1;
        board[2] = 1;
        board[8] = 1;
        board[3] = 2;
        board[4] = 2;
        assertEquals(1, TrigexOracle.winner(board));
        assertEquals(TrigexOracle.LOSS, oracle.value(board, 2));
        assertEquals(TrigexOracle.WIN, oracle.value(board, 1));
    }

    @Test
    void theEmptyBoardIsAFirstPlayerWin() {
        assertEquals(TrigexOracle.WIN, oracle.value(TrigexOracle.emptyBoard(), 1));
    }
}
