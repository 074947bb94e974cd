package su.mir2.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Texts written to break the reader: each is refused or done with a plain message, in bounded time and
 * memory, never with an internal error or a stack overflow.
 */
class HostileTextTest {
    @Test
    void aSignAfterWhatCannotHaveOneIsAPlainSyntaxError() {
        // X after 2 begins a statement of its own, a label or an assignment: '+' can follow neither
        assertEquals("p:1:10: ERROR: found '+', expected: . = ["
                + "\n    «Р»1;X=2X+1◊\n             ^", Session.loadError("«Р»1;X=2X+1◊", "en"));
    }

    private static final String TOO_DEEP = "ERROR: the text nests deeper than 100 levels (brackets, signs in a row,"
            + " «ЕСЛИ», «ДЛЯ»)";

    @Test
    void aHundredThousandBracketsAreRefusedAtTheFirstOneTooMany() {
        String deep = "(".repeat(100_000) + "1" + ")".repeat(100_000);
        assertEquals("p:1:111: " + TOO_DEEP + "\n    …" + "(".repeat(72) + "…\n    " + " ".repeat(37) + "^",
                Session.loadError("«РАЗР»2;X=" + deep + "«КОН»◊", "en"));
    }

    @Test
    void signsInARowAreCountedAsNesting() {
        String line = "X=" + "-".repeat(100_000) + "1«КОН»◊";
        assertEquals("p:1:103: " + TOO_DEEP + "\n    …" + "-".repeat(72) + "…\n    " + " ".repeat(37) + "^",
                Session.loadError(line, "en"));
    }

    @Test
    void conditionsInsideConditionsAreCountedAsNesting() {
        String deep = "«ЕСЛИ»X=0«ТО»".repeat(200) + "X=1";
        String m = Session.loadError("«РАЗР»2;" + deep + "«КОН»◊", "en");
        assertEquals("p:1:" + (8 + 100 * 13 + 1) + ": " + TOO_DEEP, m.substring(0, m.indexOf('\n')));
    }

    @Test
    void aLongLineIsQuotedInAWindowAroundTheCaret() {
        String line = "«РАЗР»2;X=" + "1+".repeat(50_000) + "1@«КОН»◊";
        assertEquals("p:1:100012: ERROR: unknown sign '@' (U+0040)\n    …" + line.substring(line.length() - 72)
                + "\n    " + " ".repeat(66) + "^", Session.loadError(line, "en"));
    }

    @Test
    void aLongNameInAMessageIsClipped() {
        String name = "F".repeat(5_000);
        String m = Session.loadError("«РАЗР»2;X=" + name + "(1)«КОН»◊", "en");
        // cut so that the line keeps to 100 characters: 15 + 52 + 33
        assertEquals("p:1:11: ERROR: function " + "F".repeat(32) + "… is neither described in «ГДЕ» nor standard",
                m.substring(0, m.indexOf('\n')));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, -1})
    void aSumOfTenThousandOnesIsComputedWithoutDepth(long translateAfter) {
        Session s = new Session(MachineOptions.defaults().withMemory(100_000).withTranslateAfter(translateAfter));
        assertEquals("Х=9992 ◊\n", s.play("«РАЗР»6;Y=2;X=1" + "+1".repeat(9_999) + "-Y×Y×Y" + "×1".repeat(9_999) + ";«ВЫВОД»X«КОН»◊"));
    }

    /**
     * The same terms once as a chain and once nested by brackets, which makes operations inside
     * operations: reals, long integers and overflow of a word's long on the way.
     */
    @ParameterizedTest
    @ValueSource(longs = {0, -1})
    void aChainComputesAsTheOperationsNestedWould(long translateAfter) {
        Session s = new Session(MachineOptions.defaults().withMemory(100_000).withTranslateAfter(translateAfter));
        String sums = both("-+", new String[] {"1/3", "7", "2↑62", "0.25", "X", "1000000×1000000", "-5", "2↑63"});
        String products = both("××/", new String[] {"X", "7", "2↑40", "0.5", "-3", "1000000", "X+1"});
        assertEquals("А=2.3058429⏨19В=2.3058429⏨19А=7.6771638⏨34В=7.6771638⏨34 ◊\n", s.play("«РАЗР»8;X=3;" + sums + products + "«КОН»◊"));
    }

    /** A=chain;B=nested; of 40 terms with the signs in turn. */
    private static String both(String signs, String[] terms) {
        StringBuilder chain = new StringBuilder("1");
        StringBuilder nested = new StringBuilder("1");
        for (int k = 0; k < 40; k++) {
            char sign = signs.charAt(k % signs.length());
            String term = "(" + terms[k % terms.length] + ")";
            chain.append(sign).append(term);
            nested.insert(0, '(').append(sign).append(term).append(')');
        }
        return "A=" + chain + ";B=" + nested + ";«ВЫВОД»A,B;";
    }

    /** Counted before it is parsed: the fault at its end is never reached. */
    @Test
    void aTextLongerThanTheMemoryIsRefusedBeforeItIsParsed() {
        assertEquals("p:1:1: ERROR: a program of 1000009 symbols does not fit in a memory of 8000 symbols",
                Session.loadError("«РАЗР»2;X=1" + "+1".repeat(500_000) + "+«КОН»◊", "en"));
    }

    @Test
    void aTextLongerThanTheMemoryWhoseFirstSignTheReaderRefusesIsToldWhere() {
        // counted as it is read, the first sign was read before anything could catch its refusal
        assertEquals("p:1:1: ERROR: unknown sign '@' (U+0040)\n    @" + "0".repeat(71) + "…\n    ^",
                Session.loadError("@" + "0".repeat(8000), "en"));
        assertEquals("p:1:1: ERROR: the control character U+0007 is not in the machine's alphabet\n    U+0007"
                + "0".repeat(66) + "…\n    ^", Session.loadError("\u0007" + "0".repeat(8000), "en"));
    }
}
