package su.mir2.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.console.host.IoReason;
import su.mir2.console.host.StateDirectory;
import su.mir2.console.host.Tool;
import su.mir2.messages.Messages;

/**
 * Under LANG unset, C or POSIX the JVM names files in ASCII and cannot name one in Cyrillic at all.
 * (./mir2 runs it under C.UTF-8 where it can, LauncherTest.) A JVM started otherwise says so, in a
 * sentence with the status of the file's kind, not as a value the command line does not take.
 */
class LocaleFileNamesTest {
    private static final String SET = ": задайте LC_ALL=C.UTF-8\n";

    @TempDir
    Path dir;

    private Path program;

    @BeforeEach
    void cyrillicNamesReachTheChild() throws Exception {
        // this JVM hands the child its arguments in the locale's encoding: UTF-8 is needed for the bytes
        assumeTrue("UTF-8".equals(System.getProperty("sun.jnu.encoding")), "the tests' own locale is not UTF-8");
        program = Files.writeString(dir.resolve("p.alm"), "«РАЗР»2;X=1«КОН»◊", StandardCharsets.UTF_8);
    }

    /** The tool in an ASCII locale: each Cyrillic letter of a name reaches it as two bytes it cannot decode. */
    private ToolProcess ascii() throws Exception {
        return new ToolProcess(dir).env("LC_ALL", "C").input("");
    }

    @Test
    void aProgramFileIsRefusedWith66() throws Exception {
        String name = dir + "/????????.alm";
        assertEquals(new ToolProcess.Outcome(66, "", "локаль (LANG, LC_ALL) не может назвать файл " + name + SET),
                ascii().run("run", dir + "/цикл.alm"));
        assertEquals(new ToolProcess.Outcome(66, "", "the locale (LANG, LC_ALL) cannot name the file " + name
                + ": set LC_ALL=C.UTF-8\n"), ascii().run("check", dir + "/цикл.alm", "--lang", "en"));
        assertEquals(new ToolProcess.Outcome(66, "", "локаль (LANG, LC_ALL) не может назвать файл " + name + SET),
                ascii().run(dir + "/цикл.alm"));
    }

    @Test
    void aFileAnOptionWritesIsRefusedWith64() throws Exception {
        String name = dir + "/????????.txt";
        for (String option : new String[] {"--paper=", "--trace=", "--dump=", "--history="}) {
            assertEquals(new ToolProcess.Outcome(64, "", "локаль (LANG, LC_ALL) не может назвать файл " + name + SET),
                    ascii().run("run", program.toString(), option + dir + "/лист.txt"), option);
        }
    }

    @Test
    void theConsolesTapeSaysWhyAndAHomeItCannotNameKeepsNoHistory() throws Exception {
        ToolProcess.Outcome o = ascii().env("HOME", dir + "/дом").input(":лента " + dir + "/цикл.alm\n").run("console");
        assertEquals(new ToolProcess.Outcome(0, "", """
                # ЭВМ МИР-2, пульт оператора. Справка: :помощь (F1, Alt-H). Выход: :выход, Ctrl-D или Ctrl-C дважды.
                # Наберите программу и закончите её знаком ◊ («КОНЕЦ» $), или введите её с ленты: :лента ФАЙЛ.
                # локаль (LANG, LC_ALL) не может назвать файл %s/цикл.alm: задайте LC_ALL=C.UTF-8
                # пульт выключен.
                """.formatted(dir)), o);
    }

    @Test
    void aNameWithANulIsOneNoFileCanHave() {
        Messages en = Messages.of(Tool.BUNDLE, Messages.ENGLISH);
        assertEquals("cannot read the file aU+0000b: no file can have that name",
                IoReason.refusedName(new InvalidPathException("a\0b", "Nul character not allowed"), en));
        assertEquals("the locale (LANG, LC_ALL) cannot name the file /x/??.alm: set LC_ALL=C.UTF-8",
                IoReason.refusedName(new InvalidPathException("/x/\uFFFD\uFFFD.alm", "unmappable"), en));
        assertEquals(null, StateDirectory.of(Map.of("HOME", "/h\0"), "/p"));
    }
}
