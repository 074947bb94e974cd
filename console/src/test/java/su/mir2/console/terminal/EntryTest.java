package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class EntryTest {
    @Test
    void theFirstServiceWordTellsADirectiveFromAProgram() {
        assertEquals(EntryKind.DIRECTIVE, Entry.kindOf("«ВЫП» Т=2; «НА» 9 «КОН» ◊"));
        assertEquals(EntryKind.DIRECTIVE, Entry.kindOf("  <<выполнить>> «КОН» ◊"));
        assertEquals(EntryKind.DIRECTIVE, Entry.kindOf("«ВМЕСТО» M=1 «ЗАПИСАТЬ» M=2 ◊"));
        assertEquals(EntryKind.DIRECTIVE, Entry.kindOf("«В Ы П»А=А;«НА»2«ГДЕ»Х1[12]=0«КОН»◊"));
        assertEquals(EntryKind.PROGRAM, Entry.kindOf("«ВЫВОД»[А]«ГДЕ»«КОН»◊"));
        assertEquals(EntryKind.PROGRAM, Entry.kindOf("«РАЗР»2;Х=1«КОН»◊"));
        assertEquals(EntryKind.PROGRAM, Entry.kindOf("Х=1«КОН»◊"));
        assertEquals(EntryKind.COMMAND, Entry.kindOf(":пуск"));
        assertEquals(EntryKind.BLANK, Entry.kindOf("  \n "));
    }

    @Test
    void aTextIsCompleteAtItsEndSignOutsideBrackets() {
        assertFalse(Entry.isComplete("«РАЗР»2;"));
        assertFalse(Entry.isComplete("«ВЫВОД»[ВАШ ХОД ◊"));
        assertTrue(Entry.isComplete("«ВЫВОД»[ВАШ ХОД ◊]«КОН» ◊"));
        assertTrue(Entry.isComplete("«ВЫП» Т=2 «КОН» $"));
        assertTrue(Entry.isComplete(":выход"));
        assertTrue(Entry.isComplete(""));
    }
}
