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

    /**
     * The memory map: the program text at the bottom, then each variable's words in the data area, and
     * the free memory, in symbols counted from 1 (see docs/fidelity.md, Memory).
     */
    public static List<String> memoryMap(Directory names, Messages m) {
        Memory memory = names.memory();
        List<String> lines = new ArrayList<>();
        lines.add(m.get("inspect.memory.program", range(1, memory.programSymbols())));
        java.util.TreeMap<Integer, String> byPlace = new java.util.TreeMap<>();
        for (Variable v : names.all()) {
            if (v instanceof Scalar s) {
                byPlace.put(s.address(), m.get("inspect.memory.word", s.name(), words(memory, s.address(), 1)));
            } else if (v instanceof ArrayBlock a && a.isPlaced()) {
                byPlace.put(a.base(), m.get("inspect.memory.word", a.name() + ArrayBlock.describe(a.sizes()),
                        words(memory, a.base(), a.length())));
            }
        }
        // the words no name holds: the «ГДЕ» functions' parameters, between the variables and the arrays
        int covered = 0;
        java.util.TreeMap<Integer, String> hidden = new java.util.TreeMap<>();
        for (var e : byPlace.entrySet()) {
            if (e.getKey() > covered) {
                hidden.put(covered, hiddenWords(memory, covered, e.getKey() - covered, m));
            }
            covered = Math.max(covered, e.getKey() + length(names, e.getKey()));
        }
        if (covered < memory.usedWords()) {
            hidden.put(covered, hiddenWords(memory, covered, memory.usedWords() - covered, m));
        }
        byPlace.putAll(hidden);
        lines.addAll(byPlace.values());
        long used = memory.usedSymbols();
        lines.add(m.get("inspect.memory.free", Long.toString(Math.max(0, memory.capacity() - used)),
                Integer.toString(memory.capacity())));
        return lines;
    }

    private static String hiddenWords(Memory memory, int first, int count, Messages m) {
        return m.get("inspect.memory.word", m.get("inspect.memory.hidden"), words(memory, first, count));
    }

    /** The words of the variable whose first word is {@code address}. */
    private static int length(Directory names, int address) {
        for (Variable v : names.all()) {
            if (v instanceof ArrayBlock a && a.isPlaced() && a.base() == address) {
                return a.length();
            }
        }
        return 1;
    }

    /** The data words that lie in symbols {@code from} to {@code to}, each with its name and value. */
    public static List<String> memoryRange(Directory names, long from, long to, Messages m) {
        Memory memory = names.memory();
        List<String> lines = new ArrayList<>();
        long first = Math.max(0, (from - 1 - memory.programSymbols()) / memory.wordSymbols());
        if (from <= memory.programSymbols()) {
            lines.add(m.get("inspect.memory.program", range(from, Math.min(to, memory.programSymbols()))));
        }
        for (long w = first; w < memory.usedWords(); w++) {
            long start = memory.programSymbols() + w * memory.wordSymbols() + 1;
            if (start > to) {
                break;
            }
            if (start + memory.wordSymbols() - 1 < from) {
                continue;
            }
            String name = names.nameAt((int) w);
            lines.add(m.get("inspect.memory.value", range(start, start + memory.wordSymbols() - 1),
                    name != null ? name : m.get("inspect.memory.hidden"), memory.read((int) w)));
        }
        return lines;
    }

    private static String words(Memory memory, int firstWord, int count) {
        long start = memory.programSymbols() + (long) firstWord * memory.wordSymbols() + 1;
        return range(start, start + (long) count * memory.wordSymbols() - 1);
    }

    private static String range(long from, long to) {
        return from + "–" + to;
    }
}
