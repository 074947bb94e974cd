package su.mir2.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** «ВЫВОД»: what is printed is what the items say, and nothing else. */
class OutputTest {
    @Test
    void theCodeIsNotPrintedTextsKeepTheirBlanksLinesAndBlanksAsCounted() {
        assertEquals("А  Б\n\nВ   Г ◊\n", Session.run("«РАЗР»2;«ВЫВОД»01,[А  Б],«СТРОКА»2,[В],«ПРОБЕЛ»3,[Г]«КОН»◊"));
    }

    @Test
    void aCodeMayStandWithoutAComma() {
        assertEquals("ИГРА ◊\n", Session.run("«РАЗР»2;«ВЫВОД»01[ИГРА]«КОН»◊"));
    }

    @Test
    void aNumberThatAPointOrASignContinuesIsAValueNotACode() {
        assertEquals("2.25 1.0 6 -6 100.0 ◊\n", Session.run("«РАЗР»6;X=7;«ВЫВОД»1.5↑2,[ ];«ВЫВОД»1.0,[ ];"
                + "«ВЫВОД»2×3,[ ];«ВЫВОД»1-X,[ ];«ВЫВОД»1⏨2«КОН»◊"));
    }

    @Test
    void aNumberBeforeANameABracketOrNothingIsStillACode() {
        assertEquals("Х=7 7 ◊\n", Session.run("«РАЗР»6;X=7;«ВЫВОД»1X,[ ];«ВЫВОД»1(X);«ВЫВОД»5«КОН»◊"));
    }

    @Test
    void afterValuesOnlyTheFollowingItemsOfThatStatementDropTheirNames() {
        assertEquals("Х=1 1\nХ=1 ◊\n", Session.run(
                "«РАЗР»2;X=1;«ВЫВОД»X,[ ],«ЗНАЧЕНИЙ»X,«СТРОКА»;«ВЫВОД»X«КОН»◊"));
    }

    @Test
    void elementsPrintWithTheirSubscriptsValuesAndExpressionsWithoutNames() {
        assertEquals("А[2]=7 9 ◊\n", Session.run("«РАЗР»2;I=1;«ВЫВОД»A[I+1],[ ],A[2]+2«ГДЕ»A[2]=5,7«КОН»◊"));
    }

    @Test
    void aWholeArrayPrintsItsNameAndSizesThenARowPerLine() {
        assertEquals("Х\nА[2,3]\n1    2    3\n4    0    0 ◊\n",
                Session.run("«РАЗР»2;«ВЫВОД»[Х],«МАССИВ»A«ГДЕ»A[2,3]=1,2,3,4«КОН»◊"));
    }

    @Test
    void aLineBreakAtTheStartOfALineStillFeedsALine() {
        assertEquals("\nА ◊\n", Session.run("«РАЗР»2;«ВЫВОД»«СТРОКА»,[А]«КОН»◊"));
    }

    @Test
    void aCountAboveTheLimitIsRefusedNamingTheLimit() {
        assertEquals("Х" + " ".repeat(1000) + "У ◊\n", Session.run("«РАЗР»2;«ВЫВОД»[Х],«ПРОБЕЛ»1000,[У]«КОН»◊"));
        assertEquals("p:1:24: ОШИБКА: слишком большое число 9999: можно не больше 1000\n"
                + "    «РАЗР»2;«ВЫВОД»«ПРОБЕЛ»9999«КОН»◊\n"
                + "                           ^", Session.loadError("«РАЗР»2;«ВЫВОД»«ПРОБЕЛ»9999«КОН»◊", "ru"));
        assertEquals("p:1:21: ERROR: number too large: 1001, at most 1000\n"
                + "    «РАЗР»2;«ВЫВОД»«СТР»1001«КОН»◊\n"
                + "                        ^", Session.loadError("«РАЗР»2;«ВЫВОД»«СТР»1001«КОН»◊", "en"));
    }

    @Test
    void realsPrintWithAPointAndAnExponentOnlyWhenVeryLargeOrSmall() {
        assertEquals("2.0 -0.5 1.0⏨12 1.5⏨-6 0.00001 ◊\n", Session.run(
                "«РАЗР»6;«ВЫВОД»«ЗНАЧЕНИЙ»4/2,[ ],-1/2,[ ],1⏨12,[ ],1.5⏨-6,[ ],1⏨-5«КОН»◊"));
    }
}
