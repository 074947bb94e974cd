package su.mir2.tests.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The book's truth-table program: it loops over 0/1 values of B, D, C and prints those where F = 1.
 * With the book's own F it must print only B=1, D=0, C=0 («КТО ЕСТЬ КТО?», solved from the prose by
 * {@link LogicOracle#whoIsWho()}). With F replaced by the arithmetic model of other formulas it must
 * print exactly the rows where Java finds the formula true.
 */
class LogicProgramTest {
    private static final BookProgram BOOK = BookProgram.read("logic");

    private static final Pattern ROW = Pattern.compile("[BВ]=(\\d+)\\s*D=(\\d+)\\s*[CС]=(\\d+)");

    static List<LogicOracle.Row> rows(String printed) {
        List<LogicOracle.Row> rows = new ArrayList<>();
        Matcher m = ROW.matcher(printed);
        while (m.find()) {
            rows.add(new LogicOracle.Row(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                    Integer.parseInt(m.group(3))));
        }
        return rows;
    }

    @Test
    void brownIsTheMurderer() {
        EmulatedMir2.Reply r = EmulatedMir2.load(BOOK.text(), "logic").start();
        assertEquals(LogicOracle.whoIsWho(), rows(r.printed()), r.toString());
    }

    @Test
    void truthTablesOfManyFormulas() {
        Findings findings = new Findings("logic (" + BOOK.variant() + "): truth tables of random formulas");
        Random random = new Random(1980);
        LogicOracle.Formula x = LogicOracle.variable(0);
        LogicOracle.Formula y = LogicOracle.variable(1);
        LogicOracle.Formula z = LogicOracle.variable(2);
        List<LogicOracle.Formula> formulas = new ArrayList<>(List.of(
                LogicOracle.and(x, LogicOracle.not(x)),
                LogicOracle.or(x, LogicOracle.not(x)),
                LogicOracle.and(LogicOracle.implies(x, y), LogicOracle.or(LogicOracle.not(x), LogicOracle.not(y))),
                LogicOracle.equivalent(x, LogicOracle.equivalent(y, z)),
                z));
        for (int i = 0; i < 150; i++) {
            formulas.add(LogicOracle.random(random, 3));
        }
        for (LogicOracle.Formula f : formulas) {
            findings.countCase();
            String program = BOOK.withReplaced("F(X,Y,Z)=" + f.almir());
            try {
                EmulatedMir2.Reply r = EmulatedMir2.load(program, "logic").start();
                List<LogicOracle.Row> got = rows(r.printed());
                if (!got.equals(f.trueRows()) || !r.stopped()) {
                    findings.add(f + " = " + f.almir() + ": printed " + got + ", true at " + f.trueRows() + "; " + r.halt());
                }
            } catch (RuntimeException e) {
                findings.add(f + ": " + e.getMessage());
            }
        }
        findings.assertNone();
    }
}
