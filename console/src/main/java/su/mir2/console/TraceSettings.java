package su.mir2.console;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import su.mir2.machine.watch.Workbench;

/**
 * The trace options of a batch run: every step as a line ({@code --trace}, to standard error or a
 * file) and the last steps kept to be shown when the machine stops on an error or runs away
 * ({@code --trace-limit}). A traced run is always a batch run, statement by statement.
 */
public final class TraceSettings {
    /** What --trace without a file means: standard error (standard output is the paper). */
    private static final String STANDARD_ERROR = "-";

    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    @Option(names = "--trace", arity = "0..1", paramLabel = "FILE", fallbackValue = STANDARD_ERROR)
    String trace;

    int limit;

    @Option(names = "--trace-limit", paramLabel = "N")
    void limit(int steps) {
        if (steps <= 0) {
            throw new RefusedOption(command.commandLine(), "usage.trace.limit", Integer.toString(steps));
        }
        limit = steps;
    }

    /** Whether anything is to be traced. */
    public boolean wanted() {
        return trace != null || limit > 0;
    }

    /**
     * Installs the trace on the workbench; returns what must be closed when the run is over (the trace
     * file), or null. A file that cannot be opened is an {@link IOException}.
     */
    Writer install(Workbench workbench, PrintStream err) throws IOException {
        workbench.keepLast(limit);
        if (trace == null) {
            return null;
        }
        if (trace.equals(STANDARD_ERROR)) {
            workbench.trace(err::println);
            return null;
        }
        Path path = Path.of(trace);
        Writer file = Files.newBufferedWriter(path, StandardCharsets.UTF_8);
        workbench.trace(line -> {
            try {
                file.write(line);
                file.write('\n');
            } catch (IOException e) {
                throw new OutputFailure(path, e);
            }
        });
        return file;
    }

    /** Where the trace goes, for messages. */
    String file() {
        return trace;
    }
}
