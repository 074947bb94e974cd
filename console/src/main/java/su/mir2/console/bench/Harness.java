package su.mir2.console.bench;

import java.util.Arrays;
import su.mir2.machine.halt.Halt;
import su.mir2.machine.halt.MachineException;
import su.mir2.machine.MachineOptions;
import su.mir2.machine.Mir2;
import su.mir2.machine.typewriter.StringPaper;

/**
 * Runs a workload on the emulator and its baseline, in the same JVM, alternately, and keeps the
 * time of each run. Every run's output is compared with the expected output, so a figure can only
 * come from a run that did the whole work right.
 */
public final class Harness {
    private Harness() {
    }

    /** One run of a program on the emulator: from reading the text in to the halt. */
    public record EmulatorRun(String output, Halt halt, long steps, long nanos) {
    }

    /** The output of a run is not the expected one. */
    public static final class WrongOutput extends Exception {
        private final String runner;
        private final int line;

        WrongOutput(String runner, int line) {
            super(runner + ": output differs from the expected at line " + line);
            this.runner = runner;
            this.line = line;
        }

        /** "emulator" or "baseline". */
        public String runner() {
            return runner;
        }

        public int line() {
            return line;
        }
    }

    /**
     * The most steps a run of a benchmark program may take: ten times the longest workload's (evolution,
     * some 19 million), so that a program of the user's own (--dir) that never halts is refused in
     * seconds instead of measured for ever.
     */
    public static final long MOST_STEPS = 200_000_000;

    /** A run of the emulator went past {@link #MOST_STEPS} without halting. */
    public static final class NoHalt extends Exception {
        NoHalt() {
            super("the program ran past " + MOST_STEPS + " steps");
        }
    }

    /** A workload measured: the steps of one emulator run and the time of every measured run. */
    public record Measurement(Workload workload, long steps, long[] emulatorNanos, long[] baselineNanos) {
        public long emulatorMedian() {
            return median(emulatorNanos);
        }

        public long baselineMedian() {
            return median(baselineNanos);
        }

        /** Emulator time over baseline time, medians of each. */
        public double ratio() {
            return (double) emulatorMedian() / baselineMedian();
        }

        /**
         * The median, over the rounds, of the emulator's time over the baseline's in the same round.
         * The two run one after the other, so a stretch in which the shared machine runs everything
         * slower (they last a second or more here, tens of rounds) weighs on both halves of a ratio
         * alike, where it moves the two medians of {@link #ratio} by different amounts.
         */
        public double pairedRatio() {
            int n = Math.min(emulatorNanos.length, baselineNanos.length);
            double[] r = new double[n];
            for (int i = 0; i < n; i++) {
                r[i] = (double) emulatorNanos[i] / baselineNanos[i];
            }
            Arrays.sort(r);
            return n % 2 == 1 ? r[n / 2] : (r[n / 2 - 1] + r[n / 2]) / 2;
        }

        /** Steps of the control unit per second of the median emulator run. */
        public double stepsPerSecond() {
            return steps * 1e9 / emulatorMedian();
        }
    }

    /** Loads and starts a program on a fresh machine, printing on paper kept in memory. */
    public static EmulatorRun emulate(String program, String origin, MachineOptions options) throws MachineException {
        StringPaper paper = new StringPaper();
        long start = System.nanoTime();
        Mir2 machine = new Mir2(options, paper);
        machine.load(program, origin);
        Halt halt = machine.start();
        long nanos = System.nanoTime() - start;
        return new EmulatorRun(paper.all(), halt, machine.steps(), nanos);
    }

    /**
     * Measures a workload: rounds that are not kept, at least {@code warmup} of them and for at least
     * {@code warmupNanos}, then {@code runs} rounds, each an emulator run and a baseline run (which
     * goes first alternates from round to round). The time matters as well as the count: a method of
     * translated code entered once per run but looping in it gets HotSpot's full compilation only
     * after some hundreds of entries, and until then runs in code compiled for its loops alone
     * (on-stack replacement); the logic workload took about two seconds to get there. No garbage is
     * collected on purpose between runs: a full collection before every run made the next run of the
     * emulator slower (the loop workload's median 30 ms against 20), a state no user's session is in.
     */
    public static Measurement measure(Workload w, String program, String expected, int warmup, long warmupNanos,
                                      int runs) throws MachineException, WrongOutput, NoHalt {
        long[] emulator = new long[runs];
        long[] baseline = new long[runs];
        long steps = 0;
        long started = System.nanoTime();
        while (warmup > 0 || System.nanoTime() - started < warmupNanos) {
            round(w, program, expected, warmup);
            warmup--;
        }
        for (int round = 0; round < runs; round++) {
            long[] times = round(w, program, expected, round);
            emulator[round] = times[0];
            baseline[round] = times[1];
            steps = times[2];
        }
        return new Measurement(w, steps, emulator, baseline);
    }

    /** One round: the emulator's time, the baseline's and the emulator's steps. */
    private static long[] round(Workload w, String program, String expected, int round)
            throws MachineException, WrongOutput, NoHalt {
        long[] times = new long[3];
        for (int half = 0; half < 2; half++) {
            if ((round + half) % 2 == 0) {
                EmulatorRun run = emulate(program, w.name() + Workload.PROGRAM, w.options().withMaxSteps(MOST_STEPS));
                if (run.halt() == Halt.STEP_LIMIT) {
                    throw new NoHalt();
                }
                check("emulator", run.output(), expected);
                times[0] = run.nanos();
                times[2] = run.steps();
            } else {
                long start = System.nanoTime();
                String output = w.baseline().run();
                times[1] = System.nanoTime() - start;
                check("baseline", output, expected);
            }
        }
        return times;
    }

    /** Compares an output with the expected text in full; line breaks as \n on both sides. */
    public static void check(String runner, String output, String expected) throws WrongOutput {
        int line = firstDifference(output, expected);
        if (line > 0) {
            throw new WrongOutput(runner, line);
        }
    }

    /** The first line (from 1) where two texts differ, or 0 when they are equal. */
    public static int firstDifference(String a, String b) {
        String[] x = normalise(a).split("\n", -1);
        String[] y = normalise(b).split("\n", -1);
        for (int i = 0; i < Math.max(x.length, y.length); i++) {
            if (i >= x.length || i >= y.length || !x[i].equals(y[i])) {
                return i + 1;
            }
        }
        return 0;
    }

    private static String normalise(String s) {
        return s.replace("\r\n", "\n");
    }

    public static long median(long[] values) {
        long[] v = values.clone();
        Arrays.sort(v);
        int n = v.length;
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }

    public static long min(long[] values) {
        return Arrays.stream(values).min().orElse(0);
    }

    public static long max(long[] values) {
        return Arrays.stream(values).max().orElse(0);
    }
}
