package su.mir2.console;

import java.math.BigInteger;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import su.mir2.console.host.TypedNumbers;

/**
 * An option's value out of its range. It carries a key of the tool's bundle: the message is made in
 * the language of the command line when the refusal is reported, after every option was read.
 */
final class RefusedOption extends ParameterException {
    private final String key;
    private final transient Object[] arguments;

    RefusedOption(CommandLine commandLine, String key, Object... arguments) {
        super(commandLine, key);
        this.key = key;
        this.arguments = arguments.clone();
    }

    /**
     * The refusal of {@code option}'s value {@code typed} by the message {@code key}; an empty value
     * is said to be empty, since a sentence quoting it would show nothing where it stands.
     */
    static RefusedOption of(CommandSpec command, String option, String typed, String key, Object... arguments) {
        return typed.isBlank() ? new RefusedOption(command.commandLine(), "usage.empty", option)
                : new RefusedOption(command.commandLine(), key, arguments);
    }

    /** The whole number typed as {@code option}'s value, of any size; refused unless it is one. */
    static BigInteger number(CommandSpec command, String option, String typed) {
        BigInteger n = TypedNumbers.whole(typed);
        if (n == null) {
            throw of(command, option, typed, "usage.number", option, typed);
        }
        return n;
    }

    String key() {
        return key;
    }

    Object[] arguments() {
        return arguments.clone();
    }
}
