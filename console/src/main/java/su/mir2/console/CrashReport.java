package su.mir2.console;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Set;
import su.mir2.console.host.StateDirectory;
import su.mir2.console.host.Transcript;

/**
 * The report of an internal error: what is needed to reproduce it (the command, the program in
 * memory, the directives, the trace), in a new file of the state directory's {@code crash/} that only
 * the user may read. The file is always new: an existing file or a planted link is never written.
 */
final class CrashReport {
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    private CrashReport() {
    }

    /** The report's text. */
    static String text(Throwable e, String[] args, Transcript transcript) {
        StringBuilder b = new StringBuilder();
        b.append("mir2 ").append(String.join(" ", args)).append('\n');
        b.append("java ").append(System.getProperty("java.version")).append(", ").append(System.getProperty("os.name")).append('\n');
        b.append("program: ").append(transcript.programOrigin()).append('\n');
        b.append("----- program -----\n").append(transcript.programText()).append('\n');
        if (transcript.readingText() != null) {
            b.append("----- being read in, from ").append(transcript.readingOrigin()).append(" -----\n")
                    .append(transcript.readingText()).append('\n');
        }
        b.append("----- directives -----\n");
        for (String d : transcript.directives()) {
            b.append(d).append('\n');
        }
        b.append("----- trace -----\n");
        StringWriter trace = new StringWriter();
        e.printStackTrace(new PrintWriter(trace));
        b.append(trace);
        return b.toString();
    }

    /** Writes {@code text} to a new file in {@code dir} (made if missing) and returns that file. */
    static Path write(Path dir, String text) throws IOException {
        return write(dir, text, "crash-" + LocalDateTime.now().format(STAMP) + "-" + ProcessHandle.current().pid());
    }

    /** Writes {@code text} to a new file in {@code dir} named after {@code stem}, numbered if that is taken. */
    static Path write(Path dir, String text, String stem) throws IOException {
        return write(dir, text, stem, WritableByteChannel::write);
    }

    /** How the bytes go into the report's file: a test's may fail as a full disk does. */
    interface Writing {
        void write(WritableByteChannel out, ByteBuffer bytes) throws IOException;
    }

    /**
     * As {@link #write(Path, String, String)}, the bytes written by {@code writing}. A report that could
     * not be written whole is removed: an empty or cut file would be taken for the report.
     */
    static Path write(Path dir, String text, String stem, Writing writing) throws IOException {
        StateDirectory.create(dir);
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        for (int n = 1; ; n++) {
            Path file = dir.resolve(n == 1 ? stem + ".txt" : stem + "-" + n + ".txt");
            SeekableByteChannel out;
            try {
                out = Files.newByteChannel(file, Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE,
                        LinkOption.NOFOLLOW_LINKS), StateDirectory.ownerFile());
            } catch (FileAlreadyExistsException taken) {
                // another crash in the same second of the same process: the next number
                continue;
            }
            try (out) {
                ByteBuffer buffer = ByteBuffer.wrap(bytes);
                while (buffer.hasRemaining()) {
                    writing.write(out, buffer);
                }
            } catch (IOException | RuntimeException failed) {
                try {
                    Files.deleteIfExists(file);
                } catch (IOException alsoFailed) {
                    failed.addSuppressed(alsoFailed);
                }
                throw failed;
            }
            return file;
        }
    }
}
