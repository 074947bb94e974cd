package su.mir2.console;

import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/** --max-steps of 0 or less: no limit is had by leaving the option out, not by a number. */
final class StepLimitRefused extends ParameterException {
    private static final long serialVersionUID = 1L;

    private final long steps;

    StepLimitRefused(CommandLine command, long steps) {
        super(command, "--max-steps " + steps);
        this.steps = steps;
    }

    /** The number given. */
    String steps() {
        return Long.toString(steps);
    }
}
