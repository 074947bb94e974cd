package su.mir2.machine.watch;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import su.mir2.machine.control.Code;
import su.mir2.machine.control.Instruction;
import su.mir2.machine.control.Processor;
import su.mir2.machine.control.StepWatch;
import su.mir2.machine.memory.Directory;
import su.mir2.machine.typewriter.Typewriter;
import su.mir2.messages.Messages;

/**
 * The operator's view into a run, an emulator feature the MIR did not have: the trace of every step,
 * the last steps kept in a ring, breakpoints in the program, and a number of steps to take before
 * stopping. Installed in the control unit only while one of them is wanted.
 */
public final class Workbench implements StepWatch {
    private final Messages messages;
    private final Typewriter typewriter;
    private Directory names;
    private Code program;
    /** Where trace lines go; null when the trace is off. */
    private Consumer<String> trace;
    /** The last lines kept, at most {@code ringSize}; none when 0. */
    private final ArrayDeque<String> ring = new ArrayDeque<>();
    private int ringSize;
    private final List<Breakpoint> breakpoints = new ArrayList<>();
    /** Steps still to take before stopping; negative when not stepping. */
    private long stepsLeft = -1;
    /** The run goes on from a breakpoint: the first statement is not stopped at again. */
    private boolean resuming;
    private StringBuilder printed;
    /** Who is told of every step; null for none. */
    private StepListener listener;

    /** Told of every step as it is traced: its number, its statement, its trace line, what it read. */
    public interface StepListener {
        /** A step is about to run (nothing of it is on the paper yet). */
        void starting();

        /**
         * {@code line}: the step as the trace shows it; {@code reads}: the variables the statement read,
         * with their values now. Both are worked out when asked, and only right away are they of this
         * step. True stops the run after it, as a step taken one by one does.
         */
        boolean stepped(long step, Instruction statement, Supplier<String> line, Supplier<List<String>> reads);
    }

    public Workbench(Messages messages, Typewriter typewriter) {
        this.messages = messages;
        this.typewriter = typewriter;
    }

    /** The program now in memory: where its names lie, and its code for breakpoints. */
    public void program(Directory directory, Code code) {
        this.names = directory;
        this.program = code;
    }

    /** Sends a line for every step to {@code lines}; null switches the trace off. */
    public void trace(Consumer<String> lines) {
        this.trace = lines;
    }

    /** Tells {@code l} of every step (the run is then watched statement by statement); null for none. */
    public void listen(StepListener l) {
        this.listener = l;
    }

    public boolean tracing() {
        return trace != null;
    }

    /** Keeps the last {@code steps} lines, for {@link #lastSteps}; 0 for none. */
    public void keepLast(int steps) {
        this.ringSize = Math.max(0, steps);
        ring.clear();
    }

    /** The lines kept of the last steps, oldest first. */
    public List<String> lastSteps() {
        return List.copyOf(ring);
    }

    public List<Breakpoint> breakpoints() {
        return List.copyOf(breakpoints);
    }

    public void addBreakpoint(Breakpoint b) {
        if (!breakpoints.contains(b)) {
            breakpoints.add(b);
        }
    }

    public boolean removeBreakpoint(Breakpoint b) {
        return breakpoints.remove(b);
    }

    /** The next run stops after {@code n} steps (each traced while it steps). */
    public void stepping(long n) {
        this.stepsLeft = n;
    }

    /** The next run goes on from where the last one stopped: a breakpoint there does not stop it again. */
    public void resuming() {
        this.resuming = true;
    }

    /** Whether anything is wanted: only then is the workbench installed, and the run watched. */
    public boolean active() {
        return trace != null || ringSize > 0 || !breakpoints.isEmpty() || stepsLeft > 0 || listener != null;
    }

    /** A run ended: stepping is over, whatever stopped it. */
    public void runEnded() {
        stepsLeft = -1;
        resuming = false;
        typewriter.tap(null);
    }

    @Override
    public boolean stopBefore(Code code, int index, long step) {
        boolean first = resuming;
        resuming = false;
        if (!first && code == program && !breakpoints.isEmpty()) {
            Instruction ins = code.instruction(index);
            for (Breakpoint b : breakpoints) {
                if (b.at(code, index, ins)) {
                    return true;
                }
            }
        }
        if (reporting()) {
            printed = new StringBuilder();
            typewriter.tap(printed);
            if (listener != null) {
                listener.starting();
            }
        }
        return false;
    }

    @Override
    public boolean after(Processor p, Code code, int index, long step, int next) {
        boolean stop = false;
        if (printed != null) {
            typewriter.tap(null);
            boolean failed = next == Instruction.HALT && p.halt == null;
            Instruction ins = code.instruction(index);
            String shown = printed.toString();
            printed = null;
            // the line is made only where it is wanted: a listener alone may never ask for it
            Supplier<String> line = () -> StepReport.line(messages, p, names, ins, step, index, next, failed, shown);
            String made = trace != null || stepsLeft > 0 || ringSize > 0 ? line.get() : null;
            if (trace != null || stepsLeft > 0) {
                Consumer<String> to = trace != null ? trace : stepSink;
                if (to != null) {
                    to.accept(made);
                }
            }
            if (listener != null) {
                stop = listener.stepped(step, ins, made != null ? () -> made : line, () -> ReadValues.of(p, names, ins));
            }
            if (ringSize > 0) {
                if (ring.size() == ringSize) {
                    ring.removeFirst();
                }
                ring.addLast(made);
            }
        }
        return stepsLeft > 0 && --stepsLeft == 0 || stop;
    }

    /** Where the lines of steps taken one by one go when the trace is off. */
    private Consumer<String> stepSink;

    public void stepLines(Consumer<String> lines) {
        this.stepSink = lines;
    }

    private boolean reporting() {
        return trace != null || ringSize > 0 || stepsLeft > 0 || listener != null;
    }

    /** The statement the machine stands at, as «where» shows it. */
    public String where(Instruction at) {
        return StepReport.statement(messages, at);
    }
}
