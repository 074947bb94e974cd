package su.mir2.machine.control;

import java.util.function.LongConsumer;
import su.mir2.machine.halt.Halt;
import su.mir2.machine.halt.MachineFault;

/**
 * The control unit: fetches instruction after instruction until one halts the machine. It counts
 * steps (a run that goes on past a limit is stopped as runaway) and looks for the operator's stop
 * request now and then, so that an endless loop can be interrupted.
 */
public final class ControlUnit {
    private static final int POLL_MASK = 0x3FF;
    /**
     * Translated code runs in slices of this many steps (less one) between two looks for the stop
     * request; with a pace set (the authentic speed) it runs in the control unit's own slices.
     */
    private static final int SLICE_MASK = 0xFFFF;

    private final Processor processor;
    private final long maxSteps;
    private final Translator translator;
    private final long translateAfter;
    private volatile boolean interruptRequested;
    /** Called with the step count every POLL_MASK+1 steps; the console's authentic speed sleeps in it. */
    private LongConsumer pace;
    private long steps;
    /** The step count when the last run began: the limit is counted from there. */
    private long runStart;
    private Fault fault;
    /** The last step the current run may take. */
    private long lastStep;
    /** What looks at every step; null for none (the usual case, which then costs nothing). */
    private StepWatch watch;
    /** Where the last run stopped, when it stopped between two statements or inside one; else null. */
    private Code stoppedCode;
    private int stoppedIndex;
    /** Whether the last run can go on from there: it stopped between two statements. */
    private boolean resumable;

    /**
     * @param translator     what translates code that has run {@code translateAfter} steps instruction
     *                       by instruction; null for none
     */
    public ControlUnit(Processor processor, long maxSteps, Translator translator, long translateAfter) {
        this.processor = processor;
        this.maxSteps = maxSteps <= 0 ? Long.MAX_VALUE : maxSteps;
        this.translator = translateAfter < 0 ? null : translator;
        this.translateAfter = Math.max(0, translateAfter);
    }

    /** A machine error stop: what happened, and in which statement. */
    public record Fault(MachineFault cause, Instruction statement) {
    }

    /** Asks the running program to stop at the next instruction boundary; safe from another thread. */
    public void interrupt() {
        interruptRequested = true;
    }

    /** Whether the operator has asked the running program to stop. */
    boolean stopRequested() {
        return interruptRequested;
    }

    /** Sets what is called now and then as the program runs, to slow it down; null for none. */
    public void pace(LongConsumer p) {
        this.pace = p;
    }

    /** Forgets an earlier stop request; called before a run begins, never during one. */
    public void clearInterrupt() {
        interruptRequested = false;
    }

    /** Steps since the program was read in, over all its runs. */
    public long steps() {
        return steps;
    }

    /** Steps of the last run (from the start, or from a directive, to the halt). */
    public long stepsThisRun() {
        return steps - runStart;
    }

    public Fault fault() {
        return fault;
    }

    /** Sets what looks at every step from the next run on; null for none. */
    public void watch(StepWatch w) {
        this.watch = w;
    }

    /**
     * The statement the machine stopped at (before it, or inside it): after a breakpoint, a step, the
     * operator's stop, an error stop; null after any other halt.
     */
    public Instruction stoppedAt() {
        return stoppedCode == null ? null : stoppedCode.instruction(stoppedIndex);
    }

    /** Whether {@link #resume} can go on from where the last run stopped. */
    public boolean resumable() {
        return resumable;
    }

    /**
     * Goes on from the statement the last run stopped before, as part of the same run: its step limit
     * counts on from where it was.
     */
    public Halt resume() {
        if (!resumable) {
            throw new IllegalStateException("nothing to resume");
        }
        return run(stoppedCode, stoppedIndex, true);
    }

    /**
     * Runs from {@code start} until the machine halts. Code that has a translation runs in it for as
     * many whole blocks as fit before the next step that must be looked at (a multiple of the poll
     * interval, or the step limit); the control unit does those steps itself. The limit is for this
     * run alone: a game played directive by directive is no runaway however long it lasts.
     */
    public Halt run(Code code, int start) {
        return run(code, start, false);
    }

