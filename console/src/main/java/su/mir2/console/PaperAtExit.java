package su.mir2.console;

import su.mir2.console.host.OutputFailure;
import su.mir2.console.host.Tool;

/**
 * Standard output's buffer written out when the process ends by a signal (Ctrl-C, a kill), which
 * skips the command's own last flush: the paper printed up to then is not lost.
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
