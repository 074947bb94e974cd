package su.mir2.console;

import java.math.BigInteger;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import su.mir2.machine.MachineOptions;
import su.mir2.machine.memory.Memory;
import su.mir2.messages.Messages;

/** The options every command that runs the machine shares. */
public final class MachineSettings {
    String language = "ru";

    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    /** A language the tool has no messages in is refused, not silently taken for Russian. */
    @Option(names = "--lang", paramLabel = "ru|en")
    void language(String lang) {
        if (!Messages.isLanguage(lang)) {
            throw new RefusedOption(command.commandLine(), "usage.lang", lang);
        }
        language = lang;
    }

    int memory = Memory.MIR2_SYMBOLS;

    /** A memory too small for a program or too large for the JVM's heap is refused before anything runs. */
    @Option(names = "--memory", paramLabel = "SYMBOLS", defaultValue = "" + Memory.MIR2_SYMBOLS)
    void memory(String symbols) {
        BigInteger n = wholeNumber(symbols);
        if (n == null || n.compareTo(BigInteger.valueOf(Memory.LEAST_SYMBOLS)) < 0
                || n.compareTo(BigInteger.valueOf(Memory.MOST_SYMBOLS)) > 0) {
            throw new RefusedOption(command.commandLine(), "usage.memory", symbols, Memory.LEAST_SYMBOLS,
                    Memory.MOST_SYMBOLS);
        }
        memory = n.intValueExact();
    }

    @Option(names = "--check-subscripts")
    boolean checkSubscripts;

    /** The step limit given, or null: none ({@code replay} has a default of its own). */
    Long maxSteps;

    /**
     * 0 or less would silently mean no limit at all: refused. A limit beyond the largest long is one
     * no run reaches: it is taken as that largest one.
     */
    @Option(names = "--max-steps", paramLabel = "N")
    void maxSteps(String steps) {
        BigInteger n = wholeNumber(steps);
        if (n == null || n.signum() <= 0) {
            throw new RefusedOption(command.commandLine(), "usage.max.steps", steps);
        }
        maxSteps = n.min(BigInteger.valueOf(Long.MAX_VALUE)).longValueExact();
    }

    /**
     * The option's value as a whole number of any size, or null if it is none; read here rather than
     * by picocli, whose refusal names a Java type ("is not an int") in English only.
     */
    private static BigInteger wholeNumber(String text) {
        try {
            return new BigInteger(text.strip());
        } catch (NumberFormatException notANumber) {
            return null;
        }
    }

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
                .withMaxSteps(maxSteps == null ? 0 : maxSteps).withMessages(machineMessages())
                .withTranslateAfter(noTranslation ? -1 : MachineOptions.TRANSLATE_AFTER);
    }
}
