package su.mir2.tests.oracle;

import java.time.LocalDate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The book's program for the distance between two dates and their days of the week, against
 * java.time over {@link DatesOracle#testPairs()}: several hundred pairs over many centuries, leap
 * and common years, the February–March boundary and year ends.
 */
class DatesProgramTest {
    private static final BookProgram BOOK = BookProgram.read("dates");
    /** The array of years: Г in the statements of the book, G in its instructions. */
    private static final String YEARS = yearsName();

    private static final Pattern DISTANCE = Pattern.compile("S=(-?\\d+)");
    private static final Pattern WEEKDAYS = Pattern.compile("D[HН]\\[2\\]\\s*(-?\\d+)\\s+(-?\\d+)");

    private static String yearsName() {
        for (String item : BOOK.descriptions()) {
            String name = BookProgram.nameOf(item);
            if (BookProgram.same(name, "G") || BookProgram.same(name, "Г")) {
                return name;
            }
        }
        return BOOK.text().contains("Г[") ? "Г" : "G";
    }

    static String program(LocalDate a, LocalDate b) {
        return BOOK.withReplaced(
                YEARS + "[2]=" + a.getYear() + "," + b.getYear(),
                "M[2]=" + a.getMonthValue() + "," + b.getMonthValue(),
                "D[2]=" + a.getDayOfMonth() + "," + b.getDayOfMonth(),
                "I[2]", "DH[2]");
    }

    @Test
    void distancesAgreeWithJavaTime() {
        run(true, false);
    }

    /**
     * The weekday formula takes ε of −I/7 after the quotient has been brought to «РАЗРЯДНОСТЬ» = 6
     * significant digits; it is right for every date only because the machine drops the further digits
     * toward −∞ (rounding to nearest turns −102685.29 into −102685 and prints weekdays 7, 8, 9).
     */
    @Test
    void weekdaysAgreeWithJavaTime() {
        run(false, true);
    }

    private void run(boolean distances, boolean weekdays) {
        Findings findings = new Findings("dates (" + BOOK.variant() + "): "
                + (distances ? "distances" : "") + (distances && weekdays ? " and " : "") + (weekdays ? "weekdays" : "")
                + " against java.time");
        for (DatesOracle.Pair pair : DatesOracle.testPairs()) {
            findings.countCase();
            LocalDate a = pair.earlier();
            LocalDate b = pair.later();
            long days = DatesOracle.daysBetween(a, b);
            int wa = DatesOracle.weekday(a);
            int wb = DatesOracle.weekday(b);
            EmulatedMir2.Reply r;
            try {
                r = EmulatedMir2.load(program(a, b), "dates").start();
            } catch (RuntimeException e) {
                findings.add(pair + ": " + e.getMessage());
                continue;
            }
            Matcher s = DISTANCE.matcher(r.printed());
            Matcher w = WEEKDAYS.matcher(r.printed());
            if (!s.find() || !w.find() || !r.stopped()) {
                findings.add(pair + ": expected S=… and DH[2] with two values; got " + r);
                continue;
            }
            long gotDays = Long.parseLong(s.group(1));
            int gotA = Integer.parseInt(w.group(1));
            int gotB = Integer.parseInt(w.group(2));
            if (distances && gotDays != days) {
                findings.add(pair + ": distance S=" + gotDays + ", expected " + days);
            }
            if (weekdays && (gotA != wa || gotB != wb)) {
                findings.add(pair + ": days of the week " + gotA + "," + gotB + ", expected " + wa + "," + wb);
            }
        }
        findings.assertNone();
    }
}
