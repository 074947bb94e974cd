package su.mir2.tests.fuzz;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.ToLongFunction;
import su.mir2.console.BatchRun;
import su.mir2.console.CheckCommand;
import su.mir2.console.protocol.DirectiveSplitter;
import su.mir2.console.host.ExitCode;
import su.mir2.console.StreamPaper;
import su.mir2.console.host.Transcript;
import su.mir2.machine.MachineOptions;
import su.mir2.machine.Mir2;
import su.mir2.machine.typewriter.StringPaper;
import su.mir2.messages.Messages;

/**
 * `mir2 check FILE` and then `mir2 run FILE --max-steps … --memory …` with the typing on standard
 * input, driven in-process (no process, no System.exit) on a thread of their own with a bound on the
 * wall-clock time. As in Main, anything thrown out of a command is an internal error (exit status 70).
 */
final class ToolRun {
    /** The bounded run: few steps and a small memory, so that each input takes milliseconds. */
    static final long MAX_STEPS = 2_000;
    static final int MEMORY = 4_000;
    /**
     * Well beyond any bounded run: an input whose command spends more processor time than this hangs.
     * Processor time, not wall-clock time, because on a loaded machine (a CI runner, a build beside
     * other builds) a command waits for a processor, and its first inputs also wait for Jazzer
     * instrumenting every class it loads; neither is the input's doing.
     */
    static final long TIME_LIMIT_SECONDS = 10;
    /** A command that does not finish in this much wall-clock time hangs whatever its processor time. */
    static final long WALL_LIMIT_SECONDS = 120;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    /** Not an exit status: the command did not finish within the time limit. */
    static final int HANG = -1;

    /** What one input gave: the exit status of check and of run, the run's paper and messages, the fault. */
    record Outcome(int check, int run, String out, String err, Throwable fault) {
        /** The run's status, unless check already failed in a way run cannot show. */
        int status() {
            return check == ExitCode.INTERNAL || check == HANG ? check : run;
        }
    }

    private static final MachineOptions OPTIONS = MachineOptions.defaults().withMemory(MEMORY).withMaxSteps(MAX_STEPS)
            .withMessages(Messages.forLanguage("ru"));
    private static final Messages TOOL = Messages.of(su.mir2.console.host.Tool.BUNDLE, Messages.RUSSIAN);
    private static final String ORIGIN = "fuzz.alm";

    private ExecutorService worker = newWorker();
    private final AtomicReference<Mir2> running = new AtomicReference<>();
    /** The processor time a thread has spent in all, in nanoseconds (−1 when not known). */
    private final ToLongFunction<Thread> processorTime;

    ToolRun() {
        this(t -> THREADS.isThreadCpuTimeSupported() ? THREADS.getThreadCpuTime(t.getId()) : -1);
    }

    /** With another clock of processor time: a test's, that the time before a command does not count. */
    ToolRun(ToLongFunction<Thread> processorTime) {
        this.processorTime = processorTime;
    }

    /** Checks and runs the input. */
    Outcome run(FuzzInput input) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Throwable[] fault = new Throwable[1];
        int check = bounded(() -> CheckCommand.check(new Mir2(OPTIONS, new StringPaper()), input.program(), ORIGIN, TOOL,
                new Transcript(), stream(new ByteArrayOutputStream()), stream(new ByteArrayOutputStream())), fault);
        int run = check == ExitCode.INTERNAL || check == HANG ? check : bounded(() -> {
            Mir2 machine = new Mir2(OPTIONS, new StreamPaper(stream(out)));
            running.set(machine);
            return new BatchRun(machine, stream(err), TOOL, new Transcript()).run(input.program(), ORIGIN,
                    new DirectiveSplitter(new BufferedReader(new StringReader(input.typing()))), true);
        }, fault);
        return new Outcome(check, run, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), fault[0]);
    }

    /** A command of the tool, giving its exit status. */
    interface Command {
        int call() throws Exception;
    }

    /**
     * The command's exit status on the worker thread within the bounds: {@link #HANG} beyond them, 70
     * for anything thrown out of it, which is kept in {@code fault[0]}.
     */
    int bounded(Command command, Throwable[] fault) {
        AtomicReference<Start> start = new AtomicReference<>();
        Future<Integer> done = worker.submit(() -> {
            Thread current = Thread.currentThread();
            start.set(new Start(current, processorTime.applyAsLong(current)));
            try {
                return command.call();
            } catch (Throwable t) {
                fault[0] = t;
                return ExitCode.INTERNAL;
            }
        });
        long wallStart = System.nanoTime();
        try {
            while (true) {
                try {
                    return done.get(100, TimeUnit.MILLISECONDS);
                } catch (TimeoutException stillRunning) {
                    if (overTime(start.get(), wallStart)) {
                        throw stillRunning;
                    }
                }
            }
        } catch (TimeoutException e) {
            // The stuck thread cannot be stopped safely; it is asked to stop and left behind as a daemon.
            Mir2 machine = running.get();
            if (machine != null) {
                machine.interrupt();
            }
            done.cancel(true);
            worker.shutdownNow();
            worker = newWorker();
            return HANG;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        } finally {
            running.set(null);
        }
    }

    /** The thread a command runs on, and the processor time that thread had spent when the command began. */
    private record Start(Thread thread, long processorTime) {
    }

    /**
     * Whether the command has used up its processor time (counted from its start: the thread runs one
     * command after another, and had spent more than the bound after some 50 000 inputs), or the
     * wall-clock time is out.
     */
    private boolean overTime(Start start, long wallStart) {
        if (System.nanoTime() - wallStart > TimeUnit.SECONDS.toNanos(WALL_LIMIT_SECONDS)) {
            return true;
        }
        long cpu = start == null || start.processorTime() < 0 ? -1 : processorTime.applyAsLong(start.thread());
        if (cpu < 0) {
            // no processor time to go by: the wall-clock time, as before
            return System.nanoTime() - wallStart > TimeUnit.SECONDS.toNanos(TIME_LIMIT_SECONDS);
        }
        return cpu - start.processorTime() > TimeUnit.SECONDS.toNanos(TIME_LIMIT_SECONDS);
    }

    private static PrintStream stream(ByteArrayOutputStream bytes) {
        return new PrintStream(bytes, true, StandardCharsets.UTF_8);
    }

    private static ExecutorService newWorker() {
        return Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "fuzzed-mir2");
            t.setDaemon(true);
            return t;
        });
    }
}
