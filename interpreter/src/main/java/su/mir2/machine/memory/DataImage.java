package su.mir2.machine.memory;

import java.util.ArrayList;
import java.util.List;

/**
 * The data area as it stands, with the places of some arrays, to be put back: a directive whose
 * descriptions fail half-way (too many values, a size below 1, 1/0) has carried out those before
 * the failing one, and a directive the machine refuses changes nothing.
 */
public final class DataImage {
    private final Memory memory;
    private final Memory.Image words;
    private final List<ArrayBlock> arrays;
    private final List<ArrayBlock.Placement> placements = new ArrayList<>();

    private DataImage(Memory memory, List<ArrayBlock> arrays) {
        this.memory = memory;
        this.words = memory.image();
        this.arrays = arrays;
        for (ArrayBlock a : arrays) {
            placements.add(a.placement());
        }
    }

    /** The memory's words and counts, and where {@code arrays} lie. */
    public static DataImage of(Memory memory, List<ArrayBlock> arrays) {
        return new DataImage(memory, arrays);
    }

    public void restore() {
        memory.restore(words);
        for (int i = 0; i < arrays.size(); i++) {
            arrays.get(i).restore(placements.get(i));
        }
    }
}
