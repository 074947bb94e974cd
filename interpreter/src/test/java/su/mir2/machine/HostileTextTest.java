package su.mir2.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Texts written to break the reader: each is refused or done with a plain message, in bounded time and
 * memory, never with an internal error or a stack overflow.
 */
class HostileTextTest {
    @Test
    void aSignAfterWhatCannotHaveOneIsAPlainSyntaxError() {
        assertEquals("p:1:10: ERROR: found '+', expected: ; ( «ЕСЛИ» «НА» «ДЛЯ» «СТОП» «ВЫВОД» «ВВОД» «ГДЕ» «КОНЕЦ»"
                + " a name a number\n    «Р»1;X=2X+1◊\n             ^", Session.loadError("«Р»1;X=2X+1◊", "en"));
    }

    private static final String TOO_DEEP = "ERROR: the text is nested too deeply: more than 100 brackets, signs in a row,"
            + " or conditions and loops one inside another";

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
        assertEquals("p:1:11: ERROR: function " + "F".repeat(99) + "… is neither described in «ГДЕ» nor standard", m.substring(0, m.indexOf('\n')));
    }
}
