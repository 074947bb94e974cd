package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * :лента of a named pipe: its open waits for a writer, which may never come. The console says so
 * after half a second, as a run from a pipe does; Ctrl-C gives the wait up, memory stays as it was,
 * and no thread is left waiting on the pipe.
 */
class TapeFromPipeTest {
    private static final String TYPED = "<<разр>> 2; х=7; <<вывод>> х <<кон>> $";
    private static final String ON_PAPER = "«РАЗР» 2; Х=7; «ВЫВОД» Х «КОН» ◊";
    private static final String WAITING = " — канал, в который ещё никто не пишет: жду (Ctrl-C — прекратить)";

    @TempDir
    Path dir;

    @Test
    void ctrlCGivesUpAPipeWithoutAWriterAndTheProgramAndItsVariablesRemain() throws Exception {
        Path pipe = pipe();
        try (ConsoleDriver at = ConsoleDriver.start(dir.resolve("history"), null, null, null)) {
            at.enter(TYPED + "\r");
            at.enter(":пуск\r");
            at.type(":лента " + pipe + "\r");
            at.awaitReceived(WAITING);
            at.enter("\u0003");
            at.enter("<<вып>> <<вывод>> х <<кон>> $\r");
            assertEquals(0, at.leave(":выход\r"));
            assertEquals(InterruptTest.welcome()
                    + "> " + ON_PAPER + "\n"
                    + "# программа введена, знаков: " + InterruptTest.symbols(ON_PAPER) + ". Пуск: :пуск (F5).\n"
                    + "> :пуск\n"
                    + "Х=7 ◊\n"
                    + "> :лента " + pipe + "\n"
                    + "# " + pipe + WAITING + "\n"
                    + "# :лента " + pipe + " отменена; память осталась прежней. Ещё раз Ctrl-C — выход.\n"
                    + "> «ВЫП» «ВЫВОД» Х «КОН» ◊\n"
                    + "Х=7 ◊\n"
                    + "> :выход\n"
                    + "# пульт выключен.\n", at.output());
        }
        awaitNoThreadOnThePipe();
    }

    /** A writer that opened the pipe and writes nothing: Ctrl-C gives up the read that waits for its text. */
    @Test
    void ctrlCGivesUpAPipeWhoseWriterWritesNothing() throws Exception {
        Path pipe = pipe();
        try (ConsoleDriver at = ConsoleDriver.start(dir.resolve("history"), null, null, null)) {
            CompletableFuture<OutputStream> writer = CompletableFuture.supplyAsync(() -> open(pipe));
            at.type(":лента " + pipe + "\r");
            try (OutputStream silent = writer.get(20, TimeUnit.SECONDS)) {
                at.enter("\u0003");
                // the second Ctrl-C leaves, as after a run stopped by one
                assertEquals(0, at.leave("\u0003"));
                assertEquals(InterruptTest.welcome()
                        + "> :лента " + pipe + "\n"
                        + "# :лента " + pipe + " отменена; память осталась прежней. Ещё раз Ctrl-C — выход.\n"
                        + ">\n"
                        + "# пульт выключен.\n", at.output());
                awaitNoThreadOnThePipe();
            }
        }
    }

    /** The pipe still waits when its writer comes after the note: the program is read in from it. */
    @Test
    void aPipeWhoseWriterComesLateIsReadIn() throws Exception {
        Path pipe = pipe();
        try (ConsoleDriver at = ConsoleDriver.start(dir.resolve("history"), null, null, null)) {
            at.type(":лента " + pipe + "\r");
            at.awaitReceived(WAITING);
            try (OutputStream late = Files.newOutputStream(pipe)) {
                late.write(ON_PAPER.getBytes(StandardCharsets.UTF_8));
            }
            at.awaitEntries(2);
            at.enter(":пуск\r");
            assertEquals(0, at.leave(":выход\r"));
            assertEquals(InterruptTest.welcome()
                    + "> :лента " + pipe + "\n"
                    + "# " + pipe + WAITING + "\n"
                    + "# программа " + pipe + " введена с перфоленты, знаков: " + InterruptTest.symbols(ON_PAPER)
                    + ". Пуск: :пуск (F5).\n"
                    + "> :пуск\n"
                    + "Х=7 ◊\n"
                    + "> :выход\n"
                    + "# пульт выключен.\n", at.output());
        }
    }

    /** A named pipe made by mkfifo; the test is skipped where there is none. */
    private Path pipe() throws InterruptedException {
        Path pipe = dir.resolve("tape");
        int status;
        try {
            status = new ProcessBuilder("mkfifo", pipe.toString()).start().waitFor();
        } catch (IOException e) {
            status = -1;
        }
        assumeTrue(status == 0, "mkfifo makes no named pipe here");
        return pipe;
    }

    private static OutputStream open(Path pipe) {
        try {
            return Files.newOutputStream(pipe);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The threads that read the pipe, and release it, end soon after it is given up. */
    private static void awaitNoThreadOnThePipe() throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (Thread.getAllStackTraces().keySet().stream().anyMatch(t -> t.getName().startsWith("mir2-pipe"))) {
            assertTrue(System.nanoTime() < deadline, "a thread is left on the pipe");
            Thread.sleep(10);
        }
    }
}
