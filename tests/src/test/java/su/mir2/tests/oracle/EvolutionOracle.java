package su.mir2.tests.oracle;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * «Эволюция на экране»: a plain, generation-by-generation implementation of the chapter's rules,
 * written without looking at the program.
 *
 * <ul>
 *   <li>The field has M rows and N columns; a cell's neighbours are the eight cells around it.</li>
 *   <li>Survival: an individual with V1 or V2 neighbours lives on into the next tact; with any
 *       other number it dies.</li>
 *   <li>Birth: an empty cell with exactly V3 neighbours gets an individual at the end of the tact.</li>
 *   <li>All changes of a tact happen at once, from the structure as it was at the tact's start.</li>
 *   <li>Age: an individual that has lived through more than Z tacts dies of old age. Its age is
 *       the number of tacts it has survived; newborn and initial individuals have age 0. A survivor
 *       whose age would become Z+1 dies instead (the chapter's test A ≤ 2^(Z+1) on a value that starts at
 *       2 and doubles at each survival). So an individual is seen in at most Z+1 successive structures.</li>
 *   <li>After each tact: no individual left — «ЖИВЫХ ОСОБЕЙ НЕТ», the evolution ends. An individual
 *       in the two outer rows or columns of the field — «ГРАНИЦЫ ЖИЗНЕННОГО ПРОСТРАНСТВА УЗКИ»,
 *       the evolution ends: the next tact would have to look at neighbours beyond the field.</li>
 *   <li>Shown per tact: the structure's bounding rectangle («основной прямоугольник»), row by row,
 *       '0' for an individual and '.' for an empty cell (the concrete program's characters). The
 *       initial structure is shown in the rectangle M1..M2 × N1..N2 given with the data.</li>
 *   <li>R tacts in all: the initial structure and those after tacts 1..R are shown.</li>
 * </ul>
 */
public final class EvolutionOracle {
    public static final char ALIVE = '0';
    public static final char EMPTY = '.';

    /** How an evolution ended. */
    public enum End { TIME_IS_UP, NO_LIVING, BORDERS_TOO_NARROW }

    /** A cell: row 1..M, column 1..N. */
    public record Cell(int row, int col) {
    }

    /** The data of one run, named as in the program's «ГДЕ» part. */
    public record Setup(int m, int n, int m1, int m2, int n1, int n2,
                        int v1, int v2, int v3, int z, int r, List<Cell> cells) {
        public Setup {
            cells = List.copyOf(cells);
        }

        /** The same with the rectangle taken as the initial structure's exact bounding box. */
        public static Setup of(int m, int n, int v1, int v2, int v3, int z, int r, List<Cell> cells) {
            int m1 = Integer.MAX_VALUE;
            int m2 = Integer.MIN_VALUE;
            int n1 = Integer.MAX_VALUE;
            int n2 = Integer.MIN_VALUE;
            for (Cell c : cells) {
                m1 = Math.min(m1, c.row());
                m2 = Math.max(m2, c.row());
                n1 = Math.min(n1, c.col());
                n2 = Math.max(n2, c.col());
            }
            return new Setup(m, n, m1, m2, n1, n2, v1, v2, v3, z, r, cells);
        }
    }

    /** One shown structure: its tact number (0 = initial) and its picture, row by row. */
    public record Picture(int tact, List<String> rows) {
        public Picture {
            rows = List.copyOf(rows);
        }
    }

    /** What a run shows: the pictures in order, how it ended, and after which tact. */
    public record Run(List<Picture> pictures, End end, int lastTact) {
        public Run {
            pictures = List.copyOf(pictures);
        }
    }

    private EvolutionOracle() {
    }

    public static Run run(Setup s) {
        if (s.m() < 5 || s.n() < 5) {
            throw new IllegalArgumentException("the field must be at least 5 by 5");
        }
        Map<Cell, Integer> ages = new HashMap<>();
        for (Cell c : s.cells()) {
            if (c.row() < 3 || c.row() > s.m() - 2 || c.col() < 3 || c.col() > s.n() - 2) {
                throw new IllegalArgumentException("initial cell too near the border: " + c);
            }
            ages.put(c, 0);
        }
        List<Picture> pictures = new ArrayList<>();
        pictures.add(new Picture(0, picture(ages, s.m1(), s.m2(), s.n1(), s.n2())));
        for (int tact = 1; tact <= s.r(); tact++) {
            ages = step(ages, s.v1(), s.v2(), s.v3(), s.z());
            if (ages.isEmpty()) {
                return new Run(pictures, End.NO_LIVING, tact);
            }
            int[] box = box(ages);
            if (box[0] <= 2 || box[1] >= s.m() - 1 || box[2] <= 2 || box[3] >= s.n() - 1) {
                return new Run(pictures, End.BORDERS_TOO_NARROW, tact);
            }
            pictures.add(new Picture(tact, picture(ages, box[0], box[1], box[2], box[3])));
        }
        return new Run(pictures, End.TIME_IS_UP, s.r());
    }

    /**
     * The bounding box (min row, max row, min column, max column) of the structure after
     * {@code tacts} tacts, computed on the unbounded plane; null when nothing lives.
     */
    public static int[] boxAfter(Setup s, int tacts) {
        Map<Cell, Integer> ages = new HashMap<>();
        for (Cell c : s.cells()) {
            ages.put(c, 0);
        }
        for (int t = 0; t < tacts; t++) {
            ages = step(ages, s.v1(), s.v2(), s.v3(), s.z());
        }
        return ages.isEmpty() ? null : box(ages);
    }

    /** One tact on the unbounded plane: returns the new individuals with their ages. */
    static Map<Cell, Integer> step(Map<Cell, Integer> ages, int v1, int v2, int v3, int z) {
        Map<Cell, Integer> neighbours = new HashMap<>();
        for (Cell c : ages.keySet()) {
            for (int dr = -1; dr <= 1; dr++) {
                for (int dc = -1; dc <= 1; dc++) {
                    if (dr != 0 || dc != 0) {
                        neighbours.merge(new Cell(c.row() + dr, c.col() + dc), 1, Integer::sum);
                    }
                }
            }
        }
        Map<Cell, Integer> next = new HashMap<>();
        for (Map.Entry<Cell, Integer> e : ages.entrySet()) {
            int count = neighbours.getOrDefault(e.getKey(), 0);
            int age = e.getValue() + 1;
            if ((count == v1 || count == v2) && age <= z) {
                next.put(e.getKey(), age);
            }
        }
        for (Map.Entry<Cell, Integer> e : neighbours.entrySet()) {
            if (!ages.containsKey(e.getKey()) && e.getValue() == v3) {
                next.put(e.getKey(), 0);
            }
        }
        return next;
    }

    /** min row, max row, min column, max column. */
    static int[] box(Map<Cell, Integer> ages) {
        int[] b = {Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE};
        for (Cell c : ages.keySet()) {
            b[0] = Math.min(b[0], c.row());
            b[1] = Math.max(b[1], c.row());
            b[2] = Math.min(b[2], c.col());
            b[3] = Math.max(b[3], c.col());
        }
        return b;
    }

    static List<String> picture(Map<Cell, Integer> ages, int r1, int r2, int c1, int c2) {
        List<String> rows = new ArrayList<>();
        for (int r = r1; r <= r2; r++) {
            StringBuilder sb = new StringBuilder();
            for (int c = c1; c <= c2; c++) {
                sb.append(ages.containsKey(new Cell(r, c)) ? ALIVE : EMPTY);
            }
            rows.add(sb.toString());
        }
        return rows;
    }

    /** Cells from a picture drawn with '0' (or any non-'.' character) whose top-left corner is (row, col). */
    public static List<Cell> cellsOf(int row, int col, String... lines) {
        List<Cell> cells = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            for (int j = 0; j < lines[i].length(); j++) {
                if (lines[i].charAt(j) != EMPTY && lines[i].charAt(j) != ' ') {
                    cells.add(new Cell(row + i, col + j));
                }
            }
        }
        return cells;
    }

    static boolean sameCells(Map<Cell, Integer> a, Map<Cell, Integer> b) {
        return Objects.equals(a.keySet(), b.keySet());
    }
}
