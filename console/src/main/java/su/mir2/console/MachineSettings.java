package su.mir2.console;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import su.mir2.machine.MachineOptions;
import su.mir2.machine.memory.Memory;
import su.mir2.messages.Messages;

/** The options every command that runs the machine shares. */
public final class MachineSettings {
    @Option(names = "--lang", paramLabel = "ru|en")
    String language = "ru";

    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    int memory = Memory.MIR2_SYMBOLS;

    /** A memory too small for a program or too large for the JVM's heap is refused before anything runs. */
    @Option(names = "--memory", paramLabel = "SYMBOLS", defaultValue = "" + Memory.MIR2_SYMBOLS)
    void memory(int symbols) {
        if (symbols < Memory.LEAST_SYMBOLS || symbols > Memory.MOST_SYMBOLS) {
            throw new RefusedOption(command.commandLine(), "usage.memory", symbols, Memory.LEAST_SYMBOLS,
                    Memory.MOST_SYMBOLS);
        }
        memory = symbols;
    }

    @Option(names = "--check-subscripts")
    boolean checkSubscripts;

    @Option(names = "--max-steps", paramLabel = "N")
    long maxSteps;

    @Option(names = "--no-translation")
    boolean noTranslation;

    public Messages machineMessages() {
        return Messages.forLanguage(language);
    }

    public Messages toolMessages() {
        return Messages.of(Tool.BUNDLE, machineMessages().locale());
    }

    public MachineOptions options() {
        return MachineOptions.defaults().withMemory(memory).withCheckedSubscripts(checkSubscripts)
                .withMaxSteps(maxSteps).withMessages(machineMessages())
                .withTranslateAfter(noTranslation ? -1 : MachineOptions.TRANSLATE_AFTER);
    }
}
