package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;
import su.mir2.console.host.Tool;
import su.mir2.messages.Messages;

class OperatorCommandTest {
    @Test
    void aCommandIsItsNameOrAPrefixOnlyItHasInEitherLanguage() {
        assertEquals(OperatorCommand.START, OperatorCommand.parse(":пуск").command());
        assertEquals(OperatorCommand.START, OperatorCommand.parse(":ПУ").command());
        assertEquals(OperatorCommand.QUIT, OperatorCommand.parse(":q").command());
        assertEquals(OperatorCommand.STATE, OperatorCommand.parse(":state").command());
        assertNull(OperatorCommand.parse(":xyz").command());
        assertEquals(List.of(OperatorCommand.START, OperatorCommand.STATE), OperatorCommand.parse(":sta").candidates());
        assertEquals(List.of(OperatorCommand.HELP, OperatorCommand.PROGRAM), OperatorCommand.parse(":п").candidates()
                .subList(1, 3));
    }

    @Test
    void theArgumentIsTheRestOfTheLine() {
        OperatorCommand.Parsed p = OperatorCommand.parse(":лента  programs/book/nim/printed.alm ");
        assertEquals(OperatorCommand.TAPE, p.command());
        assertEquals("programs/book/nim/printed.alm", p.argument());
    }

    /** A file's name may hold blanks: :лента takes the whole rest of the line; :шаг takes one word. */
    @Test
    void aCommandTakesSoManyWordsAndNoMore() {
        Messages tool = Messages.of(Tool.BUNDLE, Messages.ENGLISH);
        assertNull(OperatorCommand.parse(":tape my games/nim.alm").refusal(tool));
        assertNull(OperatorCommand.parse(":memory 1  8").refusal(tool));
        assertEquals("the command :step takes no '4 5'", OperatorCommand.parse(":шаг 3 4 5").refusal(tool));
        assertEquals("the command :where takes no 'now'", OperatorCommand.parse(":where now").refusal(tool));
    }

    @Test
    void aCommandIsTypedInTheLanguageOfTheMessages() {
        assertEquals(":пуск", OperatorCommand.START.typed(Messages.RUSSIAN));
        assertEquals(":start", OperatorCommand.START.typed(Messages.ENGLISH));
    }

    @Test
    void speedsAreNamedInEitherLanguage() {
        assertEquals(Speed.AUTHENTIC, Speed.parse("authentic"));
        assertEquals(Speed.AUTHENTIC, Speed.parse("ист"));
        assertEquals(Speed.FULL, Speed.parse("ПОЛНАЯ"));
        assertEquals(Speed.FULL, Speed.parse("f"));
        assertNull(Speed.parse("fast"));
        assertNull(Speed.parse(""));
    }
}
