package su.mir2.machine.control;

import java.util.Map;

/** A piece of compiled code: the program, or one operator directive. Labels are positions in it. */
public final class Code {
    final Instruction[] instructions;
    private final Map<String, Integer> labels;
    /** Steps run instruction by instruction in this code, until it is translated. */
    long steps;
    TranslatedCode translated;
    boolean translationTried;

    public Code(Instruction[] instructions, Map<String, Integer> labels) {
        this.instructions = instructions;
        this.labels = Map.copyOf(labels);
    }

    public Integer labelPosition(String label) {
        return labels.get(label);
    }

    public int length() {
        return instructions.length;
    }

    public Instruction instruction(int index) {
        return instructions[index];
    }

    /** The positions that labels name. */
    public java.util.Collection<Integer> labelPositions() {
        return labels.values();
    }
}
