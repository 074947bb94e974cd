package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import su.mir2.console.terminal.TypingContext.Place;

class TypingContextTest {
    private static Place at(String text) {
        return TypingContext.at(text, text.length());
    }

    @Test
    void aBracketAfterANameOpensASubscriptAnywhereElseAText() {
        assertEquals(Place.PROGRAM, at("A[I"));
        assertEquals(Place.PROGRAM, at("SUM1 [I"));
        assertEquals(Place.TEXT, at("«ВЫВОД»["));
        assertEquals(Place.TEXT, at("«ВЫВОД»01["));
        assertEquals(Place.TEXT, at("<<ВЫВОД>> 01, ["));
        assertEquals(Place.PROGRAM, at("«ВЫВОД»[А]"));
        assertEquals(Place.PROGRAM, at("A[B[1]]"));
    }

    @Test
    void guillemetsTypedEitherWayOpenAndCloseAServiceWord() {
        assertEquals(Place.SERVICE_WORD, at("«ВЫ"));
        assertEquals(Place.SERVICE_WORD, at("<<ВЫ"));
        assertEquals(Place.PROGRAM, at("<<ВЫП>>"));
        assertEquals(Place.SERVICE_WORD, at("<<ВЫП>"));
        assertEquals(Place.PROGRAM, at("X<"));
        assertEquals(Place.PROGRAM, at("X<="));
    }

    @Test
    void aServiceWordBeforeABracketIsNotAName() {
        assertEquals(Place.TEXT, at("«ТО»["));
        assertEquals(Place.TEXT, at("«ТО» ["));
    }

    @Test
    void aLineStartingWithAColonIsACommand() {
        assertEquals(Place.COMMAND, at(":лента A[1"));
        assertEquals(Place.COMMAND, at("  :пуск"));
    }
}
