package su.mir2.console;

import su.mir2.console.host.FilesAtExit;
import su.mir2.console.host.OutputFailure;
import su.mir2.console.host.Tool;

/**
 * Standard output's buffer and the files options write ({@link FilesAtExit}) written out when the
 * process ends by a signal (Ctrl-C, a kill), which skips the command's own last flush: the paper and
 * the trace up to then are not lost.
 */
final class PaperAtExit {
    /** How long the exit waits for the paper: a reader that takes nothing must not keep it alive. */
    private static final long WAIT_MILLIS = 2000;

    private PaperAtExit() {
    }

    static void install() {
        Runtime.getRuntime().addShutdownHook(new Thread(PaperAtExit::flush, "mir2-paper-at-exit"));
    }

    private static void flush() {
        // The running program may hold the stream, or a full pipe block its writing: the flush is
        // tried on a thread of its own, and the exit goes on without it after a while.
        Thread writer = new Thread(() -> {
            // the files first: a reader of standard output that takes nothing must not keep them unwritten
            FilesAtExit.end();
            try {
                Tool.OUT.flush();
            } catch (OutputFailure gone) {
                // the reader has gone, or the disk is full: nothing more can be shown
            }
        }, "mir2-paper-flush");
        writer.setDaemon(true);
        writer.start();
        try {
            writer.join(WAIT_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
