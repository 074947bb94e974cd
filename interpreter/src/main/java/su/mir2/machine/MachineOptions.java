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
 */
public record MachineOptions(int memorySymbols, boolean checkSubscripts, long maxSteps, Messages messages) {

    public static MachineOptions defaults() {
        return new MachineOptions(Memory.MIR2_SYMBOLS, false, 0, Messages.forLanguage("ru"));
    }

    public MachineOptions withMemory(int symbols) {
        return new MachineOptions(symbols, checkSubscripts, maxSteps, messages);
    }

    public MachineOptions withCheckedSubscripts(boolean checked) {
        return new MachineOptions(memorySymbols, checked, maxSteps, messages);
    }

    public MachineOptions withMaxSteps(long steps) {
        return new MachineOptions(memorySymbols, checkSubscripts, steps, messages);
    }

    public MachineOptions withMessages(Messages m) {
        return new MachineOptions(memorySymbols, checkSubscripts, maxSteps, m);
    }
}
