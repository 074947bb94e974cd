package su.mir2.messages;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import su.mir2.almir.reader.SourcePosition;

/**
 * A quoted line with wide characters: the caret under its character at a terminal, and the line clipped
 * by the columns it takes. Widths as Unicode's East Asian Width (UAX #11) gives them: W and F two.
 */
class DisplayWidthTest {
    @Test
    void wideAndFullwidthCharactersTakeTwoColumnsTheRestOne() {
        assertEquals(2, DisplayWidth.of('中'));
        assertEquals(2, DisplayWidth.of(0x1F600)); // 😀, W
        assertEquals(2, DisplayWidth.of('Ａ')); // FULLWIDTH LATIN CAPITAL LETTER A, F
        assertEquals(2, DisplayWidth.of('가')); // the first Hangul syllable
        assertEquals(2, DisplayWidth.of(0x231A)); // ⌚, W although below the emoji planes
        assertEquals(2, DisplayWidth.of(0x3000)); // IDEOGRAPHIC SPACE, F
        assertEquals(1, DisplayWidth.of(0x303F)); // IDEOGRAPHIC HALF FILL SPACE, N: just after a run
        assertEquals(1, DisplayWidth.of(0xD7A4)); // just after the Hangul syllables
        assertEquals(1, DisplayWidth.of('ｱ')); // HALFWIDTH KATAKANA LETTER A, H
        assertEquals(0, DisplayWidth.of(0x0301)); // COMBINING ACUTE ACCENT
        // the MIR's signs, ambiguous or neutral, are one column in a Western terminal
        for (char c : "ХЮ↑≤≥≠◊⏨ε₣Σ√Π×«»".toCharArray()) {
            assertEquals(1, DisplayWidth.of(c), String.valueOf(c));
        }
        assertEquals(7, DisplayWidth.of("[中😀]Х"));
    }

    @Test
    void theCaretStandsUnderItsCharacterAfterWideOnes() {
        // «ВЫВОД» 1-7, [ 8, 中 9, 😀 10, ] 11, Х 12: eleven characters before it, 13 columns
        Diagnostic d = new Diagnostic("p", new SourcePosition(1, 12), "«ВЫВОД»[中😀]Х", "reader.sign.unknown",
                new Object[] {"Х", "U+0425"});
        assertEquals("p:1:12: ERROR: unknown sign 'Х' (U+0425)\n"
                + "    «ВЫВОД»[中😀]Х\n"
                + "                 ^", d.format(Messages.forLanguage("en")));
    }

    @Test
    void aLineOfWideCharactersIsClippedToItsWidthInColumns() {
        // 40 columns of 中 before the caret's Х, 40 after: the window of 20 columns has the caret at its
        // middle, 10 columns (five 中) before it
        String line = "中".repeat(20) + "Х" + "中".repeat(20);
        Clip.Window w = Clip.line(line, 20, 20);
        assertEquals("…" + "中".repeat(5) + "Х" + "中".repeat(4) + "…", w.text());
        assertEquals(11, w.caret());
        // 18 columns: the window would begin at column 31, in the middle of a 中; it begins after it, at 32
        Clip.Window odd = Clip.line(line, 20, 18);
        assertEquals("…" + "中".repeat(4) + "Х" + "中".repeat(4) + "…", odd.text());
        assertEquals(9, odd.caret());
    }

    @Test
    void aLetterWithItsAccentWrittenAsTwoKeepsItsColumn() {
        // Й as И and a combining breve: 30 of them are 30 columns and 60 characters, cut at 20 columns
        String line = "И\u0306".repeat(30);
        Clip.Window w = Clip.line(line, 0, 20);
        assertEquals("И\u0306".repeat(20) + "…", w.text());
        assertEquals(0, w.caret());
    }

    @Test
    void aRunOfMarksOnOneLetterIsCutToTwoCharactersAColumn() {
        // 300 acute accents on А take no column, but a window of 20 columns holds 40 characters at most
        String line = "А" + "\u0301".repeat(300) + "Б";
        Clip.Window first = Clip.line(line, 0, 20);
        assertEquals("А" + "\u0301".repeat(39) + "…", first.text());
        assertEquals(0, first.caret());
        // at Б the window keeps 20 characters before it, all of them marks standing on the …
        Clip.Window last = Clip.line(line, 301, 20);
        assertEquals("…" + "\u0301".repeat(20) + "Б", last.text());
        assertEquals(1, last.caret());
    }
}
