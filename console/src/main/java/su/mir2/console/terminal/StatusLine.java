package su.mir2.console.terminal;

import java.nio.file.Path;
import su.mir2.machine.halt.Halt;
import su.mir2.machine.MachineState;
import su.mir2.machine.Mir2;
import su.mir2.messages.Messages;

/** The status line: what the machine is doing, which program it holds, how keys are read, its speed. */
final class StatusLine {
    private StatusLine() {
    }

    static String text(Messages tool, Mir2 machine, MachineState state, TypingMode typing, Speed speed) {
        String program = machine.programName() == null ? tool.get("console.status.noprogram")
                : tool.get("console.status.program", shortName(machine.programName()));
        return tool.get("console.status", state(tool, state, machine.lastHalt()), program,
                tool.get(typing.transliterating() ? "console.status.typing.translit" : "console.status.typing.plain"),
                tool.get("console.status.speed." + speed.name()));
    }

    /** The state in words; a halted machine says why it halted. */
    static String state(Messages tool, MachineState state, Halt halt) {
        if (state == MachineState.HALTED && halt != null && halt != Halt.INPUT) {
            return tool.get("console.halt." + halt.name());
        }
        return tool.get("console.state." + state.name());
    }

    /** A file's name without its folders; the console's own origin as it is. */
    private static String shortName(String origin) {
        try {
            Path name = Path.of(origin).getFileName();
            return name == null ? origin : name.toString();
        } catch (java.nio.file.InvalidPathException e) {
            return origin;
        }
    }
}
