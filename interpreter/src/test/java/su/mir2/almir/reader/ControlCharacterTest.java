package su.mir2.almir.reader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The MIR's alphabet has no control characters: the reader refuses one wherever it stands. */
class ControlCharacterTest {
    private static ReaderException refusal(String typed) {
        return assertThrows(ReaderException.class, () -> TapeReader.read(typed));
    }

    private static void assertRefused(String typed, int line, int column, String code) {
        ReaderException e = refusal(typed);
        assertEquals("reader.control", e.key());
        assertEquals(new SourcePosition(line, column), e.position());
        assertEquals(1, e.arguments().length);
        assertEquals(code, e.arguments()[0]);
    }

    @Test
    void anEscapeInATextIsRefusedWhereItStands() {
        assertRefused("«РАЗР»2;\n«ВЫВОД»[А\u001B[2J]«КОН»◊", 2, 10, "U+001B");
    }

    @Test
    void anEscapeBetweenStatementsAndInAServiceWordIsRefused() {
        assertRefused("X=1;\u001B]0;T\u0007", 1, 5, "U+001B");
        assertRefused("«ВЫ\u001BВОД»", 1, 4, "U+001B");
    }

    @Test
    void deleteC1AndInvisibleFormatCharactersAreRefusedToo() {
        assertRefused("X=1\u007F", 1, 4, "U+007F");
        assertRefused("X=1\u009B2J", 1, 4, "U+009B");
        assertRefused("«ВЫВОД»[А\u200BБ]", 1, 10, "U+200B");
        assertRefused("«ВЫВОД»[А\u202EБ]", 1, 10, "U+202E");
        assertRefused("X=\u20661", 1, 3, "U+2066");
        assertRefused("«ВЫВОД»[\f]", 1, 9, "U+000C");
    }

    @Test
    void theLineLayoutIsReadAsBefore() throws ReaderException {
        assertEquals("Х=1;У=2", TapeReader.read("X=1;\t\r\nY=2\f").symbols());
        assertEquals("«ВЫВОД»⟦А\tВ⟧", TapeReader.read("«ВЫВОД»[A\tB\r\n]").symbols());
    }
}
