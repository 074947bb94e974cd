package su.mir2.console.terminal;

import java.util.concurrent.TimeUnit;
import java.util.function.LongConsumer;

/**
 * The machine's authentic pace, when asked for: the typewriter's 7 characters a second and the MIR-2's
 * rate of operations. Waiting is interruptible: a key (or Ctrl-C) hurries the rest of the run to full
 * speed — slow output must never hold the operator hostage.
 */
final class Pace implements LongConsumer {
    private static final long CHARACTER_NANOS = TimeUnit.SECONDS.toNanos(1) / Speed.TYPEWRITER_CHARACTERS_PER_SECOND;

    private volatile Speed speed;
    private volatile boolean hurried;
    /** When the control unit last reported, for the next block of steps to take its time from. */
    private long lastReportNanos;
    private long lastReportSteps;
    /** How many waits began: what a test can see without a clock. */
    private int waitsBegun;

    Pace(Speed speed) {
        this.speed = speed;
    }

    Speed speed() {
        return speed;
    }

    void speed(Speed s) {
        this.speed = s;
    }

    /**
     * A run begins, the machine having made {@code steps} steps so far: the authentic pace holds again
     * until the operator hurries it.
     */
    synchronized void begin(long steps) {
        hurried = false;
        lastReportNanos = System.nanoTime();
        lastReportSteps = steps;
    }

    /** A key was pressed, or the program is being stopped: no more waiting in this run. */
    synchronized void hurry() {
        hurried = true;
        notifyAll();
    }

    /** Whether characters are to be printed one by one, each taking its time. */
    boolean typewriterPaced() {
        return speed == Speed.AUTHENTIC && !hurried;
    }

    /** After one character on the typewriter. */
    void character() {
        if (typewriterPaced()) {
            waitNanos(CHARACTER_NANOS);
        }
    }

    /**
     * The control unit reports its step count every thousand steps or so; at authentic speed each
     * block of steps takes at least the time the MIR-2 needed for it, counted from the last report so
     * that time spent printing is not made up for by running faster afterwards.
     */
    @Override
    public void accept(long steps) {
        if (speed != Speed.AUTHENTIC || hurried) {
            return;
        }
        long now = System.nanoTime();
        long due;
        synchronized (this) {
            if (steps < lastReportSteps) {
                // a program read in anew counts its steps from nothing
                lastReportSteps = 0;
            }
            long block = steps - lastReportSteps;
            due = lastReportNanos + block * TimeUnit.SECONDS.toNanos(1) / Speed.STEPS_PER_SECOND;
            lastReportSteps = steps;
            lastReportNanos = Math.max(now, due);
        }
        if (due > now) {
            waitNanos(due - now);
        }
    }

    /** How many times this pace has begun to wait, hurried or not. */
    synchronized int waitsBegun() {
        return waitsBegun;
    }

    private synchronized void waitNanos(long nanos) {
        waitsBegun++;
        long deadline = System.nanoTime() + nanos;
        long left = nanos;
        while (!hurried && left > 0) {
            try {
                TimeUnit.NANOSECONDS.timedWait(this, left);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            left = deadline - System.nanoTime();
        }
    }
}
