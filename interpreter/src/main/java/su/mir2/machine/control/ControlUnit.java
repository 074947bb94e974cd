package su.mir2.machine.control;

import java.util.function.LongConsumer;
import su.mir2.machine.Halt;
import su.mir2.machine.MachineFault;

/**
 * The control unit: fetches instruction after instruction until one halts the machine. It counts
 * steps (a program that runs away is stopped at a limit) and looks for the operator's stop request
 * now and then, so that an endless loop can be interrupted.
 */
public final class ControlUnit {
    private static final int POLL_MASK = 0x3FF;

    private final Processor processor;
    private final long maxSteps;
    private volatile boolean interruptRequested;
    /** Called with the step count every POLL_MASK+1 steps; the console's authentic speed sleeps in it. */
    private LongConsumer pace;
    private long steps;
    private Fault fault;

    public ControlUnit(Processor processor, long maxSteps) {
        this.processor = processor;
        this.maxSteps = maxSteps <= 0 ? Long.MAX_VALUE : maxSteps;
    }

    /** A machine error stop: what happened, and in which statement. */
    public record Fault(MachineFault cause, Instruction statement) {
    }

    /** Asks the running program to stop at the next instruction boundary; safe from another thread. */
    public void interrupt() {
        interruptRequested = true;
    }

    /** Sets what is called now and then as the program runs, to slow it down; null for none. */
    public void pace(LongConsumer p) {
        this.pace = p;
    }

    /** Forgets an earlier stop request; called before a run begins, never during one. */
    public void clearInterrupt() {
        interruptRequested = false;
    }

    public long steps() {
        return steps;
    }

    public Fault fault() {
        return fault;
    }

    public Halt run(Code code, int start) {
        Processor p = processor;
        p.code = code;
        p.halt = null;
        fault = null;
        int index = start;
        long count = steps;
        Instruction current = null;
        try {
            while (true) {
                Instruction[] program = p.code.instructions;
                current = program[index];
                if ((++count & POLL_MASK) == 0) {
                    if (pace != null) {
                        pace.accept(count);
                    }
                    if (interruptRequested) {
                        return Halt.INTERRUPTED;
                    }
                }
                if (count > maxSteps) {
                    return Halt.STEP_LIMIT;
                }
                index = current.execute(p, index);
                if (index < 0) {
                    return p.halt;
                }
            }
        } catch (MachineFault f) {
            fault = new Fault(f, current);
            return Halt.ERROR;
        } catch (StackOverflowError e) {
            fault = new Fault(new MachineFault("fault.recursion"), current);
            return Halt.ERROR;
        } finally {
            steps = count;
        }
    }
}
