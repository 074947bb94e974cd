package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class SignTypingTest {
    @Test
    void theWholeEntryIsShownInTheMachinesCharacters() {
        assertEquals("«ВЫП» Т=2; Л=1; «НА» 9 «КОН» ◊", SignTyping.canonical("<<вып>> т=2; л=1; <<на>> 9 <<кон>> $"));
        assertEquals("Х≤У; Х≥У; Х≠У; А×В↑2", SignTyping.canonical("x<=y; x>=y; x<>y; a*b^2"), "Latin b is the MIR's В");
        assertEquals("ε(Х)+₣(Х)+Σ(И=1,3,И)+Π(И=1,3,И)+√(4)+1⏨5", SignTyping.canonical("\\e(x)+\\F(x)+\\s(и=1,3,и)+\\P(и=1,3,и)+\\r(4)+1\\105"));
        assertEquals("«ВЫП» ◊", SignTyping.canonical("«ВЫП» ◇"));
    }

    @Test
    void insideATextOnlyLettersChange() {
        assertEquals("«ВЫВОД»[ДА <= $ *],А×2", SignTyping.canonical("<<вывод>>[да <= $ *],a*2"));
        assertEquals("«ВЫВОД»[ВАШ СОПЕРНИК — ЭВМ]", SignTyping.canonical("«ВЫВОД»[ваш соперник — ЭВМ]"));
    }

    @Test
    void aCommandIsLeftAsTyped() {
        assertEquals(":лента prog<<1>>.alm", SignTyping.canonical(":лента prog<<1>>.alm"));
    }

    @Test
    void theLongestWayOfTypingASignWins() {
        assertEquals(new SignTyping.Replacement(1, 4, '⏨'), SignTyping.afterKey("1\\10", 4));
        assertEquals(new SignTyping.Replacement(2, 4, '«'), SignTyping.afterKey("Х=<<", 4));
        assertEquals(new SignTyping.Replacement(1, 2, '×'), SignTyping.afterKey("А*", 2));
        assertNull(SignTyping.afterKey("А<", 2));
        assertNull(SignTyping.afterKey("1\\1", 3));
        assertNull(SignTyping.afterKey("[*", 2));
    }

    @Test
    void lettersAreTheMachinesCapitalsAndSignsStaySigns() {
        assertEquals('Т', SignTyping.letter('t'));
        assertEquals('Л', SignTyping.letter('л'));
        assertEquals('L', SignTyping.letter('l'));
        assertEquals('Е', SignTyping.letter('ё'));
        assertEquals('ε', SignTyping.letter('ε'));
        assertEquals('Σ', SignTyping.letter('Σ'));
        assertEquals('=', SignTyping.letter('='));
    }
}
