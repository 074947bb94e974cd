package su.mir2.console.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.util.List;
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
}
