package su.mir2.console.terminal;

import su.mir2.almir.reader.Alphabet;
import su.mir2.machine.MachineState;
import su.mir2.machine.Mir2;
import su.mir2.machine.control.Instruction;
import su.mir2.machine.watch.Breakpoint;
import su.mir2.machine.watch.Inspection;
import su.mir2.messages.Messages;

/**
 * The console's commands that look into the machine rather than work it: the trace, breakpoints, where
 * it stopped, its variables and arrays. None of them changes the memory or the step counts.
 */
final class WorkbenchCommands {
    private final Mir2 machine;
    private final ConsoleView view;
    private final Messages tool;

    WorkbenchCommands(Mir2 machine, ConsoleView view, Messages tool) {
        this.machine = machine;
        this.view = view;
        this.tool = tool;
        machine.workbench().stepLines(view::note);
    }

    /** :след вкл|выкл; alone, says whether it is on. */
    void trace(String argument) {
        if (!argument.isEmpty()) {
            Switch s = Switch.parse(argument);
            if (s == null) {
                view.note(OperatorCommand.TRACE.needs(tool, "console.switch.argument"));
                return;
            }
            machine.workbench().trace(s == Switch.ON ? view::note : null);
        }
        view.note(tool.get(machine.workbench().tracing() ? "console.trace.on" : "console.trace.off"));
    }

    /** :стоп L5 | 3:5 | нет; alone, the list. */
    void breakpoint(String argument) {
        if (argument.equalsIgnoreCase("нет") || argument.equalsIgnoreCase("none")) {
            for (Breakpoint b : machine.workbench().breakpoints()) {
                machine.workbench().removeBreakpoint(b);
            }
        } else if (!argument.isEmpty()) {
            Breakpoint b = parse(argument);
            if (b == null) {
                view.note(OperatorCommand.BREAK.needs(tool, "console.break.argument"));
                return;
            }
            if (b.label() != null && (machine.program() == null || machine.program().code().labelPosition(b.label()) == null)) {
                view.note(tool.get("console.break.nolabel", b.label()));
                return;
            }
            if (b.label() == null && machine.program() != null && !b.findsIn(machine.program().code())) {
                view.note(tool.get("console.break.noplace", b.toString()));
                return;
            }
            machine.workbench().addBreakpoint(b);
        }
        var all = machine.workbench().breakpoints();
        view.note(all.isEmpty() ? tool.get("console.break.none")
                : tool.get("console.break.list", String.join(", ", all.stream().map(Breakpoint::toString).toList())));
    }

    /** A label (as the program spells it: digits without leading zeros, letters folded) or line:column. */
    static Breakpoint parse(String typed) {
        String s = typed.strip();
        int colon = s.indexOf(':');
        if (colon >= 0) {
            // no label holds a colon: ":5" and "5:" are places mistyped
            try {
                int line = Integer.parseInt(s.substring(0, colon));
                int column = Integer.parseInt(s.substring(colon + 1));
                return line > 0 && column > 0 ? Breakpoint.atPlace(line, column) : null;
            } catch (NumberFormatException e) {
                return null;
            }
        }
        if (s.isEmpty()) {
            return null;
        }
        if (s.chars().allMatch(Character::isDigit)) {
            return Breakpoint.atLabel(new java.math.BigInteger(s).toString());
        }
        return Breakpoint.atLabel(Alphabet.fold(s));
    }

    /** :где: the statement the machine stopped at, or that it stopped at none. */
    void where() {
        Instruction at = machine.stoppedAt();
        if (at == null && machine.state() == MachineState.WAITING) {
            // waiting at «ВВОД» is where a game stands between moves: said, not "nowhere"
            view.note(tool.get("console.state.WAITING"));
            return;
        }
        view.note(at == null ? tool.get("console.where.none")
                : tool.get(machine.canResume() ? "console.where.before" : "console.where.inside",
                        machine.workbench().where(at)));
    }

    /** :переменные. */
    void variables() {
        if (machine.directory() == null) {
            view.note(tool.get("console.program.none"));
            return;
        }
        var lines = Inspection.variables(machine.directory(), machine.messages());
        view.note(lines.isEmpty() ? tool.get("console.vars.none") : String.join("\n", lines));
    }

    /** :массив A. */
    void array(String name) {
        if (machine.directory() == null) {
            view.note(tool.get("console.program.none"));
            return;
        }
        if (name.isEmpty()) {
            view.note(OperatorCommand.ARRAY.needs(tool, "console.array.argument"));
            return;
        }
        String shown = Inspection.array(machine.directory(), Alphabet.fold(name), machine.messages());
        view.note(shown == null ? tool.get("console.array.unknown", Alphabet.fold(name)) : shown);
    }

    /** :память [FROM [TO]]: the memory map, or the words in symbols FROM to TO (FROM alone: that word). */
    void memory(String argument) {
        if (machine.directory() == null) {
            view.note(tool.get("console.program.none"));
            return;
        }
        if (argument.isEmpty()) {
            view.note(String.join("\n", Inspection.memoryMap(machine.directory(), machine.messages())));
            return;
        }
        String[] bounds = argument.split("\\s+");
        long from;
        long to;
        try {
            from = Long.parseLong(bounds[0]);
            to = bounds.length > 1 ? Long.parseLong(bounds[1]) : from;
        } catch (NumberFormatException e) {
            from = 0;
            to = -1;
        }
        if (from < 1 || to < from) {
            view.note(OperatorCommand.MEMORY.needs(tool, "console.memory.argument"));
            return;
        }
        int capacity = machine.directory().memory().capacity();
        if (from > capacity) {
            view.note(tool.get("console.memory.beyond", Integer.toString(capacity)));
            return;
        }
        var lines = Inspection.memoryRange(machine.directory(), from, to, machine.messages());
        view.note(lines.isEmpty() ? tool.get("console.memory.free") : String.join("\n", lines));
    }
}
