package su.mir2.messages;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Paragraphs broken at blanks for a pipe or a file, a word of one letter kept with the next. */
class WrappedTest {
    @Test
    void aLineIsBrokenAtTheLastBlankWithinTheWidthAndGoesOnIndented() {
        assertEquals("one two\n  three\n  four", Clip.wrapped("one two three four", 10));
        assertEquals("  one two\n    three", Clip.wrapped("  one two three", 10));
    }

    @Test
    void aWordOfOneLetterGoesOnWithTheNextWord() {
        assertEquals("expected: . ( +\n  a name a number", Clip.wrapped("expected: . ( + a name a number", 17));
        assertEquals("нет места\n  в памяти", Clip.wrapped("нет места в памяти", 12));
        // signs of one character are no words, the machine's Greek ones included: a line may end in one
        assertEquals("found: ( +\n  name", Clip.wrapped("found: ( + name", 11));
        assertEquals("ожидалось: - ε\n  ₣ имя", Clip.wrapped("ожидалось: - ε ₣ имя", 15));
    }

    @Test
    void aLineOfOneLetterWordsIsStillBroken() {
        assertEquals("a b c d\n  e f", Clip.wrapped("a b c d e f", 8));
        assertEquals("averylongword\n  a b", Clip.wrapped("averylongword a b", 14));
    }
}
