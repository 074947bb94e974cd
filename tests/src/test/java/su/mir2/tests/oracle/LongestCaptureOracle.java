package su.mir2.tests.oracle;

import java.util.ArrayList;
import java.util.List;

/**
 * The longest capture after Арсак (game 13), by plain recursive depth-first search on a grid of rows
 * and columns: the fox jumps orthogonally over a hen not yet taken onto a field with no hen inside the
 * board; its start field counts as empty. Directions are tried up, right, down, left, and a chain
 * replaces the kept one only when strictly longer, so that of equally long chains the first found is
 * kept, as in the program's search.
 */
final class LongestCaptureOracle {
    private static final int[][] DIRECTIONS = {{-1, 0}, {0, 1}, {1, 0}, {0, -1}};

    /** A position: fox and hens as fields 10·row + column; {@code hens[i]} = 0 when hen i + 1 is absent. */
    record Position(int width, int height, int fox, int[] hens) {
        /** The hen on a field (1-based slot), or 0. */
        int henAt(int row, int column) {
            for (int i = 0; i < hens.length; i++) {
                if (hens[i] == 10 * row + column) {
                    return i + 1;
                }
            }
            return 0;
        }

        boolean inside(int row, int column) {
            return row >= 1 && row <= height && column >= 1 && column <= width;
        }
    }

    /** A capture: the hens taken in order (slots) and the fields passed, the start field first. */
    record Capture(List<Integer> hens, List<Integer> fields) {
        /** The position after the capture: the fox on the last field, the hens taken gone. */
        Position applyTo(Position p) {
            int[] left = p.hens().clone();
            hens.forEach(h -> left[h - 1] = 0);
            return new Position(p.width(), p.height(), fields.get(fields.size() - 1), left);
        }
    }

    private final Position position;
    private List<Integer> bestHens = List.of();
    private List<Integer> bestFields = List.of();

    private LongestCaptureOracle(Position position) {
        this.position = position;
    }

    static Capture longest(Position position) {
        LongestCaptureOracle search = new LongestCaptureOracle(position);
        search.bestFields = List.of(position.fox());
        List<Integer> fields = new ArrayList<>(List.of(position.fox()));
        search.extend(position.fox() / 10, position.fox() % 10, new ArrayList<>(), fields);
        return new Capture(search.bestHens, search.bestFields);
    }

    private void extend(int row, int column, List<Integer> taken, List<Integer> fields) {
        boolean deadEnd = true;
        for (int[] d : DIRECTIONS) {
            int hen = position.inside(row + d[0], column + d[1]) ? position.henAt(row + d[0], column + d[1]) : 0;
            int toRow = row + 2 * d[0];
            int toColumn = column + 2 * d[1];
            if (hen == 0 || taken.contains(hen) || !position.inside(toRow, toColumn)
                    || position.henAt(toRow, toColumn) != 0) {
                continue;
            }
            deadEnd = false;
            taken.add(hen);
            fields.add(10 * toRow + toColumn);
            extend(toRow, toColumn, taken, fields);
            taken.remove(taken.size() - 1);
            fields.remove(fields.size() - 1);
        }
        if (deadEnd && taken.size() > bestHens.size()) {
            bestHens = List.copyOf(taken);
            bestFields = List.copyOf(fields);
        }
    }
}
