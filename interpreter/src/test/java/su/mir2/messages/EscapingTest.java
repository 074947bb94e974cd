package su.mir2.messages;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import su.mir2.almir.reader.SourcePosition;

/** No text the user is shown carries a control character raw: it is named by its code. */
class EscapingTest {
    @Test
    void aLineShowsEveryControlCharacterByItsCode() {
        assertEquals("АU+001B[2JБU+000AВU+0009U+200FU+0085", Escaping.escape("А\u001B[2JБ\nВ\t\u200F\u0085"));
        assertEquals("ИГРА НИМ ◊", Escaping.escape("ИГРА НИМ ◊"));
        assertEquals("XU+E0001Y", Escaping.escape("X\uDB40\uDC01Y"));
    }

    @Test
    void paperKeepsItsLineBreaksAndTabs() {
        assertEquals("А\nU+001B]0;TU+0007\tБU+000D\n", Escaping.escapeKeepingLayout("А\n\u001B]0;T\u0007\tБ\r\n"));
    }

    @Test
    void aMessagesArgumentIsEscaped() {
        assertEquals("unknown service word «U+001B[2J»",
                Messages.forLanguage("en").get("reader.word.unknown", "«\u001B[2J»"));
    }

    @Test
    void aDiagnosticShowsTheTypedLineEscapedWithTheCaretUnderThePlace() {
        Diagnostic d = new Diagnostic("p\u001B", new SourcePosition(1, 12), "«ВЫВОД»[А\u001B[2J]Х", "reader.sign.unknown",
                new Object[] {"\u001B", "U+001B"});
        assertEquals("pU+001B:1:12: ERROR: unknown sign 'U+001B' (U+001B)\n"
                + "    «ВЫВОД»[АU+001B[2J]Х\n"
                + "                    ^", d.format(Messages.forLanguage("en")));
    }
}
