package su.mir2.console;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import su.mir2.console.host.Transcript;

/**
 * Options typed before the subcommand (`mir2 --lang en run FILE`) belong to it, and a command line
 * without a subcommand (`mir2 FILE`, `mir2 --lang en`) opens the console, as `mir2` alone does. The
 * line is rearranged so that Picocli sees the subcommand first; the console's options (every option
 * of the machine and the console) tell which of them take a value. `help` and `help COMMAND` are
 * taken as a user means them, for --help.
 */
final class GlobalOptions {
    /** What mir2 itself answers, without a console. */
    private static final Set<String> OWN = Set.of("-h", "--help", "-V", "--version");
    private static final String HELP = "help";

    private GlobalOptions() {
    }

    /**
     * The command line as Picocli is to see it.
     *
     * @throws UnknownCommand when its first word names neither a command nor a file there is, and
     *     is no file name the console could be meant to report missing
     */
    static String[] arranged(String[] args, List<String> subcommands, Transcript transcript) throws UnknownCommand {
        if (args.length == 0 || subcommands.contains(args[0]) || OWN.contains(args[0])) {
            return args;
        }
        // Picocli's model of the console tells the options' widths; a line without an option (`mir2
        // FILE`) needs none, and then Picocli is not loaded at all (see Main.plain)
        CommandSpec console = anyOption(args) ? CommandSpec.forAnnotatedObject(new ConsoleCommand(transcript)) : null;
        int i = 0;
        // an option that is none of the console's ends the options: the console's command line says so
        while (i < args.length && isOption(args[i]) && width(args[i], console) > 0) {
            i += width(args[i], console);
        }
        if (i < args.length && subcommands.contains(args[i])) {
            return line(args[i], List.of(), args, i, -1);
        }
        if (i < args.length && isWord(args[i]) && namesNoFile(args[i])) {
            if (args[i].equals(HELP)) {
                int j = i + 1;
                while (j < args.length && isOption(args[j])) {
                    j += Math.max(1, width(args[j], console));
                }
                if (j >= args.length || !isWord(args[j])) {
                    return line("--help", List.of(), args, i, -1);
                }
                if (subcommands.contains(args[j])) {
                    return line(args[j], List.of("--help"), args, i, j);
                }
                throw new UnknownCommand(args[j], subcommands);
            }
            UnknownCommand unknown = new UnknownCommand(args[i], subcommands);
            // a word such as "prog.alm" or "dir/prog" is a file the console reports missing (66)
            if (unknown.nearest() != null || !args[i].contains("/") && !args[i].contains(".")
                    || anotherWord(args, i + 1, console)) {
                throw unknown;
            }
        }
        return line("console", List.of(), args, -1, -1);
    }

    /** {@code first} and {@code then}, followed by the arguments but those at {@code skip} and {@code alsoSkip}. */
    private static String[] line(String first, List<String> then, String[] args, int skip, int alsoSkip) {
        List<String> line = new ArrayList<>(args.length + 2);
        line.add(first);
        line.addAll(then);
        for (int k = 0; k < args.length; k++) {
            if (k != skip && k != alsoSkip) {
                line.add(args[k]);
            }
        }
        return line.toArray(String[]::new);
    }

    private static boolean anyOption(String[] args) {
        for (String arg : args) {
            if (isOption(arg)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isOption(String arg) {
        return arg.startsWith("-") && !arg.equals("-") && !arg.equals("--");
    }

    /** A word that may be a command or a file: no option, no @file of Picocli's, no "--" or "-". */
    private static boolean isWord(String arg) {
        return !arg.startsWith("-") && !arg.startsWith("@");
    }

    /**
     * The arguments an option of the console's takes up, its value included; 0 when it is none of
     * the console's.
     */
    private static int width(String arg, CommandSpec console) {
        int eq = arg.indexOf('=');
        OptionSpec option = console.findOption(eq < 0 ? arg : arg.substring(0, eq));
        if (option == null) {
            return 0;
        }
        return eq < 0 && option.arity().max() > 0 ? 2 : 1;
    }

    /** Whether a word that is no option (nor an option's value) comes from {@code from} on. */
    private static boolean anotherWord(String[] args, int from, CommandSpec console) {
        for (int k = from; k < args.length; k += Math.max(1, width(args[k], console))) {
            if (args[k].equals("--")) {
                return k + 1 < args.length;
            }
            if (!isOption(args[k])) {
                return true;
            }
        }
        return false;
    }

    /** A name the locale cannot encode may name a file still: the console says why it cannot be read. */
    private static boolean namesNoFile(String word) {
        try {
            return !Files.exists(Path.of(word));
        } catch (InvalidPathException e) {
            return false;
        }
    }
}
