package su.mir2.console;

import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

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

    String key() {
        return key;
    }

    Object[] arguments() {
        return arguments.clone();
    }
}
