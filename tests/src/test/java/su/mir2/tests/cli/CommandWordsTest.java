package su.mir2.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.tests.cli.Mir2Process.Outcome;

/**
 * The first word of the command line as a user types it: a command, help, a file for the console, or
 * a slip, which is told as such rather than taken for a file.
 */
class CommandWordsTest {
    private static final String COMMANDS = "команды: console, run, check, replay, play, bench\n";

    @TempDir
    Path dir;

    private Outcome mir2(String... args) throws IOException, InterruptedException {
        return new Mir2Process(dir).run("", args);
    }

    @Test
    void aMistypedCommandIsNamedWithTheNearestAndTheFileIsNotBlamed() throws Exception {
        String p = Files.writeString(dir.resolve("p.alm"), "«РАЗР»2;X=1«КОН»◊", StandardCharsets.UTF_8).toString();
        assertEquals(new Outcome(64, "", "команда не понята: нет команды chek; может быть, check? (справка: mir2 --help)\n"
                + COMMANDS), mir2("chek", p));
        assertEquals(new Outcome(64, "", "command not understood: there is no command rnu; did you mean run?"
                + " (help: mir2 --help)\ncommands: console, run, check, replay, play, bench\n"), mir2("rnu", p, "--lang", "en"));
        assertEquals(new Outcome(64, "", "команда не понята: нет ни команды, ни файла frobnicate (справка: mir2 --help)\n"
                + COMMANDS), mir2("frobnicate"));
    }

    @Test
    void helpIsTheHelpOptionAndHelpOfACommandIsItsHelp() throws Exception {
        Outcome help = mir2("help");
        assertEquals(mir2("--help"), help);
        assertTrue(help.out().startsWith("Вызов: mir2 [-hV] [COMMAND]\n"), help.out());
        Outcome run = mir2("help", "run", "--lang", "en");
        assertEquals(mir2("run", "--help", "--lang", "en"), run);
        assertTrue(run.out().startsWith("Usage: mir2 run "), run.out());
    }

    @Test
    void anUnknownOptionIsNamedWhenTheFileIsMissingToo() throws Exception {
        assertEquals(new Outcome(64, "", "команда не понята: нет параметра --bogus (справка: mir2 run --help)\n"),
                mir2("run", "--bogus"));
    }

    @Test
    void aFileNameStillOpensTheConsoleOrIsReportedMissing() throws Exception {
        assertEquals(new Outcome(66, "", "нет файла " + dir.resolve("none.alm") + "\n"), mir2(dir.resolve("none.alm").toString()));
        Path p = Files.writeString(dir.resolve("p.alm"), "«РАЗР»2;X=1«КОН»◊", StandardCharsets.UTF_8);
        Outcome console = mir2(p.toString());
        assertEquals(0, console.status(), console.err());
        assertTrue(console.err().startsWith("# ЭВМ МИР-2, пульт оператора."), console.err());
        Outcome alone = mir2();
        assertEquals(0, alone.status(), alone.err());
        assertTrue(alone.err().startsWith("# ЭВМ МИР-2, пульт оператора."), alone.err());
    }
}
