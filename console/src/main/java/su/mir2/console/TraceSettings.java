package su.mir2.console;

import java.math.BigInteger;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import su.mir2.machine.watch.Workbench;
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

    String trace;

    /** Its file is named as the command line is read, as a --paper's is: a name that cannot be is refused then. */
    @Option(names = "--trace", arity = "0..1", paramLabel = "FILE", fallbackValue = TraceLines.STANDARD_ERROR,
            preprocessor = TraceLines.AttachedOnly.class)
    void trace(String value) {
        if (value.isEmpty()) {
            throw RefusedOption.of(command, "--trace", value, "usage.empty", "--trace");
        }
        TraceLines.file(value);
        trace = value;
    }

    /**
     * The most steps kept in memory (--trace-limit, replay's --trace-around). A kept line quotes at most
     * 60 characters of its statement and of its paper, some 100 to 400 bytes: 100 000 of them are tens of
     * MB at most (a loop's run kept them in a heap of 16 MB); two billion filled any heap (status 70).
     */
    static final int MOST_KEPT = 100_000;

    int limit;

    /** Read as typed, as --memory is: a number too long for an int is refused in the same sentence. */
    @Option(names = "--trace-limit", paramLabel = "N")
    void limit(String steps) {
        limit = keptSteps(command, "--trace-limit", "usage.trace.limit", steps, 1);
    }

    /**
     * A number of steps to keep, typed as {@code option}'s value, from {@code least} to {@link #MOST_KEPT};
     * else refused with the message {@code key}.
     */
    static int keptSteps(CommandSpec command, String option, String key, String typed, int least) {
        BigInteger n = RefusedOption.number(command, option, typed);
        if (n.compareTo(BigInteger.valueOf(least)) < 0 || n.compareTo(BigInteger.valueOf(MOST_KEPT)) > 0) {
            throw new RefusedOption(command.commandLine(), key, typed, MOST_KEPT);
        }
        return n.intValueExact();
    }

    @Option(names = "--dump", paramLabel = "FILE")
    Path dump;

    /** Whether anything is to be traced or dumped. */
    public boolean wanted() {
        return trace != null || limit > 0 || dump != null;
    }

    /** The files the trace and the dump write, as named on the command line. */
    List<Written> written() {
        return List.of(Written.shared("--trace", TraceLines.file(trace)), Written.shared("--dump", dump));
    }

    /** The dump's file, opened before the run; null when it cannot be opened (said on standard error). */
    DumpFile openDump(Messages tool) {
        return DumpFile.open(dump, tool);
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
