package su.mir2.console.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.util.List;
import su.mir2.machine.typewriter.StringPaper;
import org.junit.jupiter.api.Test;

class ProtocolTest {
    @Test
    void commentsOperatorLinesEscapesAndTheResultMode() {
        Protocol p = Protocol.parse("# source\n#! mode: result\nВАШ ХОД ◊\n> «ВЫП»L=3;«НА»2«КОН»◊\n\\> не оператор\n");
        assertTrue(p.resultOnly());
        assertEquals(List.of(new Protocol.Line(false, "ВАШ ХОД ◊"), new Protocol.Line(true, "«ВЫП»L=3;«НА»2«КОН»◊"),
                new Protocol.Line(false, "> не оператор")), p.lines());
        assertFalse(Protocol.parse("А\n").resultOnly());
    }

    /**
     * Any text reads as a paper of machine lines; only a comment, a mark or an operator's line shows it a
     * protocol, and a mark that cannot stand where it stands shows it none.
     */
    @Test
    void aTextLooksLikeAProtocolByTheFormatsOwnNotation() {
        assertFalse(Protocol.parse("«РАЗР»2;X=1«КОН»◊\nВАШ ХОД ◊\n").looksLikeOne());
        assertFalse(Protocol.parse("\\> не оператор\n").looksLikeOne());
        assertTrue(Protocol.parse("# source\nВАШ ХОД ◊\n").looksLikeOne());
        assertTrue(Protocol.parse("ВАШ ХОД ◊\n>«ВЫП»L=3«КОН»◊\n").looksLikeOne());
        assertTrue(Protocol.parse("#! mode: result\nB=1\n").looksLikeOne());
        assertFalse(Protocol.parse("#! frobnicate\nВАШ ХОД ◊\n").looksLikeOne());
    }

    @Test
    void thePaperIsWrittenInTheSameFormat() {
        StringWriter out = new StringWriter();
        ProtocolPaper paper = new ProtocolPaper(out);
        paper.write("ВАШ ХОД ◊\n");
        paper.operator("«ВЫП»L=3;«НА»2«КОН»◊");
        paper.write("#1\n\\2\nНЕ");
        paper.close();
        assertEquals("ВАШ ХОД ◊\n> «ВЫП»L=3;«НА»2«КОН»◊\n\\#1\n\\\\2\nНЕ\n", out.toString());
        assertEquals(List.of(new Protocol.Line(false, "ВАШ ХОД ◊"), new Protocol.Line(true, "«ВЫП»L=3;«НА»2«КОН»◊"),
                new Protocol.Line(false, "#1"), new Protocol.Line(false, "\\2"), new Protocol.Line(false, "НЕ")),
                Protocol.parse(out.toString()).lines());
    }

    /** The paper people read shows a typed control character by its code; the protocol keeps it. */
    @Test
    void aTypedLineWithAControlCharacterIsEscapedAndReadBack() {
        String typed = "«ВЫП»Т=2\u0015;\\u0015\\\t\u200B«КОН»◊";
        StringWriter out = new StringWriter();
        ProtocolPaper paper = new ProtocolPaper(out);
        paper.operator(typed);
        paper.operator("«ВЫП»\\u0015«КОН»◊");
        paper.close();
        assertEquals(">\\ «ВЫП»Т=2\\u0015;\\\\u0015\\\\\t\\u200B«КОН»◊\n> «ВЫП»\\u0015«КОН»◊\n", out.toString());
        assertEquals(List.of(new Protocol.Line(true, typed), new Protocol.Line(true, "«ВЫП»\\u0015«КОН»◊")),
                Protocol.parse(out.toString()).lines());
        StringPaper shown = new StringPaper();
        shown.operator(typed);
        assertEquals("«ВЫП»Т=2U+0015;\\u0015\\\tU+200B«КОН»◊\n", shown.all());
    }

    @Test
    void theSessionsStepsAreReadInOrder() {
        String paper = SessionMarks.tape("a b.alm", "X") + "\n" + "> «ВМЕСТО» M=1 «ЗАПИСАТЬ» M=2 ◊\n"
                + SessionMarks.start() + "\nВАШ ХОД ◊\n" + String.join("\n", SessionMarks.typed("«РАЗР»1;\n\n«КОН»◊"))
                + "\n# пуск\n" + SessionMarks.start() + "\n";
        Protocol p = Protocol.parse(paper);
        assertEquals(List.of(new SessionStep.Tape("a b.alm", SessionMarks.sha256("X")),
                new SessionStep.Operator("«ВМЕСТО» M=1 «ЗАПИСАТЬ» M=2 ◊"), new SessionStep.Start(),
                new SessionStep.Typed("«РАЗР»1;\n\n«КОН»◊"), new SessionStep.Start()), p.steps());
        assertEquals(List.of(new Protocol.Line(true, "«ВМЕСТО» M=1 «ЗАПИСАТЬ» M=2 ◊"), new Protocol.Line(false, "ВАШ ХОД ◊")),
                p.lines());
        assertTrue(p.recordsSession());
        assertFalse(Protocol.parse("ВАШ ХОД ◊\n> «ВЫП»Х=1«КОН»◊\n").recordsSession());
    }
}
