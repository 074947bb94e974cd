package su.mir2.tests.oracle;

/**
 * An elementary (one-dimensional, two states, three neighbours) cellular automaton by its rule
 * number: the new state of a cell is the bit 4l + 2c + r of the rule, where l, c, r are the states
 * of its left neighbour, itself and its right neighbour. The cells form a ring.
 */
public final class ElementaryAutomatonOracle {
    private ElementaryAutomatonOracle() {
    }

    public static boolean[] next(int rule, boolean[] cells) {
        int n = cells.length;
        boolean[] out = new boolean[n];
        for (int i = 0; i < n; i++) {
            int l = cells[(i + n - 1) % n] ? 1 : 0;
            int c = cells[i] ? 1 : 0;
            int r = cells[(i + 1) % n] ? 1 : 0;
            out[i] = (rule >> (4 * l + 2 * c + r) & 1) == 1;
        }
        return out;
    }

    /** The start and the next {@code generations} generations, one row each: 0 a living cell, . an empty one. */
    public static String[] rows(int rule, boolean[] start, int generations) {
        String[] rows = new String[generations + 1];
        boolean[] cells = start;
        for (int g = 0; g <= generations; g++) {
            StringBuilder row = new StringBuilder();
            for (boolean c : cells) {
                row.append(c ? '0' : '.');
            }
            rows[g] = row.toString();
            cells = next(rule, cells);
        }
        return rows;
    }
}
