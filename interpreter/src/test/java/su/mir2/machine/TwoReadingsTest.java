package su.mir2.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The texts the grammar can parse in two ways (AmbiguityAuditTest lists them): for each, the reading the
 * machine takes, seen on the paper. docs/fidelity.md, "Texts with two parses", gives the reasons.
 */
class TwoReadingsTest {
    @Test
    void aSignAfterAnOperandContinuesTheSum() {
        assertEquals("4 4 ◊\n", Session.run("«РАЗР»3;X=5;«ВЫВОД»X -1,[ ],X+-1«КОН»◊"));
    }

    @Test
    void aPointAndDigitsAfterDigitsContinueTheNumber() {
        assertEquals("2.5 ◊\n", Session.run("«РАЗР»3;X=1;«ВЫВОД»X+1.5«КОН»◊"));
    }

    @Test
    void anExponentAfterAMantissaIsItsOwn() {
        assertEquals("101.0 200.0100.0 ◊\n", Session.run("«РАЗР»4;X=1;«ВЫВОД»X+1⏨2,[ ],2⏨2⏨2«КОН»◊"));
    }

    @Test
    void aNumberAfterOutputThatNothingContinuesIsTheCode() {
        assertEquals("А ◊\n", Session.run("«РАЗР»3;«ВЫВОД»01,[А]«КОН»◊"));
    }

    @Test
    void aNumberAfterLineIsItsCountOnlyWhereNothingContinuesIt() {
        // «СТРОКА»2.5 fed two lines and printed 0.5; «СТРОКА»2-X two lines and −X; «СТРОКА»2⏨1 two lines and 10.0
        assertEquals("А\n2.5\n1\n20.0\n\nХ=1\n\n3 ◊\n", Session.run("«РАЗР»3;X=1;«ВЫВОД»[А],«СТРОКА»2.5,«СТРОКА»2-X,"
                + "«СТРОКА»2⏨1,«СТРОКА»2X,«СТРОКА»2,3«КОН»◊"));
    }

    @Test
    void aNameBeforeABracketIsACall() {
        assertEquals("2 ◊\n", Session.run("«РАЗР»3;«ВЫВОД»F(1)«ГДЕ»F(Y)=Y+1«КОН»◊"));
        assertEquals("p:1:20: ERROR: function Х is neither described in «ГДЕ» nor standard\n"
                + "    «РАЗР»3;X=1;«ВЫВОД»X(1)«КОН»◊\n" + " ".repeat(23) + "^",
                Session.loadError("«РАЗР»3;X=1;«ВЫВОД»X(1)«КОН»◊", "en"));
    }

    @Test
    void anElseThatEitherConditionCouldTakeIsRefused() {
        String message = "ERROR: this «ИНАЧЕ» may belong to either «ЕСЛИ»: put the inner «ЕСЛИ» in brackets\n";
        assertEquals("p:1:38: " + message + "    «РАЗР»3;«ЕСЛИ»A=1«ТО»«ЕСЛИ»B=2«ТО»X=1«ИНАЧЕ»X=2«КОН»◊\n"
                + " ".repeat(41) + "^", Session.loadError("«РАЗР»3;«ЕСЛИ»A=1«ТО»«ЕСЛИ»B=2«ТО»X=1«ИНАЧЕ»X=2«КОН»◊", "en"));
        assertEquals("p:1:39: " + message + "    «РАЗР»3;«ЕСЛИ»A=1«ТО»«ЕСЛИ»B=2«ТО»X=1;«ИНАЧЕ»X=2«КОН»◊\n"
                + " ".repeat(42) + "^", Session.loadError("«РАЗР»3;«ЕСЛИ»A=1«ТО»«ЕСЛИ»B=2«ТО»X=1;«ИНАЧЕ»X=2«КОН»◊", "en"));
        assertEquals("p:1:54: " + message
                + "    «РАЗР»3;«Е»A=1«ТО»«ДЛЯ»I=1«Ш»1«ДО»2«ВЫП»«Е»B=2«ТО»X=1«ИНАЧЕ»X=2«КОН»◊\n"
                + " ".repeat(57) + "^",
                Session.loadError("«РАЗР»3;«Е»A=1«ТО»«ДЛЯ»I=1«Ш»1«ДО»2«ВЫП»«Е»B=2«ТО»X=1«ИНАЧЕ»X=2«КОН»◊", "en"));
    }

    @Test
    void anElseInBracketsOrMatchedByAnotherIsRead() {
        // A=1, B=1: the inner condition fails; the «ИНАЧЕ» in brackets is the inner one's, after them the outer one's
        assertEquals("Х=2 Х=0 Х=2 Х=3 ◊\n", Session.run("«РАЗР»3;A=1;B=1;"
                + "«ЕСЛИ»A=1«ТО»(«ЕСЛИ»B=2«ТО»X=1«ИНАЧЕ»X=2);«ВЫВОД»X,[ ];X=0;"
                + "«ЕСЛИ»A=1«ТО»(«ЕСЛИ»B=2«ТО»X=1)«ИНАЧЕ»X=2;«ВЫВОД»X,[ ];"
                + "«ЕСЛИ»A=1«ТО»«ЕСЛИ»B=2«ТО»X=1«ИНАЧЕ»X=2«ИНАЧЕ»X=3;«ВЫВОД»X,[ ];A=2;"
                + "«ЕСЛИ»A=1«ТО»«ЕСЛИ»B=2«ТО»X=1«ИНАЧЕ»X=2«ИНАЧЕ»X=3;«ВЫВОД»X«КОН»◊"));
    }
}
