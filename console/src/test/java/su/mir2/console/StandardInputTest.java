package su.mir2.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Standard input and program files that are not what they seem: closed, a pipe without a writer, random bytes. */
class StandardInputTest {
    private static final String WAITING = "«РАЗР»2;«ВЫВОД»[ЖДУ];«ВВОД»;«ВЫВОД»[ЕЩЁ]«КОН»◊";

    @TempDir
    Path dir;

    @Test
    void aClosedStandardInputIsNoInputNotTheJvmsOwnFile() throws Exception {
        Path program = Files.writeString(dir.resolve("w.alm"), WAITING, StandardCharsets.UTF_8);
        assertEquals(new ToolProcess.Outcome(0, "ЖДУ ◊\n", ""), new ToolProcess(dir).inputClosed().run("run", program.toString()));
        ToolProcess.Outcome console = new ToolProcess(dir).inputClosed().run("console", program.toString(), "--lang", "en");
        assertEquals(0, console.status());
        assertEquals("", console.out());
        assertEquals("""
                # MIR-2 computer, operator's console. Help: :help (F1, Alt-H). Leave: :quit, Ctrl-D or Ctrl-C twice.
                # program %s read from punched tape: 20 symbols. Start: :start (F5).
                # console switched off.
                """.formatted(program), console.err());
    }

    @Test
    void aPipeWithoutAWriterIsSaidToWaitForOne() throws Exception {
        Path fifo = dir.resolve("fifo");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
        Process p = new ToolProcess(dir).input("").start("check", fifo.toString(), "--lang", "en");
        try {
            String expected = fifo + " is a pipe without a writer: waiting for one (Ctrl-C stops)\n";
            CompletableFuture<byte[]> said = CompletableFuture.supplyAsync(() -> {
                try {
                    return p.getErrorStream().readNBytes(expected.getBytes(StandardCharsets.UTF_8).length);
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
            assertEquals(expected, new String(said.get(60, TimeUnit.SECONDS), StandardCharsets.UTF_8));
            try (OutputStream writer = Files.newOutputStream(fifo)) {
                writer.write(WAITING.getBytes(StandardCharsets.UTF_8));
            }
            assertTrue(p.waitFor(60, TimeUnit.SECONDS));
            assertEquals(0, p.exitValue());
        } finally {
            p.destroyForcibly();
        }
    }

    @Test
    void aDirectiveOfTenMegabytesIsRefusedAndTheProgramWaitsOn() throws Exception {
        Path program = Files.writeString(dir.resolve("w.alm"), "«РАЗР»2;«ВЫВОД»[ЖДУ];«ВВОД»;5.«ВЫВОД»[ЕЩЁ]«КОН»◊",
                StandardCharsets.UTF_8);
        String huge = "«ВЫП»" + "X=1;".repeat(2_500_000) + "«НА»5«КОН»◊";
        ToolProcess.Outcome o = new ToolProcess(dir).input(huge + "\n«ВЫП»«НА»5«КОН»◊\n").run("run", program.toString(), "--lang", "en");
        // echoed in the machine's characters: Latin X is its Х
        String expected = "ЖДУ ◊\n" + huge.substring(0, su.mir2.machine.Mir2.DIRECTIVE_LIMIT + 1).replace('X', 'Х') + "\n"
                + "directive:1:1: ERROR: the directive is longer than 65536 characters; it is not read\n◊\n"
                + "«ВЫП»«НА»5«КОН»◊\nЕЩЕ ◊\n";
        assertEquals(0, o.status());
        assertEquals("", o.err());
        // compared in full; only the end is shown when they differ
        assertTrue(expected.equals(o.out()), () -> o.out().substring(Math.max(0, o.out().length() - 300)));
    }

    @Test
    void randomBytesAsDirectivesAreRefusedAndTheRunEnds() throws Exception {
        byte[] noise = new byte[300_000];
        new java.util.Random(65).nextBytes(noise);
        Path program = Files.writeString(dir.resolve("w.alm"), WAITING, StandardCharsets.UTF_8);
        Path typed = Files.write(dir.resolve("noise"), noise);
        ToolProcess.Outcome o = new ToolProcess(dir).input(typed).run("run", program.toString());
        assertEquals(0, o.status(), o.err());
        assertEquals("", o.err());
    }
}
