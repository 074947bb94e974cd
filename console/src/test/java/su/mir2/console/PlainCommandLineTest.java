package su.mir2.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import su.mir2.console.terminal.ConsoleSettings;
import su.mir2.console.host.Transcript;

/** The commonest command lines, taken without Picocli, give the command Picocli would give. */
class PlainCommandLineTest {
    @Test
    void aSubcommandWithOnePlainArgumentIsSetAsPicocliSetsIt() throws Exception {
        String[][] lines = {
            {"run", "programs/bench/date.alm"}, {"run", "a b.alm"}, {"run", " -x"}, {"run", "/tmp"},
            {"check", "x.alm"}, {"play", "gonki"}, {"play", "nosuch"}, {"console"}, {"console", "x.alm"},
            {"console", "a b.alm"},
            {"run", "--lang", "en", "x.alm"}, {"run", "x.alm", "--lang=EN"}, {"run", "--memory", "900000", "x.alm"},
            {"run", "--memory=+100", "--lang", " ru ", "x.alm"}, {"run", "--max-steps", "99999999999999999999999", "x.alm"},
            {"run", "--check-subscripts", "x.alm", "--no-translation", "--max-steps=5"}, {"run", "--memory", "8000000", "x"},
            {"check", "--memory", "100", "x.alm"}, {"check", "x.alm", "--lang", "en"},
            {"play", "--lang", "en", "gonki"}, {"play", "nim", "--max-steps", "1000", "--no-translation"},
            {"console", "--lang", "en"}, {"console", "--memory", "20000", "x.alm"}, {"console", "--check-subscripts"},
        };
        for (String[] args : lines) {
            Callable<Integer> plain = new Main().plain(args);
            assertNotNull(plain, String.join(" ", args));
            Object picocli = new Main().commandLine("ru").parseArgs(args).subcommand().commandSpec().userObject();
            assertSame(picocli, plain, String.join(" ", args));
        }
    }

    @Test
    void mir2AloneIsItsOwnCommandAsPicocliRunsIt() {
        Main main = new Main();
        Assertions.assertSame(main, main.plain(new String[0]));
        CommandLine.ParseResult parsed = main.commandLine("ru").parseArgs();
        assertNull(parsed.subcommand());
        Assertions.assertSame(main, parsed.commandSpec().userObject());
    }

    @Test
    void everythingElseGoesThroughPicocli() {
        String[][] lines = {
            {"run"}, {"run", "x.alm", "y"}, {"run", "-h"}, {"run", "--"}, {"run", "--", "x.alm"},
            {"run", "@args"}, {"run", ""}, {"run", "a\0b"}, {"play"}, {"play", "--printed"}, {"check", "-V"},
            {"console", "x.alm", "y"}, {"replay", "--all"}, {"bench", "x"}, {"Run", "x.alm"}, {"x.alm", "run"},
            // values a setting refuses, or Picocli would: its messages say why
            {"run", "--lang", "de", "x.alm"}, {"run", "--lang=", "x.alm"}, {"run", "--memory", "99", "x.alm"},
            {"run", "--memory", "8000001", "x.alm"}, {"run", "--memory", "1e5", "x.alm"}, {"run", "--memory", "-5", "x.alm"},
            {"run", "--max-steps", "0", "x.alm"}, {"run", "x.alm", "--memory"}, {"run", "--lang", "@en", "x.alm"},
            {"run", "--lang", "--memory", "x.alm"}, {"run", "--lang", "en", "--lang", "ru", "x.alm"},
            {"run", "--no-translation", "--no-translation", "x.alm"}, {"run", "--no-translation=true", "x.alm"},
            {"run", "--LANG", "en", "x.alm"}, {"run", "--lan", "en", "x.alm"}, {"run", "--speed", "full", "x.alm"},
            {"run", "--trace", "x.alm"}, {"check", "--max-steps", "5", "x.alm"}, {"check", "--no-translation", "x.alm"},
            {"run", "--lang", "en"}, {"console", "--display"},
        };
        for (String[] args : lines) {
            assertNull(new Main().plain(args), String.join(" ", args));
        }
    }

    /** Same class and the same value in every field, settings compared field by field. */
    private static void assertSame(Object expected, Object actual, String line) throws IllegalAccessException {
        assertEquals(expected.getClass(), actual.getClass(), line);
        List<Field> fields = new ArrayList<>();
        for (Class<?> c = expected.getClass(); c != Object.class; c = c.getSuperclass()) {
            fields.addAll(List.of(c.getDeclaredFields()));
        }
        for (Field f : fields) {
            // picocli's wiring (the command a setting refuses its value in) is no setting
            if (Modifier.isStatic(f.getModifiers()) || f.getType() == Transcript.class
                    || f.getType() == picocli.CommandLine.Model.CommandSpec.class) {
                continue;
            }
            f.setAccessible(true);
            Object e = f.get(expected);
            Object a = f.get(actual);
            if (ReadingSettings.class.isAssignableFrom(f.getType()) || f.getType() == ConsoleSettings.class
                    || f.getType() == TraceSettings.class) {
                assertNotNull(a, line + ": " + f.getName());
                assertSame(e, a, line + ": " + f.getName());
            } else {
                assertEquals(e, a, line + ": " + f.getName());
            }
        }
    }
}
