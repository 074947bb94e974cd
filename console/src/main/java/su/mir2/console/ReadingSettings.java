package su.mir2.console;

import java.math.BigInteger;
import java.util.Locale;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import su.mir2.machine.MachineOptions;
import su.mir2.machine.memory.Memory;
import su.mir2.messages.Messages;
import su.mir2.console.host.Tool;
import su.mir2.console.host.TypedNumbers;

/**
 * The options of reading a program in, which every command has: the language of the messages and the
 * memory the program must fit. {@code check} has only these; the commands that run the machine add
 * theirs ({@link MachineSettings}).
 */
public class ReadingSettings {
    String language = "ru";

    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    /** A language the tool has no messages in is refused, not silently taken for Russian. */
    @Option(names = "--lang", paramLabel = "ru|en")
    void language(String lang) {
        language = language(command, lang);
    }

    /** The language {@code typed} names, in any case, as --speed is taken; else refused. */
    static String language(CommandSpec command, String typed) {
        String language = languageNamed(typed);
        if (language == null) {
            throw RefusedOption.of(command, "--lang", typed, "usage.lang", typed);
        }
        return language;
    }

    /** "ru" or "en" as typed in any case, or null when {@code typed} names neither. */
    static String languageNamed(String typed) {
        String language = typed.strip().toLowerCase(Locale.ROOT);
        return Messages.isLanguage(language) ? language : null;
    }

    int memory = Memory.MIR2_SYMBOLS;

    /**
     * A memory too small for a program or too large for the JVM's heap is refused before anything runs;
     * the value is read as typed, not by picocli, whose refusal names a Java type ("is not an int") in
     * English only.
     */
    @Option(names = "--memory", paramLabel = "SYMBOLS", defaultValue = "" + Memory.MIR2_SYMBOLS)
    void memory(String symbols) {
        RefusedOption.number(command, "--memory", symbols);
        Integer n = symbols(symbols);
        if (n == null) {
            throw new RefusedOption(command.commandLine(), "usage.memory", symbols, Memory.LEAST_SYMBOLS,
                    Memory.MOST_SYMBOLS);
        }
        memory = n;
    }

    /** The memory {@code typed} asks for, when it is a whole number of symbols the machine can have; else null. */
    static Integer symbols(String typed) {
        BigInteger n = TypedNumbers.whole(typed);
        if (n == null || n.compareTo(BigInteger.valueOf(Memory.LEAST_SYMBOLS)) < 0
                || n.compareTo(BigInteger.valueOf(Memory.MOST_SYMBOLS)) > 0) {
            return null;
        }
        return n.intValueExact();
    }

    public Messages machineMessages() {
        return Messages.forLanguage(language);
    }

    public Messages toolMessages() {
        return Messages.of(Tool.BUNDLE, machineMessages().locale());
    }

    /** The machine's options for reading: this memory, these messages, the rest as by default. */
    public MachineOptions options() {
        return MachineOptions.defaults().withMemory(memory).withMessages(machineMessages());
    }
}
