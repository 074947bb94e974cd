package su.mir2.console.host;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A named pipe read on a thread of its own, so that its reader may give up. Opening a pipe waits in
 * the system until a writer opens it, and a read waits until its writer writes; no interrupt ends
 * either. One who gives up ends them by opening the pipe as a writer too (for reading and writing,
 * which on Linux never waits) and, if a read still waits, writing one byte, which the reader throws
 * away: no thread is left waiting for a writer that may never come.
 */
final class PipeReading {
    /** How long a reading given up may take to end by itself, before a waiting read is woken. */
    private static final long SETTLE_MILLIS = 50;
    /** How long the pipe is held open for writing, at most, while the reading ends. */
    private static final long RELEASE_MILLIS = 5000;

    private final Path file;
    private final int limit;
    private final CountDownLatch opened = new CountDownLatch(1);
    private final CountDownLatch done = new CountDownLatch(1);
    private volatile boolean givenUp;
    /** Set by the reading thread before {@link #done} counts down. */
    private byte[] bytes;
    private Throwable failure;

    private PipeReading(Path file, int limit) {
        this.file = file;
        this.limit = limit;
    }

    /** Up to {@code limit} bytes of the pipe {@code file}, read from now on. */
    static PipeReading start(Path file, int limit) {
        PipeReading reading = new PipeReading(file, limit);
        daemon(reading::read, "mir2-pipe");
        return reading;
    }

    private static void daemon(Runnable work, String name) {
        Thread thread = new Thread(work, name);
        thread.setDaemon(true);
        thread.start();
    }

    private void read() {
        try {
            InputStream in = Files.newInputStream(file);
            opened.countDown();
            try (in) {
                bytes = untilGivenUp(in).readNBytes(limit);
            }
        } catch (IOException | RuntimeException | Error e) {
            // the caller's to tell, as if it had read the pipe itself: a text too large for the heap too
            failure = e;
        } finally {
            opened.countDown();
            done.countDown();
        }
    }

    /** {@code in}, ended as soon as the reading is given up. */
    private InputStream untilGivenUp(InputStream in) {
        return new FilterInputStream(in) {
            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                return givenUp ? -1 : in.read(b, off, len);
            }
        };
    }

    /** Whether a writer has come (or the open failed). */
    boolean opened() {
        return opened.getCount() == 0;
    }

    /** Waits up to {@code millis}: whether the reading has ended. */
    boolean await(long millis) throws InterruptedException {
        return done.await(millis, TimeUnit.MILLISECONDS);
    }

    /** What was read, once {@link #await} said it has ended. */
    byte[] bytes() throws IOException {
        if (failure instanceof IOException e) {
            throw e;
        }
        if (failure instanceof RuntimeException e) {
            throw e;
        }
        if (failure instanceof Error e) {
            throw e;
        }
        return bytes;
    }

    /** The reading given up; its thread is released on another, so the caller goes on at once. */
    void giveUp() {
        givenUp = true;
        daemon(this::release, "mir2-pipe-release");
    }

    /** The pipe held open for writing until the reading has ended: an open waiting for a writer returns. */
    private void release() {
        try (FileChannel writer = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            if (!done.await(SETTLE_MILLIS, TimeUnit.MILLISECONDS)) {
                // a read waits for text that has not come: a byte ends its wait
                writer.write(ByteBuffer.wrap(new byte[1]));
                done.await(RELEASE_MILLIS, TimeUnit.MILLISECONDS);
            }
        } catch (IOException e) {
            // the pipe is gone, or not writable by this user: the reading ends when its writer comes
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
