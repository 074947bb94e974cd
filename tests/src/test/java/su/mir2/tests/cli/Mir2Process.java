package su.mir2.tests.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The mir2 command as a separate process: the operator's typing on standard input, the paper and the
 * messages captured, the exit status; optionally with options of its JVM (a bounded heap).
 */
final class Mir2Process {
    record Outcome(int status, String out, String err) {
    }

    private final Path dir;
    /** Whether the process runs in {@code dir}, so that its files are named short, as a user names them. */
    private boolean inDir;

    /** A process whose typing and captured streams are files of {@code dir}. */
    Mir2Process(Path dir) {
        this.dir = dir;
    }

    /**
     * The process runs in {@code dir}: a file of it is named by its own name, and a message naming it
     * does not take the temporary directory's length, which would decide where a long line breaks.
     */
    Mir2Process inDirectory() {
        inDir = true;
        return this;
    }

    Outcome run(String input, String... args) throws IOException, InterruptedException {
        return run(List.of(), input, args);
    }

    Outcome run(List<String> jvmOptions, String input, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(jvmOptions);
        command.addAll(List.of("-Dfile.encoding=UTF-8", "-Dstdout.encoding=UTF-8", "-Dmir2.home=" + Path.of("..").toAbsolutePath().normalize(),
                "-cp", System.getProperty("java.class.path"), "su.mir2.console.Main"));
        command.addAll(List.of(args));
        Path in = Files.writeString(dir.resolve("in.txt"), input, StandardCharsets.UTF_8);
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        ProcessBuilder builder = new ProcessBuilder(command);
        if (inDir) {
            builder.directory(dir.toFile());
        }
        Process p = builder.redirectInput(in.toFile()).redirectOutput(out.toFile())
                .redirectError(err.toFile()).start();
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("mir2 did not finish");
        }
        return new Outcome(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
    }
}
