package su.mir2.console;

import picocli.CommandLine.Option;
import su.mir2.console.host.TypedNumbers;
import su.mir2.machine.MachineOptions;

/** The options every command that runs the machine shares: those of reading a program in, and these. */
public final class MachineSettings extends ReadingSettings {
    @Option(names = "--check-subscripts")
    boolean checkSubscripts;

    /** The step limit given, or null: none ({@code replay} has a default of its own). */
    Long maxSteps;

    /** 0 or less would silently mean no limit at all: refused. */
    @Option(names = "--max-steps", paramLabel = "N")
    void maxSteps(String steps) {
        RefusedOption.number(command, "--max-steps", steps);
        Long n = TypedNumbers.steps(steps);
        if (n == null) {
            throw new RefusedOption(command.commandLine(), "usage.max.steps", steps);
        }
        maxSteps = n;
    }

    @Option(names = "--no-translation")
    boolean noTranslation;

    @Override
    public MachineOptions options() {
        return super.options().withCheckedSubscripts(checkSubscripts)
                .withMaxSteps(maxSteps == null ? 0 : maxSteps)
                .withTranslateAfter(noTranslation ? -1 : MachineOptions.TRANSLATE_AFTER);
    }
}
