package su.mir2.machine.watch;

import su.mir2.almir.reader.SourcePosition;
import su.mir2.machine.control.Code;
import su.mir2.machine.control.Instruction;

/**
 * Where the operator wants the machine to stop: before the statement a label names, or before the
 * first statement typed at a line and column (or after it on that line). Kept as typed, and found in
 * the program anew at every step, so it survives a directive's «НА» and an edit that keeps the place.
 */
public record Breakpoint(String label, int line, int column) {
    public static Breakpoint atLabel(String label) {
        return new Breakpoint(label, 0, 0);
    }

    public static Breakpoint atPlace(int line, int column) {
        return new Breakpoint(null, line, column);
    }

    /** Whether the instruction at {@code index} of the program is where this breakpoint stops. */
    boolean at(Code program, int index, Instruction ins) {
        if (label != null) {
            Integer position = program.labelPosition(label);
            return position != null && position == index;
        }
        return index == first(program);
    }

    /** Whether the program has a statement where this breakpoint stops: a place after the last has none. */
    public boolean findsIn(Code program) {
        return label != null ? program.labelPosition(label) != null : first(program) >= 0;
    }

    /** The first instruction at or after the place, or −1. */
    private int first(Code program) {
        for (int i = 0; i < program.length(); i++) {
            SourcePosition p = program.instruction(i).position();
            if (p.line() > line || (p.line() == line && p.column() >= column)) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public String toString() {
        return label != null ? label : line + ":" + column;
    }
}
