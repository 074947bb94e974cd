package su.mir2.console.terminal;

import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import su.mir2.machine.halt.Halt;
import su.mir2.machine.Mir2;

/**
 * Runs the machine on a thread of its own while the console's thread watches the keyboard, so that
 * Ctrl-C stops any program, an endless loop included, with the program and its variables intact.
 */
final class RunControl {
    /** How often the watcher looks at the keyboard and repeats a stop request. */
    private static final long POLL_MILLIS = 20;

    private final Mir2 machine;
    private final Pace pace;
    private final KeyWatch keys;
    /** Shows what the paper holds so far, a line without its end too. */
    private final Runnable showPaper;
    private volatile boolean stopRequested;

    RunControl(Mir2 machine, Pace pace, KeyWatch keys, Runnable showPaper) {
        this.machine = machine;
        this.pace = pace;
        this.keys = keys;
        this.showPaper = showPaper;
    }

    /** The operator asked the program to stop; safe from any thread (a signal handler). */
    void stop() {
        stopRequested = true;
        pace.hurry();
        machine.interrupt();
    }

    /**
     * Runs {@code work} (a start or a directive, printing on the machine's paper) and returns what it
     * returned. An error of the emulator itself in the machine's thread is thrown here, on the
     * console's thread, to be reported as such.
     */
    Halt run(Callable<Halt> work) {
        stopRequested = false;
        pace.begin(machine.steps());
        CountDownLatch done = new CountDownLatch(1);
        Halt[] result = new Halt[1];
        Throwable[] failure = new Throwable[1];
        Thread thread = new Thread(() -> {
            try {
                result[0] = work.call();
            } catch (Throwable t) {
                failure[0] = t;
            } finally {
                done.countDown();
            }
        }, "MIR-2");
        thread.setDaemon(true);
        try (KeyWatch.Watching watching = keys.watch(this::stop)) {
            thread.start();
            boolean keyboard = true;
            while (done.getCount() > 0) {
                if (stopRequested) {
                    // the request may have come before the run began (a run forgets earlier requests)
                    machine.interrupt();
                }
                if (keyboard) {
                    int key = watching.poll(POLL_MILLIS);
                    if (key == KeyWatch.CTRL_C || key == QuitKey.KEY) {
                        stop();
                    } else if (key == KeyWatch.ENDED) {
                        keyboard = false;
                    } else if (key == KeyWatch.GONE) {
                        // a run nobody can stop would go on for ever after its terminal
                        stop();
                        keyboard = false;
                    } else if (key != KeyWatch.NONE) {
                        watching.typeahead(key);
                        pace.hurry();
                    }
                } else {
                    await(done);
                }
                // a typewriter prints as it goes: a line begun before a long computation is seen
                // during it, not when its end comes
                showPaper.run();
            }
            if (stopRequested) {
                watching.discard();
            }
        }
        join(thread);
        if (failure[0] instanceof RuntimeException e) {
            throw e;
        }
        if (failure[0] instanceof Error e) {
            throw e;
        }
        if (failure[0] != null) {
            throw new IllegalStateException(failure[0]);
        }
        return result[0];
    }

    private static void await(CountDownLatch done) {
        try {
            done.await(POLL_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void join(Thread thread) {
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
