package su.mir2.console;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.Map;
import java.util.Stack;
import java.util.function.Consumer;
import picocli.CommandLine.IParameterPreprocessor;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import su.mir2.console.host.OutputFailure;
import su.mir2.console.host.OutputFiles;
import su.mir2.console.host.Tool;
import su.mir2.messages.Messages;

/**
 * Where --trace sends a line for every step, in every command that traces (run, play, replay):
 * standard error, or the file it names, opened before anything runs; standard output's own file
 * (/dev/stdout, or where the shell sent it) is written through the paper's stream, in order with it.
 */
final class TraceLines implements AutoCloseable {
    /** The value of a --trace without a file: standard error (standard output is the paper). */
    static final String STANDARD_ERROR = "-";

    private final Consumer<String> lines;
    private final Writer out;

    private TraceLines(Consumer<String> lines, Writer out) {
        this.lines = lines;
        this.out = out;
    }

    /**
     * The lines of the option's value {@code trace} (none when it is null); null when its file cannot
     * be opened, after saying why on standard error.
     */
    static TraceLines open(String trace, Messages tool) {
        if (trace == null) {
            return new TraceLines(null, null);
        }
        Path path = file(trace);
        Writer out = path == null ? OutputFiles.standardError()
                : OutputFiles.openOrShare(path, "trace.unwritable", tool, Tool.ERR::println);
        if (out == null) {
            return null;
        }
        return new TraceLines(line -> {
            try {
                // in one write: an exit by a signal writes out whole lines only
                out.write(line + '\n');
            } catch (IOException e) {
                throw new OutputFailure(path, e);
            }
        }, out);
    }

    /** The file the option's value names, or null: no trace, or standard error. */
    static Path file(String trace) {
        return trace == null || trace.equals(STANDARD_ERROR) ? null : Path.of(trace);
    }

    /** Where the lines go; null when nothing is traced. */
    Consumer<String> lines() {
        return lines;
    }

    /** The file's last lines written out: a failure here is one of writing the trace (74), as any. */
    @Override
    public void close() throws IOException {
        if (out != null) {
            out.close();
        }
    }

    /**
     * A --trace standing alone never takes the next argument for its file: {@code --trace prog.alm}
     * would trace into the program and overwrite it, {@code --trace out.txt prog.alm} an unrelated
     * file. Only {@code --trace=FILE} names one; alone the option is given its value for standard error.
     */
    static final class AttachedOnly implements IParameterPreprocessor {
        @Override
        public boolean preprocess(Stack<String> args, CommandSpec command, ArgSpec option, Map<String, Object> info) {
            // Picocli's word for an option whose value is not attached to it
            if (" ".equals(info.get("separator"))) {
                args.push(((OptionSpec) option).fallbackValue());
            }
            return false;
        }
    }
}
