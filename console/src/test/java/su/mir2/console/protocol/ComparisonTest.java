package su.mir2.console.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ComparisonTest {
    @Test
    void foldsBlankRunsTheBlankBeforeTheEndSignAndLookAlikeLettersOnly() {
        assertEquals("Т=1 Р=1", Folding.fold("  T=1    P=1 "));
        assertEquals("НАША◊", Folding.fold("НАША ◊"));
        assertEquals("НАША◊", Folding.fold("НАША◇"));
        assertEquals("L=1 Л=1", Folding.fold("L=1 Л=1"));
    }

    @Test
    void emptyLinesAreNotComparedButEveryOtherLineIs() {
        Protocol book = Protocol.parse("ДЕЛАЮ СВОИ 1 ХОД\nN=1\n> «ВЫП»L=3;«НА»2«КОН»◊\nДЕЛАЮ СВОИ 2 ХОД\n");
        Protocol paper = Protocol.parse("ДЕЛАЮ СВОИ  1  ХОД\nN=1\n> «ВЫП»L=3;«НА»2«КОН»◊\n\nДЕЛАЮ СВОИ  2  ХОД\n");
        assertTrue(Comparison.compare(book, paper).matches());
        Protocol wrong = Protocol.parse("ДЕЛАЮ СВОИ 1 ХОД\nN=2\n> «ВЫП»L=3;«НА»2«КОН»◊\nДЕЛАЮ СВОИ 2 ХОД\n");
        Comparison.Outcome o = Comparison.compare(book, wrong);
        assertFalse(o.matches());
        assertEquals(List.of(' ', '+', '-', ' ', ' '), o.diff().stream().map(Comparison.DiffLine::mark).toList());
        assertEquals("N=2", o.diff().get(1).line().text());
        assertEquals("N=1", o.diff().get(2).line().text());
    }

    @Test
    void theFirstDifferenceIsShownWithTheOperatorsLineBeforeIt() {
        Protocol book = Protocol.parse("ИГРА\n> «ВЫП»L=3;«НА»2«КОН»◊\nN=1\nВАШ ХОД ◊\n> «ВЫП»L=4;«НА»2«КОН»◊\nN=5\n");
        Protocol paper = Protocol.parse("ИГРА\n> «ВЫП»L=3;«НА»2«КОН»◊\nN=1\nВАШ ХОД ◊\n> «ВЫП»L=4;«НА»2«КОН»◊\nN=6\nКОНЕЦ\n");
        assertEquals(new FirstDifference(new Protocol.Line(false, "N=5"), new Protocol.Line(false, "N=6"),
                new Protocol.Line(true, "«ВЫП»L=4;«НА»2«КОН»◊")), FirstDifference.of(Comparison.compare(book, paper).diff()));
        assertEquals(new FirstDifference(null, new Protocol.Line(false, "ВАШ ХОД ◊"), null),
                FirstDifference.of(Comparison.compare(Protocol.parse("ИГРА\n"), Protocol.parse("ИГРА\nВАШ ХОД ◊\n")).diff()));
        assertEquals(null, FirstDifference.of(Comparison.compare(book, book).diff()));
    }

    @Test
    void anOperatorLineIsNotAMachineLine() {
        assertFalse(Comparison.compare(Protocol.parse("> А\n"), Protocol.parse("А\n")).matches());
    }

    @Test
    void aResultNeedsEachOfItsItemsOnThePaperInAnyOrder() {
        Protocol book = Protocol.parse("#! mode: result\nB=1, C=0, D=0\n");
        assertTrue(Comparison.compare(book, Protocol.parse("В=1  D=0  С=0  Х=1 ◊\n")).matches());
        Comparison.Outcome o = Comparison.compare(book, Protocol.parse("В=1  D=1  С=0 ◊\n"));
        assertFalse(o.matches());
        assertEquals(List.of("D=0"), o.missingItems());
    }
}
