package su.mir2.console;

import su.mir2.console.protocol.Protocol;
import su.mir2.machine.MachineOptions;
import su.mir2.machine.Mir2;
import su.mir2.machine.halt.MachineException;
import su.mir2.machine.typewriter.StringPaper;

/**
 * {@code replay PROGRAM PROTOCOL} given its files the wrong way round: the first cannot be read in as
 * a program but reads as a protocol, and the second reads in as a program. Told so, the user is not
 * sent looking for a syntax error in a protocol. Any text reads as a protocol's paper, so the first
 * must show the format's own notation; a program cannot, outside its texts («#» is no sign of the
 * machine's).
 */
final class SwappedFiles {
    private SwappedFiles() {
    }

    static boolean swapped(String first, String second, MachineOptions options) {
        return Protocol.parse(first).looksLikeOne() && !readsIn(first, options) && readsIn(second, options);
    }

    /** Whether the machine reads the text in as a program, as {@code run} would. */
    private static boolean readsIn(String text, MachineOptions options) {
        try {
            new Mir2(options, new StringPaper()).load(text, "");
            return true;
        } catch (MachineException e) {
            return false;
        }
    }
}
