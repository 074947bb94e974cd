package su.mir2.console.bench;

import su.mir2.machine.MachineOptions;
import su.mir2.machine.memory.Memory;

/**
 * One benchmark program: programs/bench/NAME.alm, the output it must print (NAME.expected beside
 * it), the memory it runs in and the hand-written Java baseline that does the same work. A workload
 * without a baseline is only run, not timed against anything (the start-up program).
 *
 * @param name          the file name without .alm
 * @param memorySymbols main memory in symbols; larger than the MIR-2's 8000 where the data need it
 * @param baseline      the Java program doing the same work, or null
 */
public record Workload(String name, int memorySymbols, Baseline baseline) {
    public static final String PROGRAM = ".alm";
    public static final String EXPECTED = ".expected";

    public boolean timed() {
        return baseline != null;
    }

    public boolean largerMemory() {
        return memorySymbols != Memory.MIR2_SYMBOLS;
    }

    /** The machine the workload runs on: the MIR-2 as configured by default, with its memory. */
    public MachineOptions options() {
        return MachineOptions.defaults().withMemory(memorySymbols);
    }
}
