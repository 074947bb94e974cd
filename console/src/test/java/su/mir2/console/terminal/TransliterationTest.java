package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TransliterationTest {
    @Test
    void theLongestCombinationOfKeysWins() {
        assertEquals("ЩИ", Transliteration.render("shchi"));
        assertEquals("ШАГ", Transliteration.render("shag"));
        assertEquals("СХОД", Transliteration.render("skhod"));
        assertEquals("ЖЁ".replace('Ё', 'Е'), Transliteration.render("zhyo"));
        assertEquals("ЮЯ", Transliteration.render("yuja"));
    }

    @Test
    void theServiceWordsOfTheMachine() {
        assertEquals("ВЫПОЛНИТЬ", Transliteration.render("vypolnit'"));
        assertEquals("ЗНАЧЕНИЙ", Transliteration.render("znachenij"));
        assertEquals("ЭВМ", Transliteration.render("e'vm"));
        assertEquals("РАЗРЯДНОСТЬ", Transliteration.render("RAZRYADNOST'"));
    }

    @Test
    void aKeyWithoutALetterStaysALatinCapital() {
        assertEquals("Q", Transliteration.render("q"));
    }
}
