package su.mir2.console.host;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What the process's standard descriptors are, as far as Linux's /proc tells; elsewhere nothing is
 * known and the streams are taken as they are.
 */
public final class StandardStreams {
    private StandardStreams() {
    }

    /** Whether standard output is a pipe: a failed write to it means its reader has gone. */
    public static boolean outputIsPipe() {
        return target(1).startsWith("pipe:");
    }

    /** Whether standard error is a pipe: a failed write to it means its reader has gone. */
    public static boolean errorIsPipe() {
        return target(2).startsWith("pipe:");
    }

    /** Whether {@code file} is the file standard output writes: /dev/stdout, or the file it was sent to. */
    public static boolean isOutput(Path file) {
        return isFileOf(1, file);
    }

    /** Whether {@code file} is the file standard error writes: /dev/stderr, or the file it was sent to. */
    public static boolean isError(Path file) {
        return isFileOf(2, file);
    }

    /** Whether {@code file} is the one the descriptor writes: one device and inode, by whatever name. */
    private static boolean isFileOf(int descriptor, Path file) {
        try {
            return Files.isSameFile(file, Path.of("/proc/self/fd/" + descriptor));
        } catch (IOException | SecurityException e) {
            // no such file yet, or no /proc: a file not made yet is none the process writes
            return false;
        }
    }

    /**
     * Standard input, or an empty stream when descriptor 0 was closed when the process started: the
     * JVM's first file (its module image, its class-data archive, the jar) then lands on descriptor 0
     * and must not be read as the operator's typing. A file of the JVM's own is the sign; a user
     * redirecting it into mir2 on purpose is not considered. A failure to read it is an
     * {@link InputFailure}.
     */
    public static InputStream input() {
        return foreignInput() ? InputStream.nullInputStream() : new WatchedInput(System.in);
    }

    public static boolean foreignInput() {
        String target = target(0);
        if (target.isEmpty() || !target.startsWith("/")) {
            return false;
        }
        Path file = Path.of(target);
        if (file.startsWith(javaHome()) || target.endsWith(".jsa")) {
            return true;
        }
        for (String entry : System.getProperty("java.class.path", "").split(java.io.File.pathSeparator)) {
            if (!entry.isEmpty() && file.equals(Path.of(entry).toAbsolutePath())) {
                return true;
            }
        }
        return false;
    }

    private static Path javaHome() {
        Path home = Path.of(System.getProperty("java.home")).toAbsolutePath();
        try {
            return home.toRealPath();
        } catch (IOException e) {
            return home;
        }
    }

    /**
     * Whether the operator types at a terminal while the paper goes elsewhere (a file, a pipe): keys
     * typed there show, the machine's answers do not.
     */
    public static boolean typingBlind() {
        return blind(target(0), target(1));
    }

    /** {@link #typingBlind} for standard input and output pointing at these (as /proc/self/fd tells). */
    static boolean blind(String input, String output) {
        return terminal(input) && !terminal(output);
    }

    private static boolean terminal(String target) {
        return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty") || target.equals("/dev/console");
    }

    /** Where /proc/self/fd/N points, or "" when that is not known. */
    private static String target(int descriptor) {
        try {
            return Files.readSymbolicLink(Path.of("/proc/self/fd/" + descriptor)).toString();
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return "";
        }
    }
}
