package su.mir2.console.bench;

import java.util.List;
import java.util.Optional;
import su.mir2.machine.memory.Memory;

/** The programs in programs/bench and how each is run. */
public final class Workloads {
    /** The small program whose `mir2 run` start-up is measured. */
    public static final String STARTUP = "date";

    /** A 100×100 field takes 10 000 words of 7 symbols: 70 000 symbols, beyond the MIR-2's 8000. */
    public static final int EVOLUTION_MEMORY = 80_000;

    public static final List<Workload> ALL = List.of(
            new Workload("evolution", EVOLUTION_MEMORY, new EvolutionBaseline()),
            new Workload("logic", Memory.MIR2_SYMBOLS, new LogicBaseline()),
            new Workload("nim", Memory.MIR2_SYMBOLS, new NimBaseline()),
            new Workload("loop", Memory.MIR2_SYMBOLS, new LoopBaseline()),
            new Workload("reals", Memory.MIR2_SYMBOLS, new RealsBaseline()),
            new Workload(STARTUP, Memory.MIR2_SYMBOLS, null));

    private Workloads() {
    }

    public static Optional<Workload> byName(String name) {
        return ALL.stream().filter(w -> w.name().equals(name)).findFirst();
    }
}
