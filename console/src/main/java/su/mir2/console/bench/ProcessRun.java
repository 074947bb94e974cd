package su.mir2.console.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One fresh process of the whole-process benchmark: its standard output to a file, its standard
 * input fed through a pipe from a file (or empty), timed from its start to its end. Where GNU time
 * is installed the process runs under it, which gives its user and system time and its peak memory.
 *
 * @param wallNanos  from start to end, as the user waits
 * @param userMillis processor time in the process, or −1 when not known
 * @param sysMillis  processor time in the kernel for it, or −1
 * @param peakKib    the largest resident set, KiB, or −1
 */
public record ProcessRun(long wallNanos, long userMillis, long sysMillis, long peakKib) {
    private static final Path TIME = Path.of("/usr/bin/time");

    /** Runs {@code command}, its output to {@code output}, {@code input} (or nothing) piped in. */
    static ProcessRun of(List<String> command, Path input, Path output) throws IOException, InterruptedException {
        Path times = Files.createTempFile("mir2-bench-time", ".txt");
        try {
            List<String> full = new ArrayList<>();
            boolean timed = Files.isExecutable(TIME);
            if (timed) {
                full.addAll(List.of(TIME.toString(), "-f", "%U %S %M", "-o", times.toString()));
            }
            full.addAll(command);
            ProcessBuilder pb = new ProcessBuilder(full).redirectOutput(output.toFile())
                    .redirectError(ProcessBuilder.Redirect.DISCARD);
            long start = System.nanoTime();
            Process process = pb.start();
            Thread feeder = feed(input, process.getOutputStream());
            process.waitFor();
            long wall = System.nanoTime() - start;
            feeder.join();
            if (!timed) {
                return new ProcessRun(wall, -1, -1, -1);
            }
            List<String> lines = Files.readAllLines(times, StandardCharsets.UTF_8);
            String[] f = lines.isEmpty() ? new String[0] : lines.get(lines.size() - 1).trim().split(" ");
            if (f.length != 3) {
                return new ProcessRun(wall, -1, -1, -1);
            }
            return new ProcessRun(wall, Math.round(Double.parseDouble(f[0]) * 1000),
                    Math.round(Double.parseDouble(f[1]) * 1000), Long.parseLong(f[2]));
        } finally {
            Files.deleteIfExists(times);
        }
    }

    private static Thread feed(Path input, OutputStream to) {
        Thread t = new Thread(() -> {
            try (to) {
                if (input != null) {
                    try (InputStream in = Files.newInputStream(input)) {
                        in.transferTo(to);
                    }
                }
            } catch (IOException e) {
                // the process ended before it read all its input: its output tells what it did
            }
        });
        t.start();
        return t;
    }
}
