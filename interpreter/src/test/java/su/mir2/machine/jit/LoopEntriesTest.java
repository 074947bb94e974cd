package su.mir2.machine.jit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import su.mir2.machine.MachineOptions;
import su.mir2.machine.Mir2;
import su.mir2.machine.control.Code;
import su.mir2.machine.typewriter.StringPaper;

/**
 * Translated loops are entered at their heads alone, also where the code may be entered inside
 * them (a label, the place after a Σ or a call, an inner loop's head): C2 leaves a loop with a
 * second way in as it is. The same programs' results, translated and not, are compared in
 * TranslationTest and by the generated programs, which enter at every checkpoint.
 */
class LoopEntriesTest {
    @ParameterizedTest
    @ValueSource(strings = {
        // an inner loop's head, and the place after a Σ, inside two loops
        "«РАЗР»6;«ДЛЯ»I=1«ШАГ»1«ДО»30«ВЫПОЛНИТЬ»«ДЛЯ»J=1«ШАГ»1«ДО»I«ВЫПОЛНИТЬ»(S=S+Σ(K=1,J,A[K]);T=T+S)"
                + ";«ВЫВОД»S,T«ГДЕ»A[30]«КОН»◊",
        // labelled loops inside labelled loops (as the book's НИМ finds a move), inside a «ДЛЯ»
        "«РАЗР»3;«ДЛЯ»G=1«ШАГ»1«ДО»15«ВЫПОЛНИТЬ»(T=1;3.P=4;A=G+T;4.Q=ε(A/2);L[T,P]=A-2×Q;"
                + "«ЕСЛИ»Q>0«ТО»(A=Q;P=P-1;«НА»4);5.«ЕСЛИ»P>1«ТО»(P=P-1;L[T,P]=0;«НА»5);T=T+1;"
                + "«ЕСЛИ»T≤4«ТО»(«НА»3));«ВЫВОД»«МАССИВ»L«ГДЕ»L[4,4]«КОН»◊",
        // a call of a function, which takes steps, deep in a nest of loops
        "«РАЗР»2;«ДЛЯ»A=0«ШАГ»1«ДО»1«ВЫПОЛНИТЬ»«ДЛЯ»B=0«ШАГ»1«ДО»1«ВЫПОЛНИТЬ»«ДЛЯ»C=0«ШАГ»1«ДО»1«ВЫПОЛНИТЬ»"
                + "(X=F(A,B,C);S=S+X);«ВЫВОД»S«ГДЕ»F(X,Y,Z)=X×Y+Z«КОН»◊"
    })
    void everyLoopOfATranslationIsEnteredAtItsHead(String program) throws Exception {
        byte[] translated = translate(program);
        assertEquals(List.of(), Reducibility.irreducibleMethods(translated));
    }

    @Test
    void longCodeCutIntoPiecesHasItsLoopsEnteredAtTheirHeadsToo() throws Exception {
        // long enough that the first translation only measures where to cut
        Code code = load(repeated("«ДЛЯ»I=1«ШАГ»1«ДО»3«ВЫПОЛНИТЬ»«ДЛЯ»J=1«ШАГ»1«ДО»I«ВЫПОЛНИТЬ»(S=S+J;T=T+S);",
                100, "«ВЫВОД»S,T«КОН»◊"));
        assertTrue(code.length() > Cuts.LONGEST_UNCUT / 4, "long enough: " + code.length());
        assertEquals(List.of(), Reducibility.irreducibleMethods(translate(code)));
    }

    @Test
    void codeLongerThanAMethodMayBeStaysOnTheTree() throws Exception {
        Code code = load(repeated("«ДЛЯ»I=1«ШАГ»1«ДО»3«ВЫПОЛНИТЬ»S=S+Σ(K=1,I,K×K-I);", 2000, "«ВЫВОД»S«КОН»◊"));
        assertEquals(null, new JvmTranslator().translate(code, Long.MAX_VALUE));
    }

    @Test
    void theCheckFindsALoopEnteredInTheMiddle() {
        // 0 → 1 → 2 → 1, and 0 → 2: the loop of 1 and 2 has two ways in
        assertTrue(Reducibility.reducible(new int[][] {{1}, {2}, {1}}));
        assertEquals(false, Reducibility.reducible(new int[][] {{1, 2}, {2}, {1}}));
    }

    /** A program of six digits: the statement so many times, then the end. */
    private static String repeated(String statement, int times, String end) {
        return "«РАЗР»6;" + statement.repeat(times) + end;
    }

    private static byte[] translate(String program) throws Exception {
        return translate(load(program));
    }

    private static Code load(String program) throws Exception {
        Mir2 machine = new Mir2(MachineOptions.defaults().withMemory(200_000), new StringPaper());
        machine.load(program, "test");
        return machine.program().code();
    }

    /** The class the translator writes for the code, cut into pieces where it would be. */
    private static byte[] translate(Code code) {
        Translation whole = new Translation(code, Set.of(), new int[0], Long.MAX_VALUE);
        byte[] bytes = whole.write();
        int[] cuts = whole.cuts();
        return cuts.length == 0 ? bytes : new Translation(code, Set.of(), cuts, Long.MAX_VALUE).write();
    }
}
