package su.mir2.almir.reader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * A column counts characters as the user does: an emoji (two Java chars) is one, a CJK character is
 * one, a carriage return none — alike for the reader's refusals, the parser's places and the way back
 * from a place to the text.
 */
class ColumnsTest {
    @Test
    void theReaderRefusesASignAtItsColumnAfterAnEmojiInAText() {
        // [ 1, 😀 2, ] 3, 😀 4
        ReaderException e = assertThrows(ReaderException.class, () -> TapeReader.read("[😀]😀"));
        assertEquals("reader.sign.unknown", e.key());
        assertEquals(new SourcePosition(1, 4), e.position());
        // line 2: [ 1, 中 2, 😀 3, ] 4, Х 5, ; 6, % 7
        ReaderException second = assertThrows(ReaderException.class, () -> TapeReader.read("Х=1;\r\n[中😀]Х;%"));
        assertEquals(new SourcePosition(2, 7), second.position());
    }

    @Test
    void aSymbolsPlaceAndTheWayBackCountEmojiAndCjkAsOneColumnEach() throws ReaderException {
        String typed = "[😀]Х=1;\r\n[中😀]У=2;[😀]  \n";
        SymbolText t = TapeReader.read(typed);
        int x = t.symbols().indexOf('Х');
        int y = t.symbols().indexOf('У');
        assertEquals(new SourcePosition(1, 4), t.positionOf(x));
        assertEquals(new SourcePosition(2, 5), t.positionOf(y));
        assertEquals(typed.indexOf('У'), SymbolText.offsetIn(typed, new SourcePosition(2, 5)));
        // the end, where a missing «КОНЕЦ» is pointed at, is after the last ]: [ 9, 😀 10, ] 11
        assertEquals(new SourcePosition(2, 12), t.positionOf(t.symbols().length()));
    }

    @Test
    void aColumnAndItsOffsetAreFoundEachFromTheOther() {
        String line = "А😀\r中Б";
        assertEquals(1, Columns.of(line, 0, 0));
        assertEquals(2, Columns.of(line, 0, 1));
        assertEquals(3, Columns.of(line, 0, 4));
        assertEquals(4, Columns.of(line, 0, 5));
        assertEquals(5, Columns.of(line, 0, 6));
        assertEquals(1, Columns.offset(line, 0, 6, 2));
        assertEquals(4, Columns.offset(line, 0, 6, 3));
        assertEquals(5, Columns.offset(line, 0, 6, 4));
        assertEquals(6, Columns.offset(line, 0, 6, 9));
    }
}
