package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jline.terminal.Terminal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.machine.MachineOptions;

/**
 * The MIR-2 screen at the console. A dumb terminal cannot draw in place, so each frame is printed as
 * a block; the frames themselves are the screen's (docs/fidelity.md, "Display").
 */
class DisplayTest {
    /** A blinker in the book's evolution program's manner: the structure, «СТРОКА»2, the tact. */
    static final String BLINKER = """
            «РАЗР»2;«ВЫВОД»[ЭВОЛЮЦИЯ],«СТРОКА»;T=0;
            1.«ДЛЯ»I=1«ШАГ»1«ДО»3«ВЫП»(«ВЫВОД»«СТРОКА»;«ДЛЯ»J=1«ШАГ»1«ДО»3«ВЫП»
            («ЕСЛИ»A[I,J]>0«ТО»(«ВЫВОД»[0])«ИНАЧЕ»(«ВЫВОД»[.])));
            T=T+1;«ЕСЛИ»T>R«ТО»(«СТОП»);«ВЫВОД»«ЗНАЧЕНИЙ»«СТРОКА»2,T,«ПРОБЕЛ»2,[ТАКТ];
            «ДЛЯ»I=1«ШАГ»1«ДО»3«ВЫП»(«ДЛЯ»J=1«ШАГ»1«ДО»3«ВЫП»B[J,I]=A[I,J]);
            «ДЛЯ»I=1«ШАГ»1«ДО»3«ВЫП»(«ДЛЯ»J=1«ШАГ»1«ДО»3«ВЫП»A[I,J]=B[I,J]);
            «НА»1«ГДЕ»R=2;A[3,3]=0,1,0,0,1,0,0,1,0;B[3,3]«КОНЕЦ»◊
            """;

    @TempDir
    Path dir;

    @Test
    void withDisplayEveryOutputIsDrawnFrameByFrameAndThePaperKeepsTheEndSign() throws Exception {
        Path paper = dir.resolve("p.txt");
        ConsoleOptions options = new ConsoleOptions(Speed.FULL, true, paper, dir.resolve("history"));
        try (ConsoleDriver at = ConsoleDriver.start(Terminal.TYPE_DUMB, MachineOptions.defaults(), options, "ru",
                BLINKER, "blinker.alm", false)) {
            at.enter(":пуск\r");
            at.leave(":выход\r");
            assertEquals(InterruptTest.welcomeWithoutTyping()
                    + "# программа blinker.alm введена с перфоленты, знаков: " + InterruptTest.symbols(BLINKER)
                    + ". Пуск: :пуск (F5).\n" + """
                    > :пуск
                    ── экран МИР-2, кадр 1 ──
                    ЭВОЛЮЦИЯ
                    ────
                    ── экран МИР-2, кадр 2 ──
                    .0.
                    .0.
                    .0.
                    ────
                    ── экран МИР-2, кадр 3 ──
                    1  ТАКТ
                    ...
                    000
                    ...
                    ────
                    ── экран МИР-2, кадр 4 ──
                    2  ТАКТ
                    .0.
                    .0.
                    .0.
                    ────
                    ◊
                    > :выход
                    # пульт выключен.
                    """, at.output());
        }
        assertEquals(Programs.paperOpening(BLINKER, "blinker.alm") + """
                ◊
                """, Files.readString(paper, StandardCharsets.UTF_8));
    }

    @Test
    void screenOutputAndTypewriterOutputAgreeWheneverThePaperSpeaks() throws Exception {
        String program = "«РАЗР»2;«ВЫВОД»2,[А],«СТРОКА»2;«ВЫВОД»[ТЕКСТ];«ВЫВОД»2,[Б];«ВВОД»1;"
                + "«ВЫВОД»2,[В];«СТОП»«ГДЕ»«КОНЕЦ»◊";
        try (ConsoleDriver at = ConsoleDriver.start(dir.resolve("history"), null, program, "t.alm")) {
            at.enter(":пуск\r");
            at.enter("<<вып>> <<кон>> $\r");
            at.leave(":выход\r");
            assertEquals(InterruptTest.welcomeWithoutTyping()
                    + "# программа t.alm введена с перфоленты, знаков: " + InterruptTest.symbols(program)
                    + ". Пуск: :пуск (F5).\n" + """
                    > :пуск
                    ── экран МИР-2, кадр 1 ──
                    А
                    ────
                    ТЕКСТ
                    ── экран МИР-2, кадр 2 ──
                    Б
                    ────
                     ◊
                    > «ВЫП» «КОН» ◊
                    ◊
                    > :выход
                    # пульт выключен.
                    """, at.output());
        }
    }

    /**
     * A terminal with cursor control keeps the screen and the status line at its bottom (JLine's
     * status area), drawn in place: no frame is printed on the paper.
     */
    @Test
    void onATerminalWithCursorControlTheScreenIsDrawnInPlaceAboveTheStatusLine() throws Exception {
        ConsoleOptions options = new ConsoleOptions(Speed.FULL, true, null, dir.resolve("history"));
        try (ConsoleDriver at = ConsoleDriver.start("xterm", MachineOptions.defaults(), options, "ru",
                BLINKER, "blinker.alm", false)) {
            at.enter(":пуск\r");
            at.leave(":выход\r");
            String received = at.received();
            // JLine redraws only what changed, so of later frames only their new characters are sent
            assertTrue(received.contains("экран МИР-2, кадр 1"), "the first frame drawn");
            assertTrue(received.contains("ЭВОЛЮЦИЯ"), received);
            assertTrue(received.contains("1  ТАКТ"), received);
            assertTrue(received.contains("остановлена («СТОП»)"), "the status line says why the machine halted");
            assertFalse(received.contains("────\n"), "no frame printed as a block on the paper");
        }
    }
}
