package su.mir2.machine;

import su.mir2.machine.memory.Memory;
import su.mir2.messages.Messages;

/**
 * How the emulated machine is set up.
 *
 * @param memorySymbols   main memory in symbols (the MIR-2 had 8000)
 * @param checkSubscripts stop on a subscript outside its array (off: the neighbouring words are reached)
 * @param maxSteps        steps after which a run is stopped as runaway; 0 for no limit
 * @param messages        the language of the machine's messages
 * @param translateAfter  steps a piece of code runs instruction by instruction before it is translated
 *                        into JVM code; 0 at once, negative never. What the machine does is the same
 *                        either way; only its speed differs.
 */
public record MachineOptions(int memorySymbols, boolean checkSubscripts, long maxSteps, Messages messages,
                             long translateAfter) {
    /**
     * Enough steps that a short run does not pay for a translation it would not use: a program that
     * ends after 4 500 steps runs as fast translated after 2 000 as not translated, while a program
     * whose steps are calls of functions (the logic program) ran 0.54 s as a process with the
     * threshold at 10 000 and 0.47 s with it here (performance.md, "Translated sooner"). The system
     * property {@code mir2.translateAfter} overrides it (the tests run everything translated at once
     * with 0, and with −1 never, to show that both ways do the same).
     */
    public static final long TRANSLATE_AFTER = Long.getLong("mir2.translateAfter", 2_000);

    public static MachineOptions defaults() {
        return new MachineOptions(Memory.MIR2_SYMBOLS, false, 0, Messages.forLanguage("ru"), TRANSLATE_AFTER);
    }

    public MachineOptions withMemory(int symbols) {
        return new MachineOptions(symbols, checkSubscripts, maxSteps, messages, translateAfter);
    }

    public MachineOptions withCheckedSubscripts(boolean checked) {
        return new MachineOptions(memorySymbols, checked, maxSteps, messages, translateAfter);
    }

    public MachineOptions withMaxSteps(long steps) {
        return new MachineOptions(memorySymbols, checkSubscripts, steps, messages, translateAfter);
    }

    public MachineOptions withMessages(Messages m) {
        return new MachineOptions(memorySymbols, checkSubscripts, maxSteps, m, translateAfter);
    }

    public MachineOptions withTranslateAfter(long steps) {
        return new MachineOptions(memorySymbols, checkSubscripts, maxSteps, messages, steps);
    }
}
