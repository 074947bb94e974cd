package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.jline.terminal.Terminal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.machine.halt.Halt;
import su.mir2.machine.MachineOptions;

/**
 * Authentic speed: 7 characters a second on the typewriter, about 12 000 steps a second in the
 * machine, and never a wait that a key cannot cut short. Times are checked only from below, where the
 * pace holds; that nothing waits is seen by counting the waits, never by a clock.
 */
class PaceTest {
    @TempDir
    Path dir;

    @Test
    void atAuthenticSpeedSevenCharactersTakeASecond() {
        Pace pace = new Pace(Speed.AUTHENTIC);
        pace.begin(0);
        long start = System.nanoTime();
        for (int i = 0; i < 7; i++) {
            pace.character();
        }
        assertTrue(millisSince(start) >= 950, "7 characters in " + millisSince(start) + " ms");
    }

    @Test
    void atAuthenticSpeedSixThousandStepsTakeHalfASecond() {
        Pace pace = new Pace(Speed.AUTHENTIC);
        pace.begin(0);
        long start = System.nanoTime();
        pace.accept(6_000);
        assertTrue(millisSince(start) >= 480, "6000 steps in " + millisSince(start) + " ms");
    }

    @Test
    void aKeyEndsTheWaitingForTheRestOfTheRun() throws Exception {
        Pace pace = new Pace(Speed.AUTHENTIC);
        pace.begin(0);
        Thread key = new Thread(() -> {
            sleep(200);
            pace.hurry();
        });
        key.start();
        for (int i = 0; i < 70; i++) {
            pace.character();
        }
        pace.accept(120_000);
        key.join();
        // unhurried, each of the 70 characters and the block of steps would have waited
        assertTrue(pace.waitsBegun() < 71, pace.waitsBegun() + " waits");
        pace.begin(120_000);
        assertTrue(pace.typewriterPaced(), "the next run is paced again");
    }

    @Test
    void atFullSpeedNothingWaits() {
        Pace pace = new Pace(Speed.FULL);
        pace.begin(0);
        for (int i = 0; i < 1000; i++) {
            pace.character();
        }
        pace.accept(12_000_000);
        assertEquals(0, pace.waitsBegun());
    }

    @Test
    void aHurryEndsAWaitAtOnce() throws Exception {
        Pace pace = new Pace(Speed.AUTHENTIC);
        pace.begin(0);
        // twelve million steps are a thousand seconds on the MIR-2
        Thread run = new Thread(() -> pace.accept(12_000_000), "paced run");
        run.setDaemon(true);
        run.start();
        long patience = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (pace.waitsBegun() == 0 && System.nanoTime() < patience) {
            Thread.sleep(1);
        }
        assertEquals(1, pace.waitsBegun(), "the run waits");
        pace.hurry();
        run.join(TimeUnit.SECONDS.toMillis(20));
        assertFalse(run.isAlive(), "the wait ended when hurried");
    }

    /** «ВАШ ХОД» and the end sign: 10 characters, so more than a second and a quarter on the MIR. */
    private static final String MOVE = "«РАЗР»2;«ВЫВОД»[ВАШ ХОД];«СТОП»«ГДЕ»«КОНЕЦ»◊";

    @Test
    void theConsolePrintsAtTheTypewritersPace() throws Exception {
        ConsoleOptions options = new ConsoleOptions(Speed.AUTHENTIC, false, null, dir.resolve("history"));
        try (ConsoleDriver at = ConsoleDriver.start(Terminal.TYPE_DUMB, MachineOptions.defaults(), options, "ru",
                MOVE, "move.alm", false)) {
            long start = System.nanoTime();
            at.enter(":пуск\r");
            assertTrue(millisSince(start) >= 1_250, "10 characters in " + millisSince(start) + " ms");
            assertEquals(Halt.STOP, at.lastHalt());
            at.leave(":выход\r");
        }
    }

    @Test
    void aKeyHurriesTheTypewriterAndIsKeptForTheNextEntry() throws Exception {
        ConsoleOptions options = new ConsoleOptions(Speed.AUTHENTIC, false, null, dir.resolve("history"));
        try (ConsoleDriver at = ConsoleDriver.start(Terminal.TYPE_DUMB, MachineOptions.defaults(), options, "ru",
                MOVE, "move.alm", false)) {
            at.startRun(":пуск\r");
            at.type(":");
            at.awaitEntries(2);
            assertEquals(0, at.leave("выход\r"));
            assertEquals(InterruptTest.welcomeWithoutTyping()
                    + "# программа move.alm введена с перфоленты, знаков: " + InterruptTest.symbols(MOVE)
                    + ". Пуск: :пуск (F5).\n"
                    + "> :пуск\n"
                    + "ВАШ ХОД ◊\n"
                    + "> :выход\n"
                    + "# пульт выключен.\n", at.output(), "the key typed during the run began the next entry");
        }
    }

    private static long millisSince(long start) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
