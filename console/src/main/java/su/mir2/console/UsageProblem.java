package su.mir2.console;

import java.nio.file.InvalidPathException;
import java.util.List;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.OverwrittenOptionException;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;
import su.mir2.messages.Messages;

/**
 * What was wrong with a command line, in the user's language. Picocli's own texts are English; the
 * usual faults are said by the tool's bundle instead, naming the argument as typed.
 */
final class UsageProblem {
    private UsageProblem() {
    }

    static String of(ParameterException e, Messages tool) {
        if (e instanceof RefusedOption r) {
            return tool.get(r.key(), r.arguments());
        }
        if (e instanceof UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
            String first = u.getUnmatched().get(0);
            return tool.get(first.startsWith("-") ? "usage.unknown.option" : "usage.extra.argument", first);
        }
        // Picocli finds the missing FILE before it reports the option it did not know (`run --bogus`):
        // the option typed wrong is the fault to name, and likely the reason FILE is missing
        List<String> unmatched = e.getCommandLine().getUnmatchedArguments();
        if (e instanceof MissingParameterException && !unmatched.isEmpty() && unmatched.get(0).startsWith("-")) {
            return tool.get("usage.unknown.option", unmatched.get(0));
        }
        if (e instanceof MissingParameterException m && !m.getMissing().isEmpty()) {
            return tool.get("usage.missing", label(m.getMissing()));
        }
        if (e instanceof OverwrittenOptionException o && o.getOverwritten() != null) {
            return tool.get("usage.twice", name(o.getOverwritten()));
        }
        if (e.getArgSpec() != null && e.getValue() != null) {
            return tool.get(e.getValue().isBlank() ? "usage.empty" : "usage.value", name(e.getArgSpec()), e.getValue());
        }
        // a fault too rare to have words of its own: Picocli's English only where English was asked for
        return tool.locale().getLanguage().equals("en") ? e.getMessage() : tool.get("usage.other");
    }

    /** The file name the JVM refused in converting an argument, or null when that was not the fault. */
    static InvalidPathException refusedName(ParameterException e) {
        for (Throwable t = e.getCause(); t != null; t = t.getCause()) {
            if (t instanceof InvalidPathException name) {
                return name;
            }
        }
        return null;
    }

    private static String label(List<ArgSpec> missing) {
        return String.join(", ", missing.stream().map(UsageProblem::name).toList());
    }

    private static String name(ArgSpec arg) {
        return arg instanceof OptionSpec o ? o.longestName() : arg.paramLabel();
    }
}
