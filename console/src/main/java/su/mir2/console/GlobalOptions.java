package su.mir2.console;

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
 * of the machine and the console) tell which of them take a value.
 */
final class GlobalOptions {
    /** What mir2 itself answers, without a console. */
    private static final Set<String> OWN = Set.of("-h", "--help", "-V", "--version");

    private GlobalOptions() {
    }

    static String[] arranged(String[] args, List<String> subcommands, Transcript transcript) {
        if (args.length == 0 || subcommands.contains(args[0]) || OWN.contains(args[0])) {
            return args;
        }
        CommandSpec console = CommandSpec.forAnnotatedObject(new ConsoleCommand(transcript));
        int i = 0;
        while (i < args.length && args[i].startsWith("-") && !args[i].equals("-") && !args[i].equals("--")) {
            int eq = args[i].indexOf('=');
            OptionSpec option = console.findOption(eq < 0 ? args[i] : args[i].substring(0, eq));
            if (option == null) {
                // no option of the console's: the console's command line says so, in the tool's words
                break;
            }
            i += eq < 0 && option.arity().max() > 0 ? 2 : 1;
        }
        List<String> line = new ArrayList<>(args.length + 1);
        if (i < args.length && subcommands.contains(args[i])) {
            line.add(args[i]);
            line.addAll(List.of(args).subList(0, i));
            line.addAll(List.of(args).subList(i + 1, args.length));
        } else {
            line.add("console");
            line.addAll(List.of(args));
        }
        return line.toArray(String[]::new);
    }
}
