package su.mir2.machine.display;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScreenTest {
    private final List<Frame> finished = new ArrayList<>();

    private Screen screen(int rows, int columns) {
        Screen s = new Screen(rows, columns);
        s.onFrame(finished::add);
        return s;
    }

    @Test
    void anEmptyLineFinishesTheFrameAndTheNextTextStartsOnAClearScreen() {
        Screen s = screen(24, 64);
        s.print("1  ТАКТ\n.0.\n..0\n000");
        s.newLine();
        s.newLine();
        assertEquals(List.of(new Frame(1, List.of("1  ТАКТ", ".0.", "..0", "000"), true)), finished);
        s.print("2  ТАКТ");
        assertEquals(new Frame(2, List.of("2  ТАКТ"), false), s.current());
        assertEquals(7, s.column());
    }

    @Test
    void theFrameBeingDrawnIsWhatTheScreenShowsUntilItIsFinished() {
        Screen s = screen(24, 64);
        assertEquals(Frame.BLANK, s.current());
        s.print("ЭВОЛЮЦИЯ\n");
        assertEquals(new Frame(1, List.of("ЭВОЛЮЦИЯ"), false), s.current());
        assertTrue(finished.isEmpty());
        s.print("\n");
        assertEquals(new Frame(1, List.of("ЭВОЛЮЦИЯ"), true), s.current());
        assertEquals(s.lastComplete(), s.current());
    }

    @Test
    void emptyLinesBeforeTheFirstTextAreNotDrawnAndFinishNothing() {
        Screen s = screen(24, 64);
        s.newLine();
        s.newLine();
        s.print("\n\nX=1");
        assertTrue(finished.isEmpty());
        assertEquals(new Frame(1, List.of("X=1"), false), s.current());
    }

    @Test
    void aLineOfBlanksIsNotEmptySoItStaysInsideTheFrame() {
        Screen s = screen(24, 64);
        s.print("A\n   \nB\n\n");
        assertEquals(List.of(new Frame(1, List.of("A", "", "B"), true)), finished);
    }

    @Test
    void aLineLongerThanARowGoesOnInTheNextRow() {
        Screen s = screen(5, 4);
        s.print("ABCDEFGHI");
        assertEquals(List.of("ABCD", "EFGH", "I"), s.current().lines());
        assertEquals(1, s.column());
    }

    @Test
    void aFrameLongerThanTheScreenScrollsWithinIt() {
        Screen s = screen(3, 10);
        s.print("1\n2\n3\n4\n5");
        assertEquals(List.of("3", "4", "5"), s.current().lines());
    }

    @Test
    void aFrameThatFillsTheScreenExactlyKeepsItsFirstRowWhenItEnds() {
        Screen s = screen(3, 10);
        s.print("1\n2\n3\n\n");
        assertEquals(List.of(new Frame(1, List.of("1", "2", "3"), true)), finished);
    }

    @Test
    void framesAreNumberedInTheOrderTheyWereDrawn() {
        Screen s = screen(24, 64);
        s.print("A\n\nB\n\nC");
        assertEquals(2, finished.size());
        assertEquals(1, finished.get(0).number());
        assertEquals(2, finished.get(1).number());
        assertEquals(3, s.current().number());
        assertFalse(s.current().complete());
    }
}
