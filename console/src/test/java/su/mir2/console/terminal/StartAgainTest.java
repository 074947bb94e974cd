package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.console.host.Tool;
import su.mir2.console.host.Transcript;
import su.mir2.machine.MachineOptions;
import su.mir2.messages.Messages;

/**
 * «Пустить на счёт» again: the program starts at its first statement with the data as the last run
 * left them (its «ГДЕ» part was carried out when it was read in, not at the start); reading it in again
 * gives the data of its «ГДЕ» part. The help says so.
 */
class StartAgainTest {
    private static final String PROGRAM = "«РАЗР»2;Х=Х+1;«ВЫВОД»Х;«СТОП»«ГДЕ»Х=5«КОН»◊\n";

    @TempDir
    Path dir;

    @Test
    void aSecondStartKeepsTheDataAndReadingInAgainRestoresThem() throws Exception {
        Path file = Files.writeString(dir.resolve("s.alm"), PROGRAM, StandardCharsets.UTF_8);
        Messages machine = Messages.forLanguage("ru");
        ConsoleLauncher.Setup setup = new ConsoleLauncher.Setup(MachineOptions.defaults().withMessages(machine),
                ConsoleOptions.defaults(), Messages.of(Tool.BUNDLE, machine.locale()), new Transcript(), PROGRAM,
                file.toString(), false);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        ConsoleLauncher.plain(setup, new BufferedReader(new StringReader(":пуск\n:пуск\n:лента " + file + "\n:пуск\n")),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals("Х=6 ◊\nХ=7 ◊\nХ=6 ◊\n", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theHelpSaysSo() {
        String help = HelpText.build(Messages.of(Tool.BUNDLE, Messages.RUSSIAN), null);
        assertTrue(help.contains(":пуск, :start (F5) — пустить на счёт с первого оператора; данные — какими их оставил прошлый счёт"),
                help);
    }
}
