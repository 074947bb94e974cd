package su.mir2.console.host;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;

/**
 * The bytes' last stop before the file: an error of writing is thrown as an {@link OutputFailure}.
 * It sits below every buffer, so that a buffer added above it still has its failure reported.
 */
public final class WatchedOutput extends FilterOutputStream {
    private final Path file;
    private final boolean standardError;

    /** Writes {@code out}, which is {@code file}, or standard output when that is null. */
    public WatchedOutput(OutputStream out, Path file) {
        this(out, file, false);
    }

    private WatchedOutput(OutputStream out, Path file, boolean standardError) {
        super(out);
        this.file = file;
        this.standardError = standardError;
    }

    /** Standard error, for what a user reads there as output (the trace), not for messages. */
    static WatchedOutput standardError() {
        return new WatchedOutput(new FileOutputStream(FileDescriptor.err), null, true);
    }

    @Override
    public void write(int b) {
        try {
            out.write(b);
        } catch (IOException e) {
            throw failure(e);
        }
    }

    @Override
    public void write(byte[] b, int off, int len) {
        try {
            out.write(b, off, len);
        } catch (IOException e) {
            throw failure(e);
        }
    }

    @Override
    public void flush() {
        try {
            out.flush();
        } catch (IOException e) {
            throw failure(e);
        }
    }

    @Override
    public void close() {
        try {
            out.close();
        } catch (IOException e) {
            throw failure(e);
        }
    }

    private OutputFailure failure(IOException e) {
        return new OutputFailure(file, standardError, e);
    }
}
