package su.mir2.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import su.mir2.machine.typewriter.StringPaper;
import su.mir2.machine.halt.Halt;

/**
 * Every loop the machine runs counts steps and answers the operator's stop, whichever engine runs
 * it: the turns of Σ and Π, the calls of «ГДЕ» functions, the elements of «МАССИВ» printed, not only
 * the loops of statements. A step limit falls on the same step with and without translation. The
 * runaway statements bear labels so that translated code, entered at labels, runs them.
 */
class RunawayTest {
    private static final long TREE = -1;
    private static final long LIMIT = 1000;

    /** A program that runs away inside one statement, and the steps it has taken when the limit stops it. */
    record Runaway(String name, String program, long stepsAtLimit) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Runaway> runaways() {
        return Stream.of(
                // the inner Σ moves the shared variable back: each outer turn is two turns, forever
                new Runaway("Σ", "«РАЗР»3;A=Σ(I=1,5,Σ(I=1,1,I));«ВЫВОД»A«КОН»◊", LIMIT + 1),
                new Runaway("Π", "«РАЗР»3;A=Π(I=1,5,Π(I=1,1,I));«ВЫВОД»A«КОН»◊", LIMIT + 1),
                new Runaway("Σ in a loop", "«РАЗР»3;1.B=B+1;2.A=Σ(I=1,5,Σ(I=1,1,I));«НА»1«КОН»◊", LIMIT + 1),
                // 2↑40 calls without a loop among them
                new Runaway("functions", "«РАЗР»6;A=F1(1);«ВЫВОД»A«ГДЕ»" + doubling(40) + "«КОН»◊", LIMIT + 1),
                new Runaway("functions in a loop", "«РАЗР»6;1.B=B+1;2.A=F1(1)+A;«НА»1«ГДЕ»" + doubling(40) + "«КОН»◊",
                        LIMIT + 1),
                // each element printed is a step: the limit falls in the middle of the array
                new Runaway("«МАССИВ»", "«РАЗР»2;1.B=B+1;2.«ВЫВОД»«МАССИВ»A;«НА»1«ГДЕ»A[2000]«КОН»◊", LIMIT + 1));
    }

    /** F1(X)=F2(X)+F2(X); … F{n}(X)=X: F1 calls 2↑n functions. */
    private static String doubling(int n) {
        StringBuilder b = new StringBuilder();
        for (int k = 1; k < n; k++) {
            b.append("F").append(k).append("(X)=F").append(k + 1).append("(X)+F").append(k + 1).append("(X);");
        }
        return b.append("F").append(n).append("(X)=X").toString();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("runaways")
    @Timeout(20)
    void theStepLimitStopsItOnTheSameStepInBothEngines(Runaway r) {
        String treePaper = null;
        for (long after : List.of(TREE, 0L, 3L)) {
            Session s = new Session(MachineOptions.defaults().withMaxSteps(LIMIT).withTranslateAfter(after));
            String paper = s.play(r.program());
            assertEquals(Halt.STEP_LIMIT, s.machine.lastHalt(), "translated after " + after);
            assertEquals(r.stepsAtLimit(), s.machine.stepsThisRun(), "translated after " + after);
            treePaper = treePaper == null ? paper : treePaper;
            assertEquals(treePaper, paper, "translated after " + after);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("runaways")
    @Timeout(20)
    void anInterruptStopsItInBothEngines(Runaway r) throws Exception {
        for (long after : List.of(TREE, 0L, 3L)) {
            Mir2 m = new Mir2(MachineOptions.defaults().withTranslateAfter(after), new StringPaper());
            m.load(r.program(), "p");
            Thread stopper = Session.interruptOnceRunning(m, 20);
            assertEquals(Halt.INTERRUPTED, m.start(), "translated after " + after);
            stopper.join();
            assertEquals(MachineState.HALTED, m.state());
        }
    }

    /**
     * Statements on numbers of a thousand digits take milliseconds each, so the poll point at step
     * 1 024 (and translated code's slice of 65 536 steps) could be seconds to minutes away: the
     * operator's stop is answered at the next operation on such numbers, long before.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"«РАЗР»1000;1.X=SIN(X+1);«НА»1«КОН»◊", "«РАЗР»1000;1.X=(X+2)↑0.5;«НА»1«КОН»◊"})
    @Timeout(60)
    void anInterruptStopsSlowStepsBeforeThePollPoint(String program) throws Exception {
        for (long after : List.of(TREE, 0L, 3L)) {
            Mir2 m = new Mir2(MachineOptions.defaults().withTranslateAfter(after), new StringPaper());
            m.load(program, "p");
            Thread stopper = Session.interruptOnceRunning(m, 50);
            assertEquals(Halt.INTERRUPTED, m.start(), "translated after " + after);
            stopper.join();
            assertTrue(m.stepsThisRun() < 1023, "stopped only after " + m.stepsThisRun() + " steps, translated after " + after);
        }
    }
}
