package su.mir2.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.console.host.StateDirectory;

/** Where mir2 keeps its own files: after XDG, else after $HOME, never the password file's home first. */
class StateDirectoryTest {
    @Test
    void homeFromTheEnvironmentComesBeforeTheJvmsHome() {
        assertEquals(Path.of("/h/.mir2"), StateDirectory.of(Map.of("HOME", "/h"), "/passwd"));
        assertEquals(Path.of("/passwd/.mir2"), StateDirectory.of(Map.of(), "/passwd"));
        assertNull(StateDirectory.of(Map.of("HOME", ""), ""));
    }

    @Test
    void aNameNoFileCanHaveIsNoStateDirectory() {
        assertNull(StateDirectory.of(Map.of("XDG_STATE_HOME", "/s\0"), "/p"));
        assertNull(StateDirectory.of(Map.of("HOME", "/h\0"), "/p"));
    }

    /** Under the C locale the JVM cannot name a Cyrillic directory: the console works on, without a history. */
    @Test
    void aStateDirectoryTheLocaleCannotNameLeavesTheConsoleWithoutHistory(@TempDir Path dir) throws Exception {
        Path program = Files.writeString(dir.resolve("w.alm"), "«РАЗР»2;«ВЫВОД»[ЖДУ];«ВВОД»;«ВЫВОД»[ЕЩЁ]«КОН»◊");
        ToolProcess.Outcome outcome = new ToolProcess(dir).env("LC_ALL", "C").env("LANG", "C")
                .env("XDG_STATE_HOME", dir.resolve("состояние").toString()).input(":пуск\n")
                .run("console", program.toString());
        assertEquals(new ToolProcess.Outcome(0, "ЖДУ ◊\n", "# ЭВМ МИР-2, пульт оператора. Справка: :помощь (F1, Alt-H). "
                + "Выход: :выход, Ctrl-D или Ctrl-C дважды.\n# программа " + program + " введена с перфоленты, знаков: 20. "
                + "Пуск: :пуск (F5).\n# пульт выключен.\n"), outcome);
    }

    @Test
    void anAbsoluteXdgStateHomeIsPreferredAndARelativeOneIgnored() {
        assertEquals(Path.of("/s/mir2"), StateDirectory.of(Map.of("XDG_STATE_HOME", "/s", "HOME", "/h"), "/p"));
        assertEquals(Path.of("/h/.mir2"), StateDirectory.of(Map.of("XDG_STATE_HOME", "s", "HOME", "/h"), "/p"));
    }
}
