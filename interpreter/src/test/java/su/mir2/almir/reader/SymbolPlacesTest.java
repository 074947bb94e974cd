package su.mir2.almir.reader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Random;
import org.junit.jupiter.api.Test;

class SymbolPlacesTest {
    @Test
    void everyPlaceComesBackAsAddedAcrossBlocksAndWideSymbols() {
        Random random = new Random(7);
        int n = 1000;
        int[] starts = new int[n];
        int[] ends = new int[n];
        SymbolPlaces places = new SymbolPlaces(0);
        int at = 0;
        for (int i = 0; i < n; i++) {
            // mostly one character after the last; now and then a long word, a long gap or a step back
            int skip = switch (random.nextInt(10)) {
                case 0 -> 15 + random.nextInt(100_000);
                case 1 -> -1;
                case 2 -> random.nextInt(15);
                default -> 0;
            };
            int length = random.nextInt(8) == 0 ? random.nextInt(40) : 1;
            starts[i] = Math.max(0, at + skip);
            ends[i] = starts[i] + length;
            if (i > 0 && random.nextInt(5) == 0) {
                // the next symbol of a service word
                starts[i] = starts[i - 1];
                ends[i] = ends[i - 1];
            }
            places.add(starts[i], ends[i]);
            at = ends[i];
        }
        places.trimmed();
        assertEquals(n, places.count());
        for (int i = 0; i < n; i++) {
            assertEquals(starts[i], places.start(i), "start of " + i);
            assertEquals(ends[i], places.end(i), "end of " + i);
        }
    }

    @Test
    void theReaderTellsWhereEachSymbolWasTyped() throws ReaderException {
        SymbolText text = TapeReader.read("X = 1\n  «вывод»  X");
        assertEquals("Х=1«ВЫВОД»Х", text.symbols());
        assertEquals(4, text.sourceStart(2));
        // a service word's symbols were all typed as the whole word
        for (int i = 3; i <= 9; i++) {
            assertEquals(8, text.sourceStart(i));
            assertEquals(15, text.sourceEnd(i + 1));
        }
        assertEquals(17, text.sourceStart(10));
        assertEquals(18, text.sourceEnd(11));
        assertEquals("2:3", text.positionOf(3).toString());
        assertEquals("2:12", text.positionOf(10).toString());
    }

    @Test
    void aPlacePastTheSymbolsIsRefused() {
        SymbolPlaces places = new SymbolPlaces(0);
        places.add(0, 1);
        assertThrows(IndexOutOfBoundsException.class, () -> places.start(1));
    }
}
