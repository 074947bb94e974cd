package su.mir2.console;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The real tool as a process, for tests of what only a process shows: its descriptors, its exit
 * status, the files it leaves. Standard input is a file (or closed); the home is a test's directory.
 */
final class ToolProcess {
    /** What a finished run left: its status and its two streams. */
    record Outcome(int status, String out, String err) {
    }

    private final Path dir;
    private final Map<String, String> environment = new HashMap<>();
    private String mainClass = Main.class.getName();
    private Path input;
    private boolean inputClosed;
    private boolean errorsClosed;
    private java.io.File errors;
    private Path shellInput;
    private java.io.File output;
    private boolean errorsOnOutput;
    private final List<String> jvmOptions = new ArrayList<>();

    /** A process whose HOME is {@code dir}/home and whose working directory is {@code dir}. */
    ToolProcess(Path dir) {
        this.dir = dir;
        environment.put("HOME", dir.resolve("home").toString());
    }

    ToolProcess env(String name, String value) {
        environment.put(name, value);
        return this;
    }

    ToolProcess main(Class<?> main) {
        this.mainClass = main.getName();
        return this;
    }

    ToolProcess input(String typed) throws IOException {
        this.input = Files.writeString(dir.resolve("typed.txt"), typed, StandardCharsets.UTF_8);
        return this;
    }

    ToolProcess input(Path file) {
        this.input = file;
        return this;
    }

    /** An option for the process's JVM, such as a small heap ({@code -Xmx48m}). */
    ToolProcess jvm(String option) {
        jvmOptions.add(option);
        return this;
    }

    /** Standard input opened by a shell's {@code <}, which takes what a process builder cannot (a directory). */
    ToolProcess inputByShell(Path file) {
        this.shellInput = file;
        return this;
    }

    /** Standard input closed, as a shell's {@code <&-} leaves it. */
    ToolProcess inputClosed() {
        this.inputClosed = true;
        return this;
    }

    /** Standard output to a file (such as /dev/full) rather than to the test. */
    ToolProcess output(Path file) {
        this.output = file.toFile();
        return this;
    }

    /** Standard error to a file (such as /dev/full) rather than to the test. */
    ToolProcess errors(Path file) {
        this.errors = file.toFile();
        return this;
    }

    /** Standard error closed, as a shell's {@code 2>&-} leaves it. */
    ToolProcess errorsClosed() {
        this.errorsClosed = true;
        return this;
    }

    /** Standard error on the same descriptor as standard output, as a shell's {@code 2>&1} puts it. */
    ToolProcess errorsOnOutput() {
        this.errorsOnOutput = true;
        return this;
    }

    /** The command line of the process. */
    List<String> command(String... args) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(jvmOptions);
        command.addAll(List.of("-Dfile.encoding=UTF-8", "-Dstdout.encoding=UTF-8", "-cp", System.getProperty("java.class.path"), mainClass));
        command.addAll(List.of(args));
        if (!inputClosed && shellInput == null && !errorsClosed) {
            return command;
        }
        String redirect = (inputClosed ? "<&-" : shellInput != null ? "<\"$TOOL_INPUT\"" : "")
                + (errorsClosed ? " 2>&-" : "");
        List<String> shell = new ArrayList<>(List.of("/bin/sh", "-c", "exec \"$@\" " + redirect, "sh"));
        shell.addAll(command);
        return shell;
    }

    /** Starts the process, its streams left to the caller. */
    Process start(String... args) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command(args)).directory(dir.toFile());
        builder.environment().remove("XDG_STATE_HOME");
        builder.environment().putAll(environment);
        if (shellInput != null) {
            builder.environment().put("TOOL_INPUT", shellInput.toString());
        }
        if (input != null) {
            builder.redirectInput(input.toFile());
        }
        if (output != null) {
            builder.redirectOutput(output);
        }
        if (errors != null) {
            builder.redirectError(errors);
        }
        builder.redirectErrorStream(errorsOnOutput);
        return builder.start();
    }

    /** Runs the process to its end (a minute at most). */
    Outcome run(String... args) throws IOException, InterruptedException {
        Process p = start(args);
        p.getOutputStream().close();
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Thread outCopy = copy(p.getInputStream(), out);
        Thread errCopy = copy(p.getErrorStream(), err);
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly().waitFor();
            outCopy.join();
            errCopy.join();
            throw new AssertionError("mir2 did not finish:\n" + Files.readString(err, StandardCharsets.UTF_8));
        }
        outCopy.join();
        errCopy.join();
        return new Outcome(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
    }

    private static Thread copy(java.io.InputStream from, Path to) {
        Thread t = new Thread(() -> {
            try (from) {
                Files.copy(from, to, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        t.start();
        return t;
    }
}
