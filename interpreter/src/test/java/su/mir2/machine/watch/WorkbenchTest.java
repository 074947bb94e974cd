package su.mir2.machine.watch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import su.mir2.machine.halt.Halt;
import su.mir2.machine.MachineOptions;
import su.mir2.machine.Mir2;
import su.mir2.machine.typewriter.StringPaper;
import su.mir2.messages.Messages;

class WorkbenchTest {
    private static final String PROGRAM = """
            «РАЗРЯДНОСТЬ»3;
            S=0;
            «ДЛЯ»I=1«ШАГ»1«ДО»2«ВЫП»A[I]=I×3;
            «ЕСЛИ»A[2]>5«ТО»S=1;
            «ВЫВОД»S;
            «НА»5;
            S=9;
            5.«ВВОД»1
            «ГДЕ»A[2]=0,0
            «КОНЕЦ»◊
            """;

    private final StringPaper paper = new StringPaper();
    private final List<String> lines = new ArrayList<>();

    private Mir2 machine(long translateAfter) throws Exception {
        Mir2 m = new Mir2(MachineOptions.defaults().withMessages(Messages.forLanguage("en"))
                .withTranslateAfter(translateAfter), paper);
        try {
            m.load(PROGRAM, "t");
        } catch (su.mir2.machine.halt.MachineException e) {
            throw new AssertionError(e.diagnostic().format(m.messages()));
        }
        return m;
    }

    @Test
    void everyStepIsOneLineOfTheTrace() throws Exception {
        Mir2 m = machine(0);
        m.workbench().trace(lines::add);
        assertEquals(Halt.INPUT, m.start());
        assertEquals("""
                1  2:1  S=0  → S=0
                2  3:1  «ДЛЯ»I=1«ШАГ»1«ДО»2«ВЫПОЛНИТЬ»  → I=1
                3  3:1  «ДЛЯ»I=1«ШАГ»1«ДО»2«ВЫПОЛНИТЬ»  → loop goes on
                4  3:25  А[I]=I×3  → А[1]=3
                5  3:1  «ДЛЯ»I=1«ШАГ»1«ДО»2«ВЫПОЛНИТЬ»  → I=2
                6  3:1  «ДЛЯ»I=1«ШАГ»1«ДО»2«ВЫПОЛНИТЬ»  → loop goes on
                7  3:25  А[I]=I×3  → А[2]=6
                8  3:1  «ДЛЯ»I=1«ШАГ»1«ДО»2«ВЫПОЛНИТЬ»  → I=3
                9  3:1  «ДЛЯ»I=1«ШАГ»1«ДО»2«ВЫПОЛНИТЬ»  → loop ends
                10  4:1  «ЕСЛИ»А[2]>5«ТО»  → true
                11  4:17  S=1  → S=1
                12  5:1  «ВЫВОД»S  → printed «S=1»
                13  6:1  «НА»5  → to 5
                14  8:3  «ВВОД»1  → «ВВОД»: waits for a directive
                """, String.join("\n", lines) + "\n");
        assertEquals(14, m.steps());
    }

    @Test
    void theTraceTurnsTranslationOffAndCountsTheSameSteps() throws Exception {
        Mir2 untraced = machine(0);
        untraced.start();
        Mir2 traced = machine(0);
        traced.workbench().trace(lines::add);
        traced.start();
        assertEquals(untraced.steps(), traced.steps());
        assertEquals(lines.size(), traced.steps());
    }

    @Test
    void aBreakpointStopsBeforeItsStatementAndTheRunGoesOnFromThere() throws Exception {
        Mir2 m = machine(0);
        m.workbench().addBreakpoint(Breakpoint.atPlace(5, 1));
        assertEquals(Halt.BREAK, m.start());
        assertEquals("5:1", m.stoppedAt().position().toString());
        assertEquals(11, m.steps());
        m.workbench().stepping(2);
        m.workbench().stepLines(lines::add);
        assertEquals(Halt.STEPPED, m.resume());
        assertEquals(List.of("12  5:1  «ВЫВОД»S  → printed «S=1»", "13  6:1  «НА»5  → to 5"), lines);
        assertEquals(Halt.INPUT, m.resume());
        assertEquals(14, m.steps());
        assertEquals("S=1 ◊\n", paper.all());
    }

    @Test
    void aBreakpointAtALabelHoldsForADirectivesJumpIntoTheProgram() throws Exception {
        Mir2 m = machine(0);
        m.start();
        m.workbench().addBreakpoint(Breakpoint.atLabel("5"));
        assertEquals(Halt.BREAK, m.execute("«ВЫП»S=2;«НА»5«КОН»◊"));
        assertEquals("8:3", m.stoppedAt().position().toString());
    }
}
