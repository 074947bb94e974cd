package su.mir2.machine.display;

import java.util.List;

/**
 * One picture on the MIR-2's screen: its lines from the top, without trailing blanks or empty lines.
 *
 * @param number   the frame's place in the program's output, from 1; 0 for the empty screen
 * @param lines    the picture, at most the screen's rows, each at most its columns
 * @param complete whether the program has finished drawing it (see docs/fidelity.md, "Display")
 */
public record Frame(int number, List<String> lines, boolean complete) {
    /** The screen before anything was drawn on it. */
    public static final Frame BLANK = new Frame(0, List.of(), true);

    public Frame {
        lines = List.copyOf(lines);
    }

    public boolean isBlank() {
        return lines.isEmpty();
    }
}
