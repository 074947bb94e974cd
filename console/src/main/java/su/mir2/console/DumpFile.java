package su.mir2.console;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import su.mir2.console.host.OutputFailure;
import su.mir2.console.host.OutputFiles;
import su.mir2.console.host.Tool;
import su.mir2.machine.Mir2;
import su.mir2.machine.watch.Inspection;
import su.mir2.messages.Messages;

/**
 * The file --dump writes, opened before the run as --trace's and --paper's are: a file that cannot be
 * written is a mistake of the command line (64), said before anything runs, not after the run (74).
 */
final class DumpFile implements AutoCloseable {
    private final Path path;
    private final Writer out;

    private DumpFile(Path path, Writer out) {
        this.path = path;
        this.out = out;
    }

    /** The dump into {@code path} (none when it is null); null when it cannot be opened, said on standard error. */
    static DumpFile open(Path path, Messages tool) {
        if (path == null) {
            return new DumpFile(null, null);
        }
        Writer out = OutputFiles.openOrShare(path, "dump.unwritable", tool, Tool.ERR::println);
        return out == null ? null : new DumpFile(path, out);
    }

    /**
     * Writes the variables and the memory map as the machine left them when the run ended; nothing if no
     * program was read in (the file, opened before, is then left empty, as a trace of no steps is).
     */
    void write(Mir2 machine) {
        if (out == null || machine.directory() == null) {
            return;
        }
        Messages m = machine.messages();
        List<String> lines = new ArrayList<>();
        lines.add(m.get("inspect.dump.variables"));
        lines.addAll(Inspection.variables(machine.directory(), m));
        lines.add(m.get("inspect.dump.memory"));
        lines.addAll(Inspection.memoryMap(machine.directory(), m));
        try {
            for (String line : lines) {
                out.write(line);
                out.write('\n');
            }
        } catch (IOException e) {
            throw new OutputFailure(path, e);
        }
    }

    /** The file's last lines written out: a failure here is one of writing the dump (74), as any. */
    @Override
    public void close() throws IOException {
        if (out != null) {
            out.close();
        }
    }
}
