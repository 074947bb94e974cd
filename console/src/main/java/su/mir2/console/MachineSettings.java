package su.mir2.console;

import picocli.CommandLine.Option;
import su.mir2.machine.MachineOptions;
import su.mir2.machine.memory.Memory;
import su.mir2.messages.Messages;

/** The options every command that runs the machine shares. */
public final class MachineSettings {
    @Option(names = "--lang", paramLabel = "ru|en")
    String language = "ru";

    @Option(names = "--memory", paramLabel = "SYMBOLS")
    int memory = Memory.MIR2_SYMBOLS;

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
