package su.mir2.almir.reader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class TapeReaderTest {
    private static String symbols(String typed) throws ReaderException {
        return TapeReader.read(typed).symbols();
    }

    @Test
    void blanksAndLineBreaksVanishOutsideTextsEvenInsideWordsAndNames() throws ReaderException {
        assertEquals("«ШАГ»Х12=«ВЫПОЛНИТЬ»", symbols("«Ш\nАГ» X 1\n2 = «ВЫП ол\nнить»"));
    }

    @Test
    void latinTwinsAreTheCyrillicLettersAndTheOtherLatinLettersStayLatin() throws ReaderException {
        assertEquals("АВСЕНКМОРТХУ", symbols("ABCEHKMOPTXY"));
        assertEquals("DFGIJLNQRSUVWZ", symbols("DFGIJLNQRSUVWZ"));
        assertEquals("ЛL", symbols("ЛL"));
    }

    @Test
    void lowerCaseIsReadAsCapitals() throws ReaderException {
        assertEquals("«ВЫВОД»Х", symbols("«вывод»x"));
    }

    @Test
    void aServiceWordMayBeAnyPrefixNoOtherWordShares() throws ReaderException {
        assertEquals("«ЕСЛИ»«ШАГ»«ДЛЯ»«ЗНАЧЕНИЙ»«СТРОКА»«ПРОБЕЛ»«КОНЕЦ»«РАЗРЯДНОСТЬ»",
                symbols("«Е»«Ш»«ДЛ»«ЗНАЧ»«СТР»«ПР»«КОН»«РАЗР»"));
    }

    @Test
    void aWholeWordWithOneLetterAmissIsStillKnown() throws ReaderException {
        assertEquals("«РАЗРЯДНОСТЬ»«ВЫПОЛНИТЬ»«ЗНАЧЕНИЙ»", symbols("«РАЗРДНОСТЬ»«ВЫПОЛНИТЬЬ»«ЗНАЧЕНИИЙ»"));
    }

    @Test
    void aPrefixThatGoesAstrayIsNoWordOfTheMachine() {
        for (String typed : new String[] {"«ВЫПП»", "«РАЗРХ»", "«КОНЕЦЦЦ»"}) {
            ReaderException e = assertThrows(ReaderException.class, () -> symbols("X=1;" + typed + "X"), typed);
            assertEquals("reader.word.unknown", e.key(), typed);
            assertEquals(new SourcePosition(1, 5), e.position(), typed);
        }
    }

    @Test
    void anAmbiguousPrefixIsRefusedWithTheWordsItCouldBe() {
        ReaderException e = assertThrows(ReaderException.class, () -> symbols("X=1;«ВЫ»X"));
        assertEquals("reader.word.ambiguous", e.key());
        assertEquals(new SourcePosition(1, 5), e.position());
        assertEquals("«ВЫ»", e.arguments()[0]);
        assertEquals("«ВЫПОЛНИТЬ», «ВЫВОД»", e.arguments()[1]);
    }

    @Test
    void aBracketAfterANameIsASubscriptAnywhereElseAText() throws ReaderException {
        assertEquals("«ВЫВОД»01⟦ДЕЛАЮ СВОИ ХОД⟧,Х1[Р[1,2]]", symbols("«ВЫВОД»01[ДЕЛАЮ СВОИ ХОД],X1[P[1, 2]]"));
        assertEquals("«ВЫВОД»⟦N=⟧,N", symbols("«ВЫВОД»[N=],N"));
    }

    @Test
    void aTextKeepsItsBlanksButNotTheBooksLineBreaks() throws ReaderException {
        assertEquals("⟦ИГРА  НИМ⟧", symbols("[ИГРА  Н\nИМ]"));
    }

    @Test
    void signsCanBeTypedTheAsciiWay() throws ReaderException {
        assertEquals("«ЕСЛИ»Х≤2×У↑3≥ε(Σ)≠₣√Π⏨«ТО»◊", symbols("<<ЕСЛИ>>X<=2*Y^3>=\\E(\\S)<>\\F\\R\\P\\10<<ТО>>$"));
    }

    @Test
    void scannedVariantsOfSignsAreRead() throws ReaderException {
        assertEquals("Х=3-У◊", symbols("X=3—Y◇"));
    }

    @Test
    void anUnknownSignIsRefusedWhereItStands() {
        ReaderException e = assertThrows(ReaderException.class, () -> symbols("X=1;\nY=2%"));
        assertEquals("reader.sign.unknown", e.key());
        assertEquals(new SourcePosition(2, 4), e.position());
    }

    @Test
    void anUnclosedTextIsRefusedAtItsBracket() {
        ReaderException e = assertThrows(ReaderException.class, () -> symbols("«ВЫВОД»[АБВ"));
        assertEquals("reader.text.unclosed", e.key());
        assertEquals(new SourcePosition(1, 8), e.position());
    }

    @Test
    void everySymbolKnowsWhereItWasTyped() throws ReaderException {
        SymbolText t = TapeReader.read("X = 1;\n  «НА» 5");
        assertEquals("Х=1;«НА»5", t.symbols());
        assertEquals(new SourcePosition(1, 5), t.positionOf(2));
        assertEquals(new SourcePosition(2, 3), t.positionOf(4));
        assertEquals(new SourcePosition(2, 8), t.positionOf(8));
    }

    @Test
    void aSymbolsPlaceCountsNoCarriageReturnAndTheEndIsAfterTheLastTypedSign() throws ReaderException {
        SymbolText crlf = TapeReader.read("X=1;\r\nY=2\r\n\r\n");
        assertEquals(new SourcePosition(2, 1), crlf.positionOf(4));
        assertEquals(new SourcePosition(2, 3), crlf.positionOf(6));
        assertEquals(new SourcePosition(2, 4), crlf.positionOf(7));
        assertEquals("X=1;", crlf.sourceLine(1));
        assertEquals("", crlf.sourceLine(4));
        SymbolText inner = TapeReader.read("X=1;\rY=2");
        assertEquals(new SourcePosition(1, 5), inner.positionOf(4));
        assertEquals(new SourcePosition(1, 1), inner.positionOf(-1));
    }
}
