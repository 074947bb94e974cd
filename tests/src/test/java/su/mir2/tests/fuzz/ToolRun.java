package su.mir2.tests.fuzz;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
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
    /** Well beyond any bounded run; an input that takes longer hangs. */
    static final long TIME_LIMIT_SECONDS = 10;
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

    private interface Command {
        int call() throws Exception;
    }

    private int bounded(Command command, Throwable[] fault) {
        Future<Integer> done = worker.submit(() -> {
            try {
                return command.call();
            } catch (Throwable t) {
                fault[0] = t;
                return ExitCode.INTERNAL;
            }
        });
        try {
            return done.get(TIME_LIMIT_SECONDS, TimeUnit.SECONDS);
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
