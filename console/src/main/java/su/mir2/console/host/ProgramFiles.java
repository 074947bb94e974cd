package su.mir2.console.host;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import su.mir2.almir.reader.Columns;
import su.mir2.messages.Messages;

/**
 * Reading a program (or a protocol) from a file: a regular file or a pipe, UTF-8, at most
 * {@link #LIMIT} bytes. A directory or a device is refused before it is opened, so that /dev/zero
 * cannot fill memory; a pipe is read with the same bound, on a thread of its own ({@link PipeReading}).
 */
public final class ProgramFiles {
    /** Far above any program the MIR-2's 8000 symbols of memory can hold, far below the JVM's heap. */
    public static final int LIMIT = 64 << 20;
    /** How long a pipe may stay without a writer before the user is told that it waits for one. */
    public static final long WRITER_NOTE_MILLIS = 500;
    /** How often a pipe's reader is asked whether it still wants the text. */
    private static final long POLL_MILLIS = 20;

    /** The text read, or why there is none: the exit status and the message. */
    public record Reading(String text, int status, String key, Object... arguments) {
        public boolean ok() {
            return text != null;
        }

        public String message(Messages tool) {
            return tool.get(key, arguments);
        }
    }

    private ProgramFiles() {
    }

    /** The file's text, or why not after telling the user so on standard error. */
    public static Reading read(Path file, Messages tool) {
        return read(file, tool, Tool.ERR);
    }

    /** The file's text, or why not after telling the user so on {@code err}. */
    public static Reading read(Path file, Messages tool, PrintStream err) {
        Reading r = read(file, tool, err::println);
        if (!r.ok()) {
            err.println(r.message(tool));
        }
        return r;
    }

    /** The file's text or why not; {@code note} hears that a pipe waits for its writer. */
    public static Reading read(Path file, Messages tool, Consumer<String> note) {
        return read(file, tool, note, () -> true);
    }

    /**
     * The same, asking {@code wanted} again and again while a pipe waits for its writer or its text;
     * null when it said no, and the pipe was left unread.
     */
    public static Reading read(Path file, Messages tool, Consumer<String> note, BooleanSupplier wanted) {
        if (Files.isDirectory(file)) {
            return new Reading(null, ExitCode.NO_INPUT, "file.directory", file);
        }
        boolean pipe = isPipe(file);
        if (Files.exists(file) && !Files.isRegularFile(file) && !pipe) {
            return new Reading(null, ExitCode.NO_INPUT, "file.device", file);
        }
        try {
            byte[] bytes = pipe ? readPipe(file, tool, note, wanted) : readBounded(file);
            if (bytes == null) {
                return null;
            }
            if (bytes.length > LIMIT) {
                return new Reading(null, ExitCode.BAD_PROGRAM, "file.toolarge", file, LIMIT >> 20);
            }
            try {
                return new Reading(decode(bytes), ExitCode.OK, null);
            } catch (CharacterCodingException e) {
                // looked for only now: a text that decodes is decoded once
                return notUtf8(file, bytes, firstNotUtf8(bytes));
            }
        } catch (OutOfMemoryError e) {
            // the file's bytes and their text did not fit the heap the JVM was given (-Xmx): its
            // buffers are garbage now, and the file is refused as too large for it, not an internal error
            return new Reading(null, ExitCode.BAD_PROGRAM, "file.heap", file, Runtime.getRuntime().maxMemory() >> 20);
        } catch (NoSuchFileException e) {
            return new Reading(null, ExitCode.NO_INPUT, "file.missing", file);
        } catch (AccessDeniedException e) {
            return new Reading(null, ExitCode.NO_INPUT, "file.denied", file);
        } catch (FileSystemException e) {
            // the name leads to no file that can be opened (links in a loop, a file where a directory
            // should be, a name too long): as a missing file, no input
            return new Reading(null, ExitCode.NO_INPUT, "file.unreadable", file, IoReason.of(e, tool));
        } catch (IOException e) {
            return new Reading(null, ExitCode.IO_ERROR, "file.unreadable", file, IoReason.of(e, tool));
        }
    }

    /** Up to one byte more than the limit, so that a larger file is known as such. */
    private static byte[] readBounded(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return in.readNBytes(LIMIT + 1);
        }
    }

    /**
     * Opening a pipe waits for a writer; after a moment the user is told so, once. Null when
     * {@code wanted} said no. The wait is not ended by an interrupt, as the system's open was not.
     */
    private static byte[] readPipe(Path file, Messages tool, Consumer<String> note, BooleanSupplier wanted)
            throws IOException {
        PipeReading reading = PipeReading.start(file, LIMIT + 1);
        long noteAt = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(WRITER_NOTE_MILLIS);
        boolean noted = false;
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    if (reading.await(POLL_MILLIS)) {
                        break;
                    }
                } catch (InterruptedException e) {
                    // kept for the caller: an open that waits in the system heard no interrupt either
                    interrupted = true;
                }
                if (!noted && !reading.opened() && System.nanoTime() - noteAt >= 0) {
                    note.accept(tool.get("file.fifo.waiting", file));
                    noted = true;
                }
                if (!wanted.getAsBoolean()) {
                    reading.giveUp();
                    return null;
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
        return reading.bytes();
    }

    /** The offset of the first byte that is no part of a UTF-8 character (the text has one). */
    private static int firstNotUtf8(byte[] bytes) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(4096);
        while (true) {
            CoderResult r = decoder.decode(in, out, true);
            if (r.isError() || r.isUnderflow()) {
                return Math.min(in.position(), bytes.length - 1);
            }
            out.clear();
        }
    }

    /** The refusal naming where the first such byte stands: its line and column, as messages count them. */
    private static Reading notUtf8(Path file, byte[] bytes, int at) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < at; i++) {
            if (bytes[i] == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        String before = new String(bytes, lineStart, at - lineStart, StandardCharsets.UTF_8);
        int column = Columns.of(before, 0, before.length());
        return new Reading(null, ExitCode.BAD_PROGRAM, "file.encoding", file, Integer.toString(line),
                Integer.toString(column), String.format("%02X", bytes[at] & 0xFF));
    }

    private static String decode(byte[] bytes) throws CharacterCodingException {
        return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
    }

    /** A named pipe (also /dev/fd/N of a shell's process substitution). */
    private static boolean isPipe(Path file) {
        try {
            int mode = (Integer) Files.getAttribute(file, "unix:mode");
            return (mode & 0170000) == 0010000;
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return false;
        }
    }
}
