package su.mir2.tests.oracle;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * «Тригекс» solved exhaustively (minimax over every position), written from the rules in the chapter.
 *
 * <p>Nine fields, nine lines of three fields (the book's table P[9,3]). Two players place stones of
 * their colour on empty fields in turn; whoever first has three stones on one line wins. A full
 * board without such a line is a draw.
 *
 * <p>A board is an array of 10 ints indexed by field 1..9 (index 0 unused): 0 empty, 1 and 2 the players.
 */
public final class TrigexOracle {
    /** The nine lines, as printed in the book: P[9,3]=1,2,8,1,3,6,1,4,7,2,6,9,2,3,4,3,5,8,5,4,9,5,6,7,7,8,9. */
    public static final int[][] LINES = {
        {1, 2, 8}, {1, 3, 6}, {1, 4, 7}, {2, 6, 9}, {2, 3, 4},
        {3, 5, 8}, {5, 4, 9}, {5, 6, 7}, {7, 8, 9},
    };

    public static final int WIN = 1;
    public static final int DRAW = 0;
    public static final int LOSS = -1;

    /** Memo of {@link #value} by board code (base 3) and player to move; Integer.MIN_VALUE = unknown. */
    private final int[][] memo = new int[3][19683];

    public TrigexOracle() {
        for (int[] row : memo) {
            Arrays.fill(row, Integer.MIN_VALUE);
        }
    }

    public static int[] emptyBoard() {
        return new int[10];
    }

    /** The player (1 or 2) who has three stones on a line, or 0. */
    public static int winner(int[] board) {
        for (int[] line : LINES) {
            int a = board[line[0]];
            if (a != 0 && a == board[line[1]] && a == board[line[2]]) {
                return a;
            }
        }
        return 0;
    }

    public static boolean full(int[] board) {
        for (int f = 1; f <= 9; f++) {
            if (board[f] == 0) {
                return false;
            }
        }
        return true;
    }

    public static List<Integer> emptyFields(int[] board) {
        List<Integer> fields = new ArrayList<>();
        for (int f = 1; f <= 9; f++) {
            if (board[f] == 0) {
                fields.add(f);
            }
        }
        return fields;
    }

    /**
     * The value of the board for {@code toMove} (1 or 2) under best play by both: WIN, DRAW or LOSS.
     * A board on which a line is already complete is decided already.
     */
    public int value(int[] board, int toMove) {
        int w = winner(board);
        if (w != 0) {
            return w == toMove ? WIN : LOSS;
        }
        if (full(board)) {
            return DRAW;
        }
        int code = code(board);
        int known = memo[toMove][code];
        if (known != Integer.MIN_VALUE) {
            return known;
        }
        int best = LOSS;
        int other = 3 - toMove;
        for (int f = 1; f <= 9 && best != WIN; f++) {
            if (board[f] == 0) {
                board[f] = toMove;
                best = Math.max(best, -value(board, other));
                board[f] = 0;
            }
        }
        memo[toMove][code] = best;
        return best;
    }

    /** The moves of {@code toMove} that keep the best value {@link #value} promises. */
    public List<Integer> bestMoves(int[] board, int toMove) {
        int target = value(board, toMove);
        List<Integer> moves = new ArrayList<>();
        for (int f : emptyFields(board)) {
            board[f] = toMove;
            if (-value(board, 3 - toMove) == target) {
                moves.add(f);
            }
            board[f] = 0;
        }
        return moves;
    }

    private static int code(int[] board) {
        int c = 0;
        for (int f = 1; f <= 9; f++) {
            c = c * 3 + board[f];
        }
        return c;
    }
}