    private Halt run(Code code, int start, boolean continuing) {
        Processor p = processor;
        p.code = code;
        p.halt = null;
        fault = null;
        stoppedCode = null;
        resumable = false;
        int index = start;
        long count = steps;
        if (!continuing) {
            runStart = count;
            lastStep = maxSteps > Long.MAX_VALUE - 1 - count ? Long.MAX_VALUE - 1 : count + maxSteps;
        }
        long lastStep = this.lastStep;
        p.control = this;
        p.steps = count;
        p.checkAt = nextLook(count);
        if (watch != null) {
            return watched(p, index);
        }
        Instruction current = null;
        TranslatedCode running = null;
        long stepLimit = lastStep + 1;
        try {
            while (true) {
                Code c = p.code;
                TranslatedCode t = c.translated;
                if (t != null) {
                    long budget = Math.min((count | (pace != null ? POLL_MASK : SLICE_MASK)) + 1, stepLimit);
                    if (t.enterable(index, count, budget)) {
                        running = t;
                        index = t.run(p, index, count, budget);
                        count = t.stepsDone(false);
                        running = null;
                        if (index < 0) {
                            return p.halt;
                        }
                        continue;
                    }
                }
                current = c.instructions[index];
                if ((++count & POLL_MASK) == 0) {
                    if (pace != null) {
                        pace.accept(count);
                    }
                    if (interruptRequested) {
                        count--;
                        stoppedBetween(c, index);
                        return Halt.INTERRUPTED;
                    }
                }
                if (count > lastStep) {
                    return Halt.STEP_LIMIT;
                }
                if (translator != null && !c.translationTried && ++c.steps > translateAfter) {
                    c.translationTried = true;
                    c.translated = translator.translate(c, p.memory.wordLimit());
                }
                p.steps = count;
                index = current.execute(p, index);
                count = p.steps;
                if (index < 0) {
                    return p.halt;
                }
            }
        } catch (Stop s) {
            // translated code keeps its count to itself until it calls what may step (see the fault below)
            count = Math.max(running != null ? running.stepsDone(true) : count, p.steps);
            stoppedInside(running != null ? running.code() : p.code, running != null ? running.faultAt() : index);
            return s.halt();
        } catch (MachineFault | StackOverflowError e) {
            Instruction at = running != null ? running.code().instruction(running.faultAt()) : current;
            stoppedInside(running != null ? running.code() : p.code, running != null ? running.faultAt() : index);
            // the steps taken inside the statement that failed are counted in the processor
            count = Math.max(running != null ? running.stepsDone(true) : count, p.steps);
            fault = new Fault(e instanceof MachineFault f ? f : new MachineFault("fault.depth"), at);
            return Halt.ERROR;
        } finally {
            steps = count;
            p.control = null;
            p.checkAt = Long.MAX_VALUE;
        }
    }

    /**
     * The run with a watch: statement by statement, never in translated code, the watch asked before
     * and after each; otherwise as {@link #run(Code, int)}, step for step.
     */
    private Halt watched(Processor p, int start) {
        StepWatch w = watch;
        int index = start;
        long count = p.steps;
        try {
            while (true) {
                Code c = p.code;
                if (interruptRequested) {
                    stoppedBetween(c, index);
                    return Halt.INTERRUPTED;
                }
                if (count >= lastStep) {
                    count++;
                    return Halt.STEP_LIMIT;
                }
                if (w.stopBefore(c, index, count + 1)) {
                    stoppedBetween(c, index);
                    return Halt.BREAK;
                }
                Instruction current = c.instructions[index];
                int at = index;
                p.steps = ++count;
                if (pace != null && (count & POLL_MASK) == 0) {
                    pace.accept(count);
                }
                try {
                    index = current.executeWatched(p, index);
                } catch (MachineFault | StackOverflowError e) {
                    count = p.steps;
                    stoppedInside(c, index);
                    fault = new Fault(e instanceof MachineFault f ? f : new MachineFault("fault.depth"), current);
                    w.after(p, c, at, count, Instruction.HALT);
                    return Halt.ERROR;
                }
                long step = count;
                count = p.steps;
                boolean enough = w.after(p, c, at, step, index);
                if (index < 0) {
                    return p.halt;
                }
                if (enough) {
                    stoppedBetween(p.code, index);
                    return Halt.STEPPED;
                }
            }
        } catch (Stop s) {
            count = p.steps;
            stoppedInside(p.code, index);
            return s.halt();
        } finally {
            steps = count;
            p.control = null;
            p.checkAt = Long.MAX_VALUE;
        }
    }

    private void stoppedBetween(Code c, int index) {
        stoppedCode = c;
        stoppedIndex = index;
        resumable = true;
    }

    private void stoppedInside(Code c, int index) {
        stoppedCode = c;
        stoppedIndex = index;
        resumable = false;
    }

    /**
     * A step taken inside a statement has passed {@link Processor#checkAt}: stops at the step limit,
     * and at a poll point paces and stops at the operator's request, as between instructions.
     */
    void look(Processor p) {
        long count = p.steps;
        if (count > lastStep) {
            throw new Stop(Halt.STEP_LIMIT);
        }
        if ((count & POLL_MASK) == 0) {
            if (pace != null) {
                pace.accept(count);
            }
            if (interruptRequested) {
                throw new Stop(Halt.INTERRUPTED);
            }
        }
        p.checkAt = nextLook(count);
    }

    /** The step after which a step inside a statement must be looked at: the next poll point or the limit. */
    private long nextLook(long count) {
        return Math.min(count | POLL_MASK, lastStep);
    }
}
