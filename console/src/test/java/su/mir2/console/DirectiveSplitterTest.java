package su.mir2.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import org.junit.jupiter.api.Test;
import su.mir2.machine.Mir2;
import su.mir2.console.protocol.DirectiveSplitter;

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
    void aBracketInATextOpensNothingSoTheTextEndsAtItsFirstClosingBracket() throws IOException {
        // as the reader takes it: «ВЫВОД»[A[B] prints А[В
        DirectiveSplitter s = over("«ВЫП» «ВЫВОД»[A[B] «КОН»◊\n«ВЫП»«ВЫВОД»M[L[1]]«КОН»◊\n«ВЫП» «ВЫВОД»X «КОН»◊\n");
        assertEquals("«ВЫП» «ВЫВОД»[A[B] «КОН»◊", s.next());
        assertEquals("«ВЫП»«ВЫВОД»M[L[1]]«КОН»◊", s.next());
        assertEquals("«ВЫП» «ВЫВОД»X «КОН»◊", s.next());
        assertNull(s.next());
        assertTrue(DirectiveSplitter.complete("«ВЫП» «ВЫВОД»[A[B] «КОН»◊"));
        assertFalse(DirectiveSplitter.complete("«ВЫП» «ВЫВОД»[A◊[B] «КОН»"));
    }

    @Test
    void aCarriageReturnAloneEndsALineAsALineFeedAndBothTogetherDo() throws IOException {
        DirectiveSplitter s = over("«ВЫП»X=1«КОН»◊\r«ВЫП»X=2\r«КОН»◊\r\n\r\n«ВЫП»X=3«КОН»◊\n\r«ВЫП»X=4«КОН»◊");
        assertEquals("«ВЫП»X=1«КОН»◊", s.next());
        assertEquals("«ВЫП»X=2\n«КОН»◊", s.next());
        assertEquals("«ВЫП»X=3«КОН»◊", s.next());
        assertEquals("«ВЫП»X=4«КОН»◊", s.next());
        assertNull(s.next());
    }

    @Test
    void anUnfinishedDirectiveAtTheEndOfTheInputIsStillGiven() throws IOException {
        assertEquals("«ВЫП»X=1«КОН»", over("«ВЫП»X=1«КОН»").next());
    }

    @Test
    void aDirectiveLongerThanTheMachineReadsIsKeptOneCharacterBeyondItAndTheNextOneIsWhole() throws IOException {
        String huge = "«ВЫП»" + "X=1;".repeat(2_500_000) + "«КОН»◊";
        DirectiveSplitter s = over(huge + "\n«ВЫП»L=3«КОН»◊\n");
        assertEquals(huge.substring(0, Mir2.DIRECTIVE_LIMIT + 1), s.next());
        assertEquals("«ВЫП»L=3«КОН»◊", s.next());
        assertNull(s.next());
    }

    @Test
    void manyLinesWithoutAnEndSignAreBoundedToo() throws IOException {
        String lines = "«ВЫП»[\n" + "X=1;]\n".repeat(1_000_000) + "◊\n";
        String got = over(lines).next();
        assertEquals(Mir2.DIRECTIVE_LIMIT + 1, got.length());
        assertEquals(lines.substring(0, Mir2.DIRECTIVE_LIMIT + 1), got);
    }

    @Test
    void aConsoleCommandIsAnEntryOfItsOwn() throws IOException {
        DirectiveSplitter s = new DirectiveSplitter(new BufferedReader(new StringReader("\n :пуск [\n«ВЫП»X=1\n«КОН»$\n")),
                line -> line.strip().startsWith(":"));
        assertEquals(" :пуск [", s.next());
        assertEquals("«ВЫП»X=1\n«КОН»$", s.next());
    }
}
