package su.mir2.console.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
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

    /** A protocol of 20 000 lines with one line changed: the table of every pair was 400 million cells. */
    @Test
    void aLongProtocolIsComparedInBoundedTimeAndMemory() {
        String line = "> «ВЫП» Т=9; Л=1; «НА» 9 «КОН» ◊\nВАШ ХОД СДЕЛАН НЕ ПО ПРАВИЛАМ ◊\n";
        String book = line.repeat(5_000) + "ВАШ ХОД ◊\n" + line.repeat(5_000);
        String paper = line.repeat(5_000) + "ВЫ ПРОИГРАЛИ ◊\n" + line.repeat(5_000);
        Comparison.Outcome o = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> Comparison.compare(Protocol.parse(book), Protocol.parse(paper)));
        assertFalse(o.matches());
        assertEquals(new FirstDifference(new Protocol.Line(false, "ВАШ ХОД ◊"), new Protocol.Line(false, "ВЫ ПРОИГРАЛИ ◊"),
                new Protocol.Line(true, "«ВЫП» Т=9; Л=1; «НА» 9 «КОН» ◊")), FirstDifference.of(o.diff()));
        assertEquals(20_002, o.diff().size());
    }

    @Test
    void aMiddleTooLargeToAlignIsShownAsTheProtocolsLinesThenThePapers() {
        List<Protocol.Line> book = Protocol.parse("А\nБ\nВ\nГ\nЯ\n").lines();
        List<Protocol.Line> paper = Protocol.parse("А\nВ\nГ\nД\nЯ\n").lines();
        assertEquals(List.of(" А", "-Б", "-В", "-Г", "+В", "+Г", "+Д", " Я"), shown(Comparison.diff(book, paper, 15)));
        assertEquals(List.of(" А", "-Б", " В", " Г", "+Д", " Я"), shown(Comparison.diff(book, paper, 16)));
    }

    private static List<String> shown(List<Comparison.DiffLine> diff) {
        return diff.stream().map(d -> d.mark() + d.line().text()).toList();
    }
}
