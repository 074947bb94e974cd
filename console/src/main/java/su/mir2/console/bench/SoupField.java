package su.mir2.console.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A start for the book's evolution program on a large square field: a random soup of individuals,
 * half of the fields of a square in the middle, a quarter of the field's side wide, so that 400
 * tacts of gliders (a field every four tacts) stay off the edge. The same seed gives the same soup.
 *
 * @param side  the field's side, M = N
 * @param tacts R, the number of tacts
 * @param cells the individuals, row and column (1-based) alternately, as the program's G
 */
public record SoupField(int side, int tacts, int[] cells) {
    /** Conway's numbers and the life span: those of the bench's evolution workload. */
    static final int V1 = EvolutionBaseline.V1;
    static final int V2 = EvolutionBaseline.V2;
    static final int V3 = EvolutionBaseline.V3;
    static final int Z = EvolutionBaseline.Z;

    public static SoupField of(int side, int tacts, long seed) {
        Random random = new Random(seed);
        int width = Math.max(3, side / 4);
        int first = (side - width) / 2 + 1;
        List<Integer> cells = new ArrayList<>();
        for (int i = first; i < first + width; i++) {
            for (int j = first; j < first + width; j++) {
                if (random.nextBoolean()) {
                    cells.add(i);
                    cells.add(j);
                }
            }
        }
        return new SoupField(side, tacts, cells.stream().mapToInt(Integer::intValue).toArray());
    }

    /** The first and last row (and column) of the soup's square: the program's M1, M2, N1, N2. */
    int low() {
        return (side - Math.max(3, side / 4)) / 2 + 1;
    }

    int high() {
        return low() + Math.max(3, side / 4) - 1;
    }

    /**
     * Main memory in symbols for the field: 7 symbols a word of A and G, and room for the program:
     * its statements, and G's values as written, each with its comma.
     */
    public int memorySymbols() {
        return 7 * (side * side + cells.length) + (Integer.toString(side).length() + 1) * cells.length + 100_000;
    }

    /**
     * The book's program (its statements as {@code statements}, up to «ГДЕ») with this field's
     * «ГДЕ»: only the descriptions change.
     */
    public String program(String statements) {
        StringBuilder b = new StringBuilder(statements.stripTrailing());
        b.append("«ГДЕ»M=").append(side).append(";N=").append(side).append(";M1=").append(low()).append(";M2=")
                .append(high()).append(";N1=").append(low()).append(";N2=").append(high()).append(";V1=").append(V1)
                .append(";V2=").append(V2).append(";V3=").append(V3).append(";Z=").append(Z).append(";R=")
                .append(tacts).append(";K=").append(cells.length / 2).append(";\nG[").append(cells.length).append("]=");
        for (int k = 0; k < cells.length; k++) {
            b.append(k == 0 ? "" : k % 20 == 0 ? ",\n" : ",").append(cells[k]);
        }
        b.append(";A[").append(side).append(',').append(side).append("]\n«КОН»◊\n");
        return b.toString();
    }
}
