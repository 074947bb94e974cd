package su.mir2.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import su.mir2.console.host.Tool;
import su.mir2.messages.Messages;

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

    /** Each entry of a command's description is a paragraph: it ends a sentence, never breaks one in two. */
    @ParameterizedTest
    @ValueSource(strings = {"ru", "en"})
    void eachParagraphOfADescriptionIsWholeSentences(String language) {
        ResourceBundle help = ResourceBundle.getBundle(Tool.HELP_BUNDLE, Messages.forLanguage(language).locale());
        List<String> broken = new ArrayList<>();
        for (String key : new TreeSet<>(help.keySet())) {
            if (key.matches(".*usage\\.description(\\.\\d+)?") && !help.getString(key).endsWith(".")) {
                broken.add(key + "=" + help.getString(key));
            }
        }
        assertEquals(List.of(), broken);
    }

    /**
     * A path, an option, a variable or a console command in a description is never cut at the end of a
     * line, as Picocli's wrapping cut "~/." from "mir2/history" and ":" from "помощь".
     */
    @ParameterizedTest
    @ValueSource(strings = {"ru", "en"})
    void noPathOptionOrCommandIsCutAcrossLines(String language) {
        CommandLine cli = new Main().commandLine(language);
        List<CommandLine> commands = new ArrayList<>(List.of(cli));
        commands.addAll(cli.getSubcommands().values());
        List<String> cut = new ArrayList<>();
        for (CommandLine command : commands) {
            String usage = command.getUsageMessage();
            Set<String> shown = new TreeSet<>(List.of(usage.split("\\s+")));
            List<String> texts = new ArrayList<>(List.of(command.getCommandSpec().usageMessage().description()));
            command.getCommandSpec().args().stream().filter(arg -> !arg.hidden())
                    .forEach(arg -> texts.addAll(List.of(arg.description())));
            for (String text : texts) {
                for (String word : text.replace("%n", " ").split("\\s+")) {
                    if (word.matches(".*[/$~:].*|-.*") && !word.contains("{") && !shown.contains(word)) {
                        cut.add(command.getCommandName() + ": " + word);
                    }
                }
            }
        }
        assertEquals(List.of(), cut);
    }

    @org.junit.jupiter.api.Test
    void theConsolesHelpHasWholeParagraphsAndTheHistorysPathsWhole() {
        assertEquals("""
                Usage: mir2 console [-hV] [--check-subscripts] [--display] [--no-history]
                                    [--no-translation] [--history=FILE] [--lang=ru|en]
                                    [--max-steps=N] [--memory=SYMBOLS] [--paper=FILE]
                                    [--speed=full|authentic] [FILE]
                The MIR-2 console: typewriter, operator directives, display.
                Type a program (or read FILE in, as from punched tape), start it with :пуск,
                answer its «ВВОД» with directives, edit it with «ВМЕСТО», stop it with Ctrl-C;
                :помощь lists the rest.
                Without a terminal, reads plain lines from standard input.
                      [FILE]               A program to read in.
                      --check-subscripts   Stop on a subscript outside its array (default: off,
                                             as the MIR most likely worked).
                      --display            Show every «ВЫВОД» on the MIR-2 screen (in place,
                                             frame by frame) instead of the paper, as the
                                             book's evolution program does in its screen mode.
                  -h, --help               Show this help message and exit.
                      --history=FILE       Where typed entries are kept across sessions
                                             (default: $XDG_STATE_HOME/mir2/history, or
                                             ~/.mir2/history without XDG_STATE_HOME).
                      --lang=ru|en         Language of messages (default: ru).
                      --max-steps=N        Stop a program that runs more than N steps (default:
                                             no limit).
                      --memory=SYMBOLS     Main memory in symbols, 100 to 8000000 (default:
                                             8000, the MIR-2's).
                      --no-history         Keep no history of typed entries.
                      --no-translation     Run the program statement by statement only, never
                                             translating it into JVM code (slower; the same
                                             results).
                      --paper=FILE         Keep the session's paper in FILE as a protocol (the
                                             format replay reads).
                      --speed=full|authentic
                                           authentic: the typewriter prints 7 characters a
                                             second and the machine runs at about 12 000 steps
                                             a second; any key hurries it. Default: full.
                  -V, --version            Print version information and exit.
                """, new Main().commandLine("en", "console").getSubcommands().get("console").getUsageMessage());
        String ru = new Main().commandLine("ru", "run").getSubcommands().get("run").getUsageMessage();
        assertTrue(ru.contains("""
                      --history=FILE       Где хранить напечатанное между сеансами
                                             (по умолчанию $XDG_STATE_HOME/mir2/history,
                                             а без XDG_STATE_HOME ~/.mir2/history).
                """), ru);
    }
}
