package su.mir2.tests.fuzz;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The internal errors already known on this branch (regressions/known/faults.txt), which the fuzzer
 * counts but does not stop on: without them it would rediscover the same few within seconds and find
 * nothing else. Each is the fault's simple class name and the start of the first frame of su.mir2 it
 * was thrown from. The list empties as the faults are fixed; a hang can never be listed.
 */
final class KnownFaults {
    private record Fault(String exception, String frame) {
    }

    private final List<Fault> faults;

    private KnownFaults(List<Fault> faults) {
        this.faults = faults;
    }

    static KnownFaults load() {
        try (InputStream in = KnownFaults.class.getResourceAsStream(Reproducers.KNOWN + "/faults.txt")) {
            if (in == null) {
                return new KnownFaults(List.of());
            }
            return new KnownFaults(new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().map(String::strip)
                    .filter(l -> !l.isEmpty() && !l.startsWith("#")).map(l -> l.split("\\s+"))
                    .map(p -> new Fault(p[0], p[1])).toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Whether the fault behind an internal error is one of the known ones. */
    boolean known(Throwable fault) {
        if (fault == null) {
            return false;
        }
        String frame = firstOwnFrame(fault);
        return faults.stream().anyMatch(f -> f.exception().equals(fault.getClass().getSimpleName()) && frame.startsWith(f.frame()));
    }

    private static String firstOwnFrame(Throwable fault) {
        for (StackTraceElement e : fault.getStackTrace()) {
            if (e.getClassName().startsWith("su.mir2.")) {
                return e.getClassName() + "." + e.getMethodName();
            }
        }
        return "";
    }
}
