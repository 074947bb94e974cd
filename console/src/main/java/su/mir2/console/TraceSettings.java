package su.mir2.console;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import su.mir2.machine.watch.Workbench;
import su.mir2.console.host.OutputFailure;
import su.mir2.console.host.OutputFiles.Written;
import su.mir2.messages.Messages;

/**
 * The trace options of a batch run: every step as a line ({@code --trace}, to standard error or a
 * file) and the last steps kept to be shown when the machine stops on an error or runs away
 * ({@code --trace-limit}). A traced run is always a batch run, statement by statement.
 */
public final class TraceSettings {
    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    @Option(names = "--trace", arity = "0..1", paramLabel = "FILE", fallbackValue = TraceLines.STANDARD_ERROR,
            preprocessor = TraceLines.AttachedOnly.class)
    String trace;

    int limit;

    @Option(names = "--trace-limit", paramLabel = "N")
    void limit(int steps) {
        if (steps <= 0) {
            throw new RefusedOption(command.commandLine(), "usage.trace.limit", Integer.toString(steps));
        }
        limit = steps;
    }

    @Option(names = "--dump", paramLabel = "FILE")
    Path dump;

    /** Whether anything is to be traced or dumped. */
    public boolean wanted() {
        return trace != null || limit > 0 || dump != null;
    }

    /** The files the trace and the dump write, as named on the command line. */
    List<Written> written() {
        return List.of(new Written("--trace", TraceLines.file(trace)), new Written("--dump", dump));
    }

    /**
     * With --dump, writes the variables and the memory map as the machine left them when the run
     * ended (nothing if no program was read in).
     */
    void dump(su.mir2.machine.Mir2 machine) {
        if (dump == null || machine.directory() == null) {
            return;
        }
        var m = machine.messages();
        java.util.List<String> lines = new java.util.ArrayList<>();
        lines.add(m.get("inspect.dump.variables"));
        lines.addAll(su.mir2.machine.watch.Inspection.variables(machine.directory(), m));
        lines.add(m.get("inspect.dump.memory"));
        lines.addAll(su.mir2.machine.watch.Inspection.memoryMap(machine.directory(), m));
        try {
            Files.write(dump, lines, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new OutputFailure(dump, e);
        }
    }

    /**
     * Installs the trace on the workbench; returns what must be closed when the run is over (the trace
     * file), or null when the file cannot be opened (said on standard error).
     */
    TraceLines install(Workbench workbench, Messages tool) {
        workbench.keepLast(limit);
        TraceLines lines = TraceLines.open(trace, tool);
        if (lines != null) {
            workbench.trace(lines.lines());
        }
        return lines;
    }

    /** Where the trace goes, for messages. */
    String file() {
        return trace;
    }
}
