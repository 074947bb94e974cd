package su.mir2.tests.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class DatesOracleTest {

    @Test
    void bookExample() {
        LocalDate a = LocalDate.of(1968, 4, 12);
        LocalDate b = LocalDate.of(1978, 6, 15);
        assertEquals(3716, DatesOracle.daysBetween(a, b));
        assertEquals(5, DatesOracle.weekday(a));
        assertEquals(4, DatesOracle.weekday(b));
    }

    @Test
    void gagarinFlewOnAWednesdayAndSundayIsZero() {
        assertEquals(3, DatesOracle.weekday(LocalDate.of(1961, 4, 12)));
        assertEquals(0, DatesOracle.weekday(LocalDate.of(1968, 4, 14)));
        assertEquals(6, DatesOracle.weekday(LocalDate.of(1968, 4, 13)));
        assertEquals(1, DatesOracle.weekday(LocalDate.of(1968, 4, 15)));
    }

    @Test
    void gregorianLeapYears() {
        assertEquals(2, DatesOracle.daysBetween(LocalDate.of(2000, 2, 28), LocalDate.of(2000, 3, 1)));
        assertEquals(1, DatesOracle.daysBetween(LocalDate.of(1900, 2, 28), LocalDate.of(1900, 3, 1)));
        assertEquals(146097, DatesOracle.daysBetween(LocalDate.of(1600, 1, 1), LocalDate.of(2000, 1, 1)));
    }

    @Test
    void testPairsAreManyDistinctAndOrdered() {
        List<DatesOracle.Pair> pairs = DatesOracle.testPairs();
        assertTrue(pairs.size() >= 300, "pairs: " + pairs.size());
        assertTrue(new HashSet<>(pairs).size() > 290);
        long leapDays = pairs.stream().filter(p -> p.earlier().getMonthValue() == 2 && p.earlier().getDayOfMonth() == 29).count();
        assertTrue(leapDays >= 10);
        for (DatesOracle.Pair p : pairs) {
            assertTrue(DatesOracle.daysBetween(p.earlier(), p.later()) >= 0);
        }
    }
}
