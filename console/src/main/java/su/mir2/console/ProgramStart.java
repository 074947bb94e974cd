package su.mir2.console;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import su.mir2.console.terminal.ConsoleSettings;
import su.mir2.console.terminal.Interactive;
import su.mir2.machine.Mir2;
import su.mir2.console.host.ExitCode;
import su.mir2.console.host.OutputFiles;
import su.mir2.console.host.OutputFiles.Written;
import su.mir2.console.host.ProgramFiles;
import su.mir2.console.host.StandardStreams;
import su.mir2.console.host.Transcript;
import su.mir2.console.protocol.DirectiveSplitter;
import su.mir2.console.host.Tool;

/**
 * Starting a program file, as run and play do: at the console when a person sits at a terminal (or a
 * console option asks for it), else as a batch run with directives from standard input.
 */
final class ProgramStart {
    private ProgramStart() {
    }

    /** A traced run is a batch run even at a terminal: the trace is the batch run's. */
    static int start(MachineSettings settings, ConsoleSettings console, TraceSettings trace, Transcript transcript,
            Path file) throws IOException {
        List<Written> written = new ArrayList<>(console.written());
        written.addAll(trace.written());
        if (OutputFiles.overwriteRefused(written, List.of(file), settings.toolMessages())) {
            return ExitCode.USAGE;
        }
        if (console.asked() && trace.wanted()) {
            // the trace and the dump are the batch run's; the console has its own (:след, :память)
            Tool.ERR.println(settings.toolMessages().get("usage.console.trace", console.askedBy()));
            return ExitCode.USAGE;
        }
        if ((Interactive.terminal() && !trace.wanted()) || console.asked()) {
            return ConsoleCommand.open(settings, console, transcript, file, true);
        }
        ProgramFiles.Reading read = ProgramFiles.read(file, settings.toolMessages());
        if (!read.ok()) {
            return read.status();
        }
        if (StandardStreams.typingBlind()) {
            // the console opens only where the paper can be seen; say so rather than wait in silence
            Tool.ERR.println(settings.toolMessages().get("run.blind"));
        }
        String program = read.text();
        Mir2 machine = new Mir2(settings.options(), new StreamPaper(Tool.OUT));
        BufferedReader in = new BufferedReader(new InputStreamReader(StandardStreams.input(), StandardCharsets.UTF_8));
        boolean echo = System.console() == null;
        TraceLines traceLines = trace.install(machine.workbench(), settings.toolMessages());
        if (traceLines == null) {
            return ExitCode.USAGE;
        }
        try (traceLines; DumpFile dump = trace.openDump(settings.toolMessages())) {
            if (dump == null) {
                return ExitCode.USAGE;
            }
            int status = new BatchRun(machine, Tool.ERR, settings.toolMessages(), transcript)
                    .run(program, file.toString(), new DirectiveSplitter(in), echo);
            dump.write(machine);
            return status;
        }
    }
}
