package su.mir2.console.bench;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The start-up of `mir2 run` on a small program: a new JVM from the built jar each time, timed from
 * the start of the process to its end, as a user waits for it.
 */
public final class Startup {
    private Startup() {
    }

    /** The jar this code was loaded from, or empty when it runs from class directories. */
    public static Optional<Path> jar() {
        try {
            var source = Startup.class.getProtectionDomain().getCodeSource();
            if (source == null) {
                return Optional.empty();
            }
            Path p = Path.of(source.getLocation().toURI());
            return Files.isRegularFile(p) && p.toString().endsWith(".jar") ? Optional.of(p) : Optional.empty();
        } catch (URISyntaxException | SecurityException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /**
     * The command that is timed: the same JVM and flags the mir2 script uses, the script's
     * class-data-sharing archive included when it has made one for this JVM and this jar.
     */
    public static List<String> command(Path jar, Path program) {
        return command(jar, List.of(program.toString()));
    }

    /** The same command with the given arguments of `run` (options, then the program file). */
    public static List<String> command(Path jar, List<String> runArguments) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-XX:+UseSerialGC", "-Xmn24m"));
        archive(jar).ifPresent(a -> command.addAll(List.of("-XX:SharedArchiveFile=" + a, "-Xshare:auto",
                "-Xlog:cds=off,cds+dynamic=off")));
        command.addAll(List.of("-Dfile.encoding=UTF-8", "-Dstdout.encoding=UTF-8", "-jar", jar.toString(),
                "run"));
        command.addAll(runArguments);
        return command;
    }

    /**
     * The archive the mir2 script keeps beside the jar (mir2.jsa), if it holds classes, is not older
     * than the jar and was made by this JVM: mir2.jsa.jvm holds the real path of the java command and
     * the JDK's release file, as the script writes them.
     */
    static Optional<Path> archive(Path jar) {
        Path archive = jar.resolveSibling("mir2.jsa");
        Path made = jar.resolveSibling("mir2.jsa.jvm");
        try {
            if (!Files.isRegularFile(archive) || Files.size(archive) == 0 || !Files.isRegularFile(made)
                    || Files.getLastModifiedTime(archive).compareTo(Files.getLastModifiedTime(jar)) < 0) {
                return Optional.empty();
            }
            Path home = Path.of(System.getProperty("java.home"));
            String id = home.resolve("bin").resolve("java").toRealPath().toString();
            Path release = home.resolve("release");
            if (Files.isReadable(release)) {
                id += "\n" + Files.readString(release, StandardCharsets.UTF_8).replaceAll("\n+$", "");
            }
            return id.equals(Files.readString(made, StandardCharsets.UTF_8)) ? Optional.of(archive) : Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /**
     * Starts the program {@code runs} times (after one start that is not counted) and returns the
     * time of each; every run's output must be the expected one.
     */
    public static long[] measure(Path jar, Path program, String expected, int runs)
            throws IOException, InterruptedException, Harness.WrongOutput {
        long[] nanos = new long[runs];
        for (int i = -1; i < runs; i++) {
            ProcessBuilder pb = new ProcessBuilder(command(jar, program));
            pb.redirectError(ProcessBuilder.Redirect.DISCARD);
            long start = System.nanoTime();
            Process process = pb.start();
            process.getOutputStream().close();
            String output;
            try (InputStream out = process.getInputStream()) {
                output = new String(out.readAllBytes(), StandardCharsets.UTF_8);
            }
            process.waitFor();
            long time = System.nanoTime() - start;
            Harness.check("mir2 run", output, expected);
            if (i >= 0) {
                nanos[i] = time;
            }
        }
        return nanos;
    }
}
