package su.mir2.console.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import su.mir2.machine.MachineOptions;

class ExplainerTest {
    private static final MachineOptions OPTIONS = MachineOptions.defaults().withMaxSteps(1_000_000);

    private static Explanation explain(MachineOptions options, String program, String protocol, int around)
            throws Exception {
        Protocol expected = Protocol.parse(protocol);
        Protocol paper = new Replayer(options).reenact(program, "p.alm", expected);
        Comparison.Outcome o = Comparison.compare(expected, paper);
        assertFalse(o.matches());
        // watched to the end (looking for nothing), the session gives the same paper
        Protocol watched = new Replayer(options).explainedBy(new Explainer(null, 2)).reenact(program, "p.alm", expected);
        assertEquals(paper, watched);
        Explainer explainer = new Explainer(Departure.of(o.diff(), paper), around);
        new Replayer(options).explainedBy(explainer).reenact(program, "p.alm", expected);
        return explainer.explanation();
    }

    @Test
    void theStatementThatPrintedTheFirstDifferingCharacterIsNamedWithWhatItAndTheLastConditionRead() throws Exception {
        String program = "«РАЗР»2;«ДЛЯ»I=1«ШАГ»1«ДО»3«ВЫПОЛНИТЬ»(«ЕСЛИ»I=3«ТО»(A[I]=1);«ВЫВОД»«СТРОКА»,I,«ПРОБЕЛ»1,A[I]);"
                + "«СТОП»«ГДЕ»A[3]«КОН»◊";
        Explanation e = explain(OPTIONS, program, "I=1 A[1]=0\nI=2 A[2]=0\nI=3 A[3]=0 ◊\n", 1);
        assertTrue(e.printed());
        assertEquals("1:62  «ВЫВОД»«СТРОКА»,I,«ПРОБЕЛ»1,А[I]", e.step().statement());
        assertEquals(List.of("I=3", "А[3]=1"), e.step().reads());
        assertEquals("1:40  «ЕСЛИ»I=3«ТО»", e.condition().statement());
        assertEquals(List.of("I=3"), e.condition().reads());
        assertEquals(1, e.before().size());
        assertTrue(e.before().get(0).contains("А[I]=1  → А[3]=1"), e.before().get(0));
    }

    @Test
    void aPaperThatEndsEarlyIsExplainedByWhereTheMachineHalted() throws Exception {
        String program = "«РАЗР»2;X=5;«ЕСЛИ»X>3«ТО»(«СТОП»);«ВЫВОД»[ДАЛЬШЕ]«КОН»◊";
        Explanation e = explain(OPTIONS, program, "ДАЛЬШЕ ◊\n", 0);
        assertFalse(e.printed());
        assertEquals("1:27  «СТОП»", e.step().statement());
        assertEquals("1:13  «ЕСЛИ»\u0425>3«ТО»", e.condition().statement());
        assertEquals(List.of("Х=5"), e.condition().reads());
        assertEquals(List.of(), e.before());
    }

    /** A runaway stops at the same step watched or not: the watching counts no step of its own. */
    @Test
    void watchingChangesNeitherThePaperNorTheStepsOfARunaway() throws Exception {
        String program = "«РАЗР»2;1.X=X+1;«ЕСЛИ»X<1000«ТО»(«НА»1);«ВЫВОД»X;«НА»1«КОН»◊";
        Explanation e = explain(OPTIONS.withMaxSteps(5_000), program, "Х=1000\nХ=1001 ◊\n", 0);
        assertTrue(e.printed());
        assertEquals(List.of("Х=1001"), e.step().reads());
    }

    /** What follows the step that printed the character cannot change the explanation: the run ends there. */
    @Test
    void theExplainedReenactmentEndsAtTheStepThatPrintedTheCharacter() throws Exception {
        String program = "«РАЗР»2;1.X=X+1;«ВЫВОД»X;«НА»1«КОН»◊";
        Protocol expected = Protocol.parse("Х=1\nХ=3 ◊\n");
        MachineOptions options = OPTIONS.withMaxSteps(3_000);
        Protocol paper = new Replayer(options).reenact(program, "p.alm", expected);
        Explainer explainer = new Explainer(Departure.of(Comparison.compare(expected, paper).diff(), paper), 0);
        Protocol explained = new Replayer(options).explainedBy(explainer).reenact(program, "p.alm", expected);
        assertEquals(List.of(new Protocol.Line(false, "Х=1Х=2")), explained.lines());
        assertEquals(List.of("Х=2"), explainer.explanation().step().reads());
    }

    @Test
    void theFirstDifferingColumnIsCountedOnThePaperAsTyped() {
        assertEquals(12, Departure.firstDifferent("ВЫ ПРОИГРАЛИ ◊", "ВЫ ПРОИГРАЛИВАШ ХОД ◊"));
        assertEquals(9, Departure.firstDifferent("T=1 P=2", "Т=1    Р=3"));
        assertEquals(4, Departure.firstDifferent("ИТОГ 5", "ИТОГ"));
        assertNull(Departure.of(Comparison.compare(Protocol.parse("А\nБ\n"), Protocol.parse("А\n")).diff(),
                Protocol.parse("А\n")));
    }
}
