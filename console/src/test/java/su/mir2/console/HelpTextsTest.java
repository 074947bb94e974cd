package su.mir2.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;

/** The help of every command comes from the help bundle, in Russian or English, with nothing left blank. */
class HelpTextsTest {
    @ParameterizedTest
    @ValueSource(strings = {"ru", "en"})
    void everyCommandAndEveryOptionIsDescribed(String language) {
        CommandLine cli = new Main().commandLine(language);
        List<String> blank = new ArrayList<>();
        List<CommandSpec> specs = new ArrayList<>();
        specs.add(cli.getCommandSpec());
        cli.getSubcommands().values().forEach(c -> specs.add(c.getCommandSpec()));
        for (CommandSpec spec : specs) {
            if (String.join("", spec.usageMessage().description()).isBlank()) {
                blank.add(spec.qualifiedName());
            }
            for (ArgSpec arg : spec.args()) {
                if (String.join("", arg.description()).isBlank()) {
                    blank.add(spec.qualifiedName() + " " + arg.paramLabel());
                }
            }
        }
        assertEquals(List.of(), blank);
    }

    @ParameterizedTest
    @ValueSource(strings = {"ru", "en"})
    void theHelpIsInTheLanguageAskedFor(String language) {
        String usage = new Main().commandLine(language).getSubcommands().get("run").getUsageMessage();
        assertTrue(usage.startsWith(language.equals("ru") ? "Вызов: mir2 run" : "Usage: mir2 run"), usage);
        assertFalse(usage.contains(language.equals("ru") ? "Load an ALMIR-65 program" : "Ввести программу"), usage);
    }

    @org.junit.jupiter.api.Test
    void theLanguageIsFoundBeforeTheCommandLineIsParsed() {
        assertEquals("en", Main.languageOf(new String[] {"run", "--lang", "en", "x.alm"}));
        assertEquals("en", Main.languageOf(new String[] {"--lang=en"}));
        assertEquals("ru", Main.languageOf(new String[] {"run", "x.alm"}));
    }

    @ParameterizedTest
    @ValueSource(strings = {"ru", "en"})
    void aSubcommandBuiltAloneHasTheHelpItHasAmongAllTheOthers(String language) {
        CommandLine all = new Main().commandLine(language);
        assertEquals(Main.SUBCOMMANDS, List.copyOf(all.getSubcommands().keySet()));
        for (String name : Main.SUBCOMMANDS) {
            CommandLine alone = new Main().commandLine(language, name);
            assertEquals(List.of(name), List.copyOf(alone.getSubcommands().keySet()));
            assertEquals(all.getSubcommands().get(name).getUsageMessage(), alone.getSubcommands().get(name).getUsageMessage());
        }
    }

    @org.junit.jupiter.api.Test
    void onlyAnExactSubcommandNameInFirstPlaceBuildsThatSubcommandAlone() {
        assertEquals("run", Main.subcommandOf(new String[] {"run", "x.alm"}));
        assertEquals("play", Main.subcommandOf(new String[] {"play"}));
        assertEquals(null, Main.subcommandOf(new String[] {}));
        assertEquals(null, Main.subcommandOf(new String[] {"--help"}));
        assertEquals(null, Main.subcommandOf(new String[] {"Run", "x.alm"}));
        assertEquals(null, Main.subcommandOf(new String[] {"x.alm", "run"}));
    }
}
