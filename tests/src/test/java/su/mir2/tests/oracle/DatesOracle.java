package su.mir2.tests.oracle;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Days between two dates and the day of the week, from java.time (the proleptic Gregorian calendar).
 *
 * <p>The book numbers the days of the week as its chapter says: «Если DN = 0, то … воскресенье,
 * если DN = 1, то … понедельник и так далее до DN = 6, что означает … суббота». Its example:
 * 12 April 1968 gives 5 (Friday), 15 June 1978 gives 4 (Thursday), 3716 days apart.
 */
public final class DatesOracle {
    private DatesOracle() {
    }

    /** A pair of dates: the earlier first, as the program's instructions ask. */
    public record Pair(LocalDate earlier, LocalDate later) {
        public Pair {
            if (later.isBefore(earlier)) {
                throw new IllegalArgumentException(earlier + " after " + later);
            }
        }

        @Override
        public String toString() {
            return earlier + ".." + later;
        }
    }

    public static long daysBetween(LocalDate earlier, LocalDate later) {
        return ChronoUnit.DAYS.between(earlier, later);
    }

    /** 1 = Monday … 6 = Saturday, 0 = Sunday. */
    public static int weekday(LocalDate date) {
        return date.getDayOfWeek().getValue() % 7;
    }

    /**
     * The pairs the program test runs: the book's example; pairs around February and March in
     * leap and common years, centuries included (1700, 1800, 1900 are common years, 1600, 2000
     * and 2400 leap years); year ends; and seeded random pairs over several centuries.
     */
    public static List<Pair> testPairs() {
        List<Pair> pairs = new ArrayList<>();
        pairs.add(new Pair(LocalDate.of(1968, 4, 12), LocalDate.of(1978, 6, 15)));
        pairs.add(new Pair(LocalDate.of(1961, 4, 12), LocalDate.of(1961, 4, 12)));
        int[] years = {1583, 1600, 1700, 1752, 1800, 1899, 1900, 1901, 1903, 1904, 1968, 1999, 2000, 2001,
                       2023, 2024, 2096, 2100, 2104, 2200, 2300, 2399, 2400, 2401, 2500, 2600};
        for (int y : years) {
            boolean leap = LocalDate.of(y, 1, 1).isLeapYear();
            LocalDate jan1 = LocalDate.of(y, 1, 1);
            LocalDate jan31 = LocalDate.of(y, 1, 31);
            LocalDate feb1 = LocalDate.of(y, 2, 1);
            LocalDate feb28 = LocalDate.of(y, 2, 28);
            LocalDate mar1 = LocalDate.of(y, 3, 1);
            LocalDate dec31 = LocalDate.of(y, 12, 31);
            pairs.add(new Pair(feb28, mar1));
            if (leap) {
                LocalDate feb29 = LocalDate.of(y, 2, 29);
                pairs.add(new Pair(feb28, feb29));
                pairs.add(new Pair(feb29, mar1));
                pairs.add(new Pair(feb29, LocalDate.of(y + 4 - (y % 4 == 0 ? 0 : y % 4), 3, 1)));
            }
            pairs.add(new Pair(jan31, feb1));
            pairs.add(new Pair(jan1, dec31));
            pairs.add(new Pair(LocalDate.of(y - 1, 12, 31), jan1));
            pairs.add(new Pair(mar1.minusYears(1), mar1));
            pairs.add(new Pair(feb1.minusYears(1), feb1));
        }
        Random random = new Random(19680412L);
        LocalDate low = LocalDate.of(1583, 1, 1);
        long span = ChronoUnit.DAYS.between(low, LocalDate.of(2700, 12, 31));
        for (int i = 0; i < 150; i++) {
            LocalDate a = low.plusDays((long) (random.nextDouble() * span));
            LocalDate b = low.plusDays((long) (random.nextDouble() * span));
            pairs.add(a.isAfter(b) ? new Pair(b, a) : new Pair(a, b));
        }
        for (int i = 0; i < 50; i++) {
            // close pairs, within two years
            LocalDate a = low.plusDays((long) (random.nextDouble() * span));
            pairs.add(new Pair(a, a.plusDays(random.nextInt(730))));
        }
        return pairs;
    }
}
