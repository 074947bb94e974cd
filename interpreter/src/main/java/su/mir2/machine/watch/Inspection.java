package su.mir2.machine.watch;

import java.util.ArrayList;
import java.util.List;
import su.mir2.almir.tree.OutputItem;
import su.mir2.machine.memory.ArrayBlock;
import su.mir2.machine.memory.Directory;
import su.mir2.machine.memory.Memory;
import su.mir2.machine.memory.Scalar;
import su.mir2.machine.memory.Variable;
import su.mir2.messages.Messages;

/**
 * The program's data as the operator looks at it between runs: every variable with its value, an
 * array whole. It only reads: nothing it does changes the memory or counts a step.
 */
public final class Inspection {
    /** Values of an array shown in the list of all variables, at most. */
    private static final int FIRST_VALUES = 6;

    private Inspection() {
    }

    /** Every variable, in the order the program named them: simple ones with their value, arrays by shape. */
    public static List<String> variables(Directory names, Messages m) {
        Memory memory = names.memory();
        List<String> lines = new ArrayList<>();
        for (Variable v : names.all()) {
            if (v instanceof Scalar s) {
                lines.add(s.name() + "=" + memory.read(s.address()));
            } else if (v instanceof ArrayBlock a) {
                if (!a.isPlaced()) {
                    lines.add(m.get("inspect.array.undescribed", a.name()));
                    continue;
                }
                StringBuilder first = new StringBuilder();
                int shown = Math.min(FIRST_VALUES, a.length());
                for (int i = 0; i < shown; i++) {
                    first.append(i > 0 ? " " : "").append(memory.read(a.addressOf(i)));
                }
                if (shown < a.length()) {
                    first.append(" …");
                }
                lines.add(m.get("inspect.array", a.name() + ArrayBlock.describe(a.sizes()), first,
                        Integer.toString(a.length())));
            }
        }
        return lines;
    }

    /** A whole array as «МАССИВ» prints it: its name and sizes, then a line per row; null if it is no array. */
    public static String array(Directory names, String name, Messages m) {
        ArrayBlock a = names.lookup(name) instanceof ArrayBlock b ? b : null;
        if (a == null) {
            return null;
        }
        if (!a.isPlaced()) {
            return m.get("inspect.array.undescribed", a.name());
        }
        Memory memory = names.memory();
        int[] sizes = a.sizes();
        StringBuilder out = new StringBuilder(a.name() + ArrayBlock.describe(sizes));
        int rowLength = sizes[sizes.length - 1];
        for (int i = 0; i < a.length(); i++) {
            out.append(i % rowLength == 0 ? "\n" : OutputItem.WholeArray.GAP).append(memory.read(a.addressOf(i)));
        }
        return out.toString();
    }
}
