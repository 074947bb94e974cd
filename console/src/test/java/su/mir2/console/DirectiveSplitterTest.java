package su.mir2.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import org.junit.jupiter.api.Test;

class DirectiveSplitterTest {
    private static DirectiveSplitter over(String typed) {
        return new DirectiveSplitter(new BufferedReader(new StringReader(typed)));
    }

    @Test
    void aDirectiveEndsOnTheLineOfItsEndSignAndMayTakeSeveralLines() throws IOException {
        DirectiveSplitter s = over("«ВЫП» T=6;\n P=5; «НА»L5 «КОН» ◊\n\n«ВЫП»L=3;«НА»2«КОН»$\n");
        assertEquals("«ВЫП» T=6;\n P=5; «НА»L5 «КОН» ◊", s.next());
        assertEquals("«ВЫП»L=3;«НА»2«КОН»$", s.next());
        assertNull(s.next());
    }

    @Test
    void anEndSignInsideATextDoesNotEndTheDirective() throws IOException {
        DirectiveSplitter s = over("«ВЫП»«ВЫВОД»[◊]\n«КОН»◇\n");
        assertEquals("«ВЫП»«ВЫВОД»[◊]\n«КОН»◇", s.next());
    }

    @Test
    void anUnfinishedDirectiveAtTheEndOfTheInputIsStillGiven() throws IOException {
        assertEquals("«ВЫП»X=1«КОН»", over("«ВЫП»X=1«КОН»").next());
    }
}
