package su.mir2.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import su.mir2.machine.halt.Halt;
import su.mir2.messages.Messages;

/**
 * A «ГДЕ» function that calls itself never returns (the language has no condition inside an
 * expression): the machine stops at a documented depth, with its own message, whether the calls are
 * computed by the tree or by translated code, in a statement or in a description.
 */
class CallDepthTest {
    private static final String STOP = "ERROR STOP: functions call one another more than 500 deep\n";

    /** Each program with the statement the machine stops in, run translated at once and never translated. */
    static Stream<Arguments> recursions() {
        String loop = "«РАЗР»2;«ДЛЯ»I=1«ШАГ»1«ДО»3«ВЫПОЛНИТЬ»";
        return Stream.of(
                // computed in longs by translated code
                Arguments.of(loop + "X=F(I)+2;«ВЫВОД»X«ГДЕ»F(N)=2×F(N+1)«КОН»◊", "Х=F(I)+2"),
                // two functions calling each other
                Arguments.of(loop + "X=G(I,2);«ВЫВОД»X«ГДЕ»F(N)=G(N,N)-1;G(A,B)=F(A+B)«КОН»◊", "Х=G(I,2)"),
                // a body that hands parts of itself to the tree
                Arguments.of(loop + "X=F(I);«ВЫВОД»X«ГДЕ»F(N)=F(N+1)+SIN(N)«КОН»◊", "Х=F(I)"))
                .flatMap(a -> Stream.of(0L, -1L).map(after -> Arguments.of(a.get()[0], a.get()[1], after)));
    }

    @ParameterizedTest
    @MethodSource("recursions")
    void aFunctionCallingItselfStopsTheMachineAtTheLimit(String program, String statement, long translateAfter) {
        Session s = new Session(MachineOptions.defaults().withMaxSteps(1_000_000).withTranslateAfter(translateAfter)
                .withMessages(Messages.forLanguage("en")));
        assertEquals(STOP + "IN STATEMENT 1:39: " + statement + " ◊\n", s.play(program));
    }

    /**
     * The call that goes too deep is a step before it is refused, as every call is a step once its
     * arguments are computed: 3 steps of the loop and its statement, 500 calls that enter, the 501st
     * that does not. Translated code once refused it before taking the step, one step short, so a
     * step limit just below the stop was an error stop there and a runaway on the tree.
     */
    @ParameterizedTest
    @ValueSource(longs = {-1, 0, 1, 7})
    void theCallRefusedForItsDepthIsAStepOnEveryEngine(long translateAfter) {
        String program = "«РАЗР»9;«ДЛЯ»J=1«ШАГ»1«ДО»9«ВЫПОЛНИТЬ»A=F(J)«ГДЕ»F(X)=X+F(X)«КОН»◊";
        Session s = new Session(MachineOptions.defaults().withTranslateAfter(translateAfter)
                .withMessages(Messages.forLanguage("en")));
        assertEquals(STOP + "IN STATEMENT 1:39: А=F(J) ◊\n", s.play(program));
        assertEquals(504, s.machine.stepsThisRun());
        Session limited = new Session(MachineOptions.defaults().withTranslateAfter(translateAfter).withMaxSteps(503)
                .withMessages(Messages.forLanguage("en")));
        limited.play(program);
        assertEquals(Halt.STEP_LIMIT, limited.machine.lastHalt());
        assertEquals(504, limited.machine.stepsThisRun());
    }

    @Test
    void aDescriptionCallingItselfIsRefusedOnReading() {
        assertEquals("p:1:19: " + STOP.replace("ERROR STOP", "ERROR").strip() + "\n"
                + "    «Р»1;«ВЫВОД»X«ГДЕ»X=F(1);F(X)=F(X)«КОН»◊\n                      ^",
                Session.loadError("«Р»1;«ВЫВОД»X«ГДЕ»X=F(1);F(X)=F(X)«КОН»◊", "en"));
        assertEquals("p:1:22: " + STOP.replace("ERROR STOP", "ERROR").strip() + "\n"
                + "    «Р»1;«ВЫВОД»A[1]«ГДЕ»A[F(1)];F(X)=F(X)+1«КОН»◊\n                         ^",
                Session.loadError("«Р»1;«ВЫВОД»A[1]«ГДЕ»A[F(1)];F(X)=F(X)+1«КОН»◊", "en"));
    }
}
