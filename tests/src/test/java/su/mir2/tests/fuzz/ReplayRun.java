package su.mir2.tests.fuzz;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import su.mir2.console.ReplayCommand;
import su.mir2.machine.memory.Memory;

/**
 * `mir2 replay [p.alm] p.txt --max-steps …` of a ProtocolInput, in-process and within ToolRun's bounds.
 * The files are written each time into one directory of the run's own, where the replay also looks for
 * the tapes a paper names; the directory's path is taken out of the output, as a user's own paths are
 * not the tool's to shorten.
 */
final class ReplayRun {
    /**
     * Enough for every protocol of programs/ to replay as printed but that of «Минимакс» (between 100 000
     * and 200 000 steps a run; «Эволюция», 5 000 to 10 000), few enough that a runaway costs little; the
     * book's memory.
     */
    static final long MAX_STEPS = 100_000;
    static final int MEMORY = Memory.MIR2_SYMBOLS;
    static final String PROGRAM = "p.alm";
    static final String PROTOCOL = "p.txt";

    /** What one input gave: replay's exit status, its standard output and error, the fault if it failed. */
    record Outcome(int status, String out, String err, Throwable fault) {
    }

    private final ToolRun tool = new ToolRun();
    private final Path directory;

    ReplayRun() {
        try {
            directory = Files.createTempDirectory("mir2-replay-fuzz").toRealPath();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    Outcome run(ProtocolInput input) {
        Path program = directory.resolve(PROGRAM);
        Path protocol = directory.resolve(PROTOCOL);
        try {
            Files.deleteIfExists(program);
            if (input.program() != null) {
                Files.writeString(program, input.program(), StandardCharsets.UTF_8);
            }
            Files.writeString(protocol, input.protocol(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Throwable[] fault = new Throwable[1];
        int status = tool.bounded(() -> ReplayCommand.one(input.program() == null ? null : program, protocol, MEMORY,
                MAX_STEPS, stream(out), stream(err)), fault);
        return new Outcome(status, local(out), local(err), fault[0]);
    }

    /** The output with the directory's path taken out, so that p.txt is named as a user in it would see it. */
    private String local(ByteArrayOutputStream bytes) {
        return bytes.toString(StandardCharsets.UTF_8).replace(directory + "/", "");
    }

    private static PrintStream stream(ByteArrayOutputStream bytes) {
        return new PrintStream(bytes, true, StandardCharsets.UTF_8);
    }
}
