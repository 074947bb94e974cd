package su.mir2.console.host;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.FilterOutputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.channels.FileChannel;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.function.Consumer;
import su.mir2.messages.Messages;

/**
 * The files an option writes (--paper, --trace, --dump, --history): none may be a file the command
 * reads, which would be lost, and they are opened before the run, so that a file that cannot be
 * written is a mistake of the command line (status 64), said in a sentence.
 */
public final class OutputFiles {
    /**
     * The file an option writes; none when {@code file} is null. A {@code shared} one (a trace, a dump)
     * that is standard output's or standard error's file is written through that stream, in order with
     * it; any other would write over it.
     */
    public record Written(String option, Path file, boolean shared) {
        public Written(String option, Path file) {
            this(option, file, false);
        }

        /** A file written through standard output's or error's stream when it is theirs. */
        public static Written shared(String option, Path file) {
            return new Written(option, file, true);
        }

        private boolean standardStream() {
            return StandardStreams.isOutput(file) || StandardStreams.isError(file);
        }

        /**
         * Whether it is standard output's or error's file, and one that keeps what is written (a file
         * or a pipe): a device such as /dev/null or a terminal loses nothing when two write to it.
         */
        private boolean overStandardStream() {
            return standardStream() && !characterDevice(file);
        }
    }

    private OutputFiles() {
    }

    /**
     * {@code file} emptied (or made) and opened in UTF-8, written out at an exit by a signal
     * ({@link FilesAtExit}); a write that fails later is an {@link OutputFailure} (74). Null when it cannot be opened, after {@code say} heard why: the
     * message {@code key} of the file and the reason.
     */
    public static Writer open(Path file, String key, Messages tool, Consumer<String> say) {
        try {
            OutputStream out = locked(file);
            if (out == null) {
                say.accept(tool.get(key, file, tool.get("io.busy")));
                return null;
            }
            // the check sits below the buffer: a full disk is reported, whenever the buffer is written
            return FilesAtExit.held(new BufferedWriter(new OutputStreamWriter(new WatchedOutput(out, file),
                    StandardCharsets.UTF_8)));
        } catch (IOException e) {
            say.accept(tool.get(key, file, IoReason.of(e, tool)));
            return null;
        }
    }

    /**
     * As {@link #open}, except for the file standard output or standard error writes (/dev/stdout, or
     * the file the shell sent it to): opened again it would be written at a place of its own, over the
     * paper or the messages, so the lines go into that stream instead, in order with what it writes.
     */
    public static Writer openOrShare(Path file, String key, Messages tool, Consumer<String> say) {
        if (StandardStreams.isOutput(file)) {
            return SharedStream.output();
        }
        if (StandardStreams.isError(file)) {
            return SharedStream.error();
        }
        return open(file, key, tool, say);
    }

    /** Standard error for an option's lines (--trace alone), after the paper printed before them. */
    public static Writer standardError() {
        return SharedStream.error();
    }

    /**
     * {@code file} emptied and opened once this process holds its lock; null when another process
     * holds it. Two sessions writing one protocol would each write on at its own place and spoil
     * both, so the lock is taken before the file is emptied. Where the system keeps no locks for the
     * file (a pipe, some network file systems) it is written as before. The lock is held until the
     * file is closed.
     */
    private static OutputStream locked(Path file) throws IOException {
        FileChannel lock = FileChannel.open(file, StandardOpenOption.WRITE, StandardOpenOption.CREATE);
        try {
            if (lock.tryLock() == null) {
                lock.close();
                return null;
            }
        } catch (OverlappingFileLockException heldHere) {
            lock.close();
            return null;
        } catch (IOException | UnsupportedOperationException noLocks) {
            // written unlocked, as any file was before
        }
        OutputStream out;
        try {
            out = Files.newOutputStream(file);
        } catch (IOException e) {
            lock.close();
            throw e;
        }
        return new FilterOutputStream(out) {
            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                out.write(b, off, len);
            }

            @Override
            public void close() throws IOException {
                try {
                    super.close();
                } finally {
                    lock.close();
                }
            }
        };
    }

    /**
     * Whether a file to be {@code written} is one of the files {@code read}, or another file to be
     * written; if so, that is said on standard error. It is asked before any is opened: opening the one
     * empties the other, and two options writing one file write over each other.
     */
    public static boolean overwriteRefused(List<Written> written, List<Path> read, Messages tool) {
        for (int i = 0; i < written.size(); i++) {
            Written w = written.get(i);
            if (w.file() == null) {
                continue;
            }
            if (!w.shared() && w.overStandardStream()) {
                Tool.ERR.println(tool.get("usage.standard.stream", w.option(), w.file()));
                return true;
            }
            for (Path r : read) {
                if (sameFile(w.file(), r)) {
                    Tool.ERR.println(tool.get("usage.overwrite", w.option(), w.file(), r));
                    return true;
                }
            }
            for (Written other : written.subList(i + 1, written.size())) {
                boolean bothShared = w.shared() && other.shared() && w.standardStream();
                if (other.file() != null && !bothShared && sameWritten(w.file(), other.file())) {
                    Tool.ERR.println(tool.get("usage.written.twice", w.option(), w.file(), other.option(), other.file()));
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether the file is a character device (its mode's type S_IFCHR); false where that cannot be told. */
    private static boolean characterDevice(Path file) {
        try {
            return ((Integer) Files.getAttribute(file, "unix:mode") & 0170000) == 0020000;
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException | SecurityException e) {
            return false;
        }
    }

    /** Two files to be written are one when both exist and are one, or else when their paths are one. */
    private static boolean sameWritten(Path one, Path other) {
        if (Files.exists(one) && Files.exists(other)) {
            return sameFile(one, other);
        }
        return one.toAbsolutePath().normalize().equals(other.toAbsolutePath().normalize());
    }

    /** A file not made yet is none of those read; another name or a link of one is that one. */
    private static boolean sameFile(Path written, Path read) {
        try {
            return Files.exists(written) && Files.isSameFile(written, read);
        } catch (IOException | SecurityException unknown) {
            // the file read cannot be looked at either: reading it says why
            return false;
        }
    }
}
