package su.mir2.console;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.console.host.Transcript;
import su.mir2.messages.Messages;

/** The command line as Picocli gets it: a subcommand first, help as --help, a mistyped command refused. */
class GlobalOptionsTest {
    @TempDir
    Path dir;

    private static String[] arranged(String... typed) throws UnknownCommand {
        return GlobalOptions.arranged(typed, Main.SUBCOMMANDS, new Transcript());
    }

    private static String refusal(String language, String... typed) {
        UnknownCommand u = assertThrows(UnknownCommand.class, () -> arranged(typed), String.join(" ", typed));
        return u.message(Messages.of(su.mir2.console.host.Tool.BUNDLE, Messages.forLanguage(language).locale()));
    }

    @Test
    void helpAndHelpOfACommandAreTheirHelpOptions() throws Exception {
        assertArrayEquals(new String[] {"--help"}, arranged("help"));
        assertArrayEquals(new String[] {"run", "--help"}, arranged("help", "run"));
        assertArrayEquals(new String[] {"run", "--help", "--lang", "en"}, arranged("--lang", "en", "help", "run"));
        assertArrayEquals(new String[] {"check", "--help", "--lang", "en"}, arranged("help", "--lang", "en", "check"));
        assertArrayEquals(new String[] {"--help", "--lang", "en"}, arranged("help", "--lang", "en"));
    }

    @Test
    void aFileOrAWordThatNamesOneIsTheConsolesFile() throws Exception {
        Path file = Files.writeString(dir.resolve("chek"), "");
        assertArrayEquals(new String[] {"console", file.toString()}, arranged(file.toString()));
        assertArrayEquals(new String[] {"console", "--lang", "en", "nosuch.alm"}, arranged("--lang", "en", "nosuch.alm"));
        assertArrayEquals(new String[] {"console", "dir/nosuch"}, arranged("dir/nosuch"));
        assertArrayEquals(new String[] {"console", "--bogus", "x"}, arranged("--bogus", "x"));
        assertArrayEquals(new String[] {"console", "@args"}, arranged("@args"));
        assertArrayEquals(new String[] {"run", "--lang", "en", "x.alm"}, arranged("--lang", "en", "run", "x.alm"));
    }

    @Test
    void aMistypedCommandIsToldWithTheNearestOne() {
        String commands = "\nкоманды: console, run, check, replay, play, bench";
        assertEquals("команда не понята: нет команды chek; может быть, check? (справка: mir2 --help)" + commands,
                refusal("ru", "chek", "x.alm"));
        assertEquals("команда не понята: нет команды Run; может быть, run? (справка: mir2 --help)" + commands,
                refusal("ru", "Run", "x.alm"));
        assertEquals("команда не понята: нет команды rnu; может быть, run? (справка: mir2 --help)" + commands,
                refusal("ru", "help", "rnu"));
        assertEquals("команда не понята: нет команды rn; может быть, run? (справка: mir2 --help)" + commands,
                refusal("ru", "rn"));
        assertEquals("команда не понята: нет команды repaly; может быть, replay? (справка: mir2 --help)" + commands,
                refusal("ru", "--max-steps", "5", "repaly"));
        assertEquals("command not understood: there is no command consle; did you mean console? (help: mir2 --help)"
                + "\ncommands: console, run, check, replay, play, bench", refusal("en", "consle"));
    }

    @Test
    void aWordNearNoCommandThatNamesNoFileIsToldAsNeither() {
        String commands = "\nкоманды: console, run, check, replay, play, bench";
        assertEquals("команда не понята: нет ни команды, ни файла frobnicate (справка: mir2 --help)" + commands,
                refusal("ru", "frobnicate"));
        assertEquals("command not understood: there is neither a command nor a file plain (help: mir2 --help)"
                + "\ncommands: console, run, check, replay, play, bench", refusal("en", "plain", "--lang", "en", "x.alm"));
        // the console takes one file: a second word makes the first a command
        assertEquals("команда не понята: нет ни команды, ни файла nosuch.alm (справка: mir2 --help)" + commands,
                refusal("ru", "nosuch.alm", "--memory", "200", "other.alm"));
    }
}
