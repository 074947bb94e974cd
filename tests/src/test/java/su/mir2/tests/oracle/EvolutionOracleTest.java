package su.mir2.tests.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import su.mir2.tests.oracle.EvolutionOracle.End;
import su.mir2.tests.oracle.EvolutionOracle.Picture;
import su.mir2.tests.oracle.EvolutionOracle.Run;
import su.mir2.tests.oracle.EvolutionOracle.Setup;

class EvolutionOracleTest {

    private static Run life(int m, int n, int z, int r, List<EvolutionOracle.Cell> cells) {
        return EvolutionOracle.run(Setup.of(m, n, 2, 3, 3, z, r, cells));
    }

    @Test
    void threeInARowTurnsAndTurnsBack() {
        // Рис. 44–45: three individuals in a column become three in a row, then a column again.
        Run run = life(9, 9, 99, 2, EvolutionOracle.cellsOf(4, 5, "0", "0", "0"));
        assertEquals(List.of("0", "0", "0"), run.pictures().get(0).rows());
        assertEquals(List.of("000"), run.pictures().get(1).rows());
        assertEquals(List.of("0", "0", "0"), run.pictures().get(2).rows());
        assertEquals(End.TIME_IS_UP, run.end());
    }

    @Test
    void bookExampleGliderMovesOneCellDiagonallyInFourTacts() {
        // The concrete program: M=N=15, rectangle 4..6 x 4..6, V1=2 V2=3 V3=3 Z=6 R=5,
        // Г = (4,5), (5,6), (6,4), (6,5), (6,6).
        List<EvolutionOracle.Cell> glider = List.of(new EvolutionOracle.Cell(4, 5), new EvolutionOracle.Cell(5, 6),
                new EvolutionOracle.Cell(6, 4), new EvolutionOracle.Cell(6, 5), new EvolutionOracle.Cell(6, 6));
        Run run = EvolutionOracle.run(new Setup(15, 15, 4, 6, 4, 6, 2, 3, 3, 6, 5, glider));
        assertEquals(6, run.pictures().size());
        assertEquals(List.of(".0.", "..0", "000"), run.pictures().get(0).rows());
        assertEquals(List.of("0.0", ".00", ".0."), run.pictures().get(1).rows());
        assertEquals(run.pictures().get(0).rows(), run.pictures().get(4).rows());
        assertEquals(End.TIME_IS_UP, run.end());
        assertEquals(5, run.lastTact());
    }

    @Test
    void gliderReachesTheBorder() {
        // A glider moving down and to the right on a 12 x 12 field reaches row 11 = M-1.
        Run run = life(12, 12, 99, 40, EvolutionOracle.cellsOf(3, 3, ".0.", "..0", "000"));
        assertEquals(End.BORDERS_TOO_NARROW, run.end());
        Picture last = run.pictures().get(run.pictures().size() - 1);
        assertEquals(run.lastTact() - 1, last.tact());
    }

    @Test
    void oldAgeKillsAStillBlock() {
        // A 2x2 block survives tacts 1 and 2 with Z=2 and dies of old age at tact 3.
        Run run = life(8, 8, 2, 10, EvolutionOracle.cellsOf(4, 4, "00", "00"));
        assertEquals(3, run.pictures().size());
        assertEquals(End.NO_LIVING, run.end());
        assertEquals(3, run.lastTact());
    }

    @Test
    void zeroLifetimeKillsEverySurvivor() {
        // Z=0: the column's middle has two neighbours but dies of age; the two cells born beside it
        // have one neighbour each at the next tact and die: nothing left after tact 2.
        Run run = life(9, 9, 0, 10, EvolutionOracle.cellsOf(4, 5, "0", "0", "0"));
        assertEquals(List.of("0.0"), run.pictures().get(1).rows());
        assertEquals(End.NO_LIVING, run.end());
        assertEquals(2, run.lastTact());
    }

    @Test
    void tetrominoBecomesFourPulsatingTriplesAtTheNinthTact() {
        // Рис. 48: four individuals evolve in ten tacts into a «пульсар» of four triples.
        Run run = life(25, 25, 99, 11, EvolutionOracle.cellsOf(12, 11, "000", ".0."));
        assertEquals(End.TIME_IS_UP, run.end());
        int alive9 = count(run.pictures().get(9));
        assertEquals(12, alive9);
        assertNotEquals(run.pictures().get(9).rows(), run.pictures().get(10).rows());
        assertEquals(run.pictures().get(9).rows(), run.pictures().get(11).rows());
    }

    @Test
    void otherLaws() {
        // Survive with 1 or 2 neighbours, born with 2: two adjacent cells make a growing structure.
        Run run = EvolutionOracle.run(Setup.of(12, 12, 1, 2, 2, 99, 1, EvolutionOracle.cellsOf(5, 5, "00")));
        assertEquals(List.of("00", "00", "00"), run.pictures().get(1).rows());
    }

    @Test
    void initialStructureMustKeepClearOfTheBorder() {
        assertThrows(IllegalArgumentException.class,
                () -> life(9, 9, 9, 1, EvolutionOracle.cellsOf(2, 5, "0")));
    }

    private static int count(Picture p) {
        int n = 0;
        for (String row : p.rows()) {
            for (char ch : row.toCharArray()) {
                if (ch == EvolutionOracle.ALIVE) {
                    n++;
                }
            }
        }
        return n;
    }

    @Test
    void borderCasesEachReachTheirOwnBorder() {
        for (var e : EvolutionCases.borderCases().entrySet()) {
            Setup s = e.getValue();
            Run run = EvolutionOracle.run(s);
            assertEquals(End.BORDERS_TOO_NARROW, run.end(), e.getKey());
            int[] box = EvolutionOracle.boxAfter(s, run.lastTact());
            String border = e.getKey().substring(0, e.getKey().indexOf(':'));
            boolean top = box[0] <= 2;
            boolean bottom = box[1] >= s.m() - 1;
            boolean left = box[2] <= 2;
            boolean right = box[3] >= s.n() - 1;
            assertEquals(border.equals("top"), top, e.getKey());
            assertEquals(border.equals("bottom"), bottom, e.getKey());
            assertEquals(border.equals("left"), left, e.getKey());
            assertEquals(border.equals("right"), right, e.getKey());
            org.junit.jupiter.api.Assertions.assertTrue(run.pictures().size() > 4, e.getKey());
        }
    }
}
