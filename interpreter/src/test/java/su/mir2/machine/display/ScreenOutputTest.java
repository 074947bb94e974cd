package su.mir2.machine.display;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import su.mir2.machine.halt.Halt;
import su.mir2.machine.MachineOptions;
import su.mir2.machine.Mir2;
import su.mir2.machine.typewriter.StringPaper;

/** The screen as the machine's second output device: «ВЫВОД»2, and the display mode for everything. */
class ScreenOutputTest {
    private final StringPaper paper = new StringPaper();
    private final Screen screen = new Screen();
    private final List<Frame> frames = new ArrayList<>();

    ScreenOutputTest() {
        screen.onFrame(frames::add);
    }

    @Test
    void outputWithTheScreenCodeIsDrawnAndTheTypewriterKeepsTheRest() throws Exception {
        Mir2 machine = new Mir2(MachineOptions.defaults(), paper, screen);
        machine.load("«РАЗР»2;«ДЛЯ»I=1«ШАГ»1«ДО»2«ВЫП»(«ВЫВОД»2,[КАДР ],I,«СТРОКА»2);"
                + "«ВЫВОД»[ГОТОВО]«ГДЕ»I=0«КОНЕЦ»◊", "t");
        assertEquals(Halt.END, machine.start());
        assertEquals(List.of(new Frame(1, List.of("КАДР I=1"), true), new Frame(2, List.of("КАДР I=2"), true)),
                frames);
        assertEquals("ГОТОВО ◊\n", paper.take());
    }

    @Test
    void inDisplayModeOutputWithoutACodeIsDrawnAndOnlyTheEndSignIsTyped() throws Exception {
        Mir2 machine = new Mir2(MachineOptions.defaults(), paper, screen, true);
        machine.load("«РАЗР»2;«ВЫВОД»[ТАКТ],«СТРОКА»,[.0.],«СТРОКА»2,[ТАКТ 2]«ГДЕ»«КОНЕЦ»◊", "t");
        assertEquals(Halt.END, machine.start());
        assertEquals(List.of(new Frame(1, List.of("ТАКТ", ".0."), true)), frames);
        assertEquals(new Frame(2, List.of("ТАКТ 2"), false), screen.current());
        assertEquals("◊\n", paper.take());
    }
}
