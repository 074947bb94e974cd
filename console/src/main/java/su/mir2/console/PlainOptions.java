package su.mir2.console;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import su.mir2.console.host.TypedNumbers;

/**
 * A subcommand's arguments as {@link Main#plain} takes them without Picocli: words (a file, a game's
 * name) and the options of reading and running a program that batch runs give most (--lang, --memory,
 * --max-steps, --check-subscripts, --no-translation), each at most once, as `--name value` or
 * `--name=value`, with a value its setting takes. Anything else — another option, a value refused, an
 * option given twice, `--`, an @file, an empty argument — leaves the line to Picocli, which reads it
 * the same way or says what is wrong with it; PlainCommandLineTest compares the two.
 */
final class PlainOptions {
    private static final String LANG = "--lang";
    private static final String MEMORY = "--memory";
    private static final String MAX_STEPS = "--max-steps";
    private static final String CHECK_SUBSCRIPTS = "--check-subscripts";
    private static final String NO_TRANSLATION = "--no-translation";

    private final Map<String, String> values = new HashMap<>();
    private final List<String> words = new ArrayList<>();

    private PlainOptions() {
    }

    /**
     * The arguments from {@code from} on, or null when Picocli must read them; {@code running} says
     * whether the command runs the machine (has --max-steps and the flags) or only reads the program.
     */
    static PlainOptions of(String[] args, int from, boolean running) {
        PlainOptions line = new PlainOptions();
        for (int i = from; i < args.length; i++) {
            String arg = args[i];
            if (arg.isEmpty() || arg.startsWith("@")) {
                return null;
            }
            if (!arg.startsWith("-")) {
                line.words.add(arg);
                continue;
            }
            int equals = arg.indexOf('=');
            String name = equals < 0 ? arg : arg.substring(0, equals);
            if (line.values.containsKey(name)) {
                return null;
            }
            if (running && (name.equals(CHECK_SUBSCRIPTS) || name.equals(NO_TRANSLATION))) {
                if (equals >= 0) {
                    return null;
                }
                line.values.put(name, "");
                continue;
            }
            if (!name.equals(LANG) && !name.equals(MEMORY) && !(running && name.equals(MAX_STEPS))) {
                return null;
            }
            String value;
            if (equals >= 0) {
                value = arg.substring(equals + 1);
            } else if (i + 1 < args.length) {
                value = args[++i];
            } else {
                return null;
            }
            if (value.isEmpty() || value.startsWith("-") || value.startsWith("@") || !taken(name, value)) {
                return null;
            }
            line.values.put(name, value);
        }
        return line;
    }

    /** Whether the option's setting takes the value without refusing it. */
    private static boolean taken(String option, String value) {
        return switch (option) {
            case LANG -> ReadingSettings.languageNamed(value) != null;
            case MEMORY -> ReadingSettings.symbols(value) != null;
            default -> TypedNumbers.steps(value) != null;
        };
    }

    /** The words, in order. */
    List<String> words() {
        return words;
    }

    /** The settings of reading a program in, set as Picocli sets them from these options. */
    ReadingSettings reading() {
        return read(new ReadingSettings());
    }

    /** The settings of running the machine, set as Picocli sets them from these options. */
    MachineSettings machine() {
        MachineSettings settings = read(new MachineSettings());
        String steps = values.get(MAX_STEPS);
        if (steps != null) {
            settings.maxSteps(steps);
        }
        settings.checkSubscripts = values.containsKey(CHECK_SUBSCRIPTS);
        settings.noTranslation = values.containsKey(NO_TRANSLATION);
        return settings;
    }

    private <S extends ReadingSettings> S read(S settings) {
        String language = values.get(LANG);
        if (language != null) {
            settings.language(language);
        }
        String memory = values.get(MEMORY);
        if (memory != null) {
            settings.memory(memory);
        }
        return settings;
    }
}
