package su.mir2.machine.control;

import su.mir2.machine.arithmetic.ArithmeticUnit;
import su.mir2.machine.arithmetic.Num;
import su.mir2.machine.memory.Memory;
import su.mir2.machine.typewriter.Typewriter;

/**
 * The state the compiled program works on: the arithmetic unit, the memory and the output devices.
 * Expression nodes and instructions receive it; nothing here knows of terminals.
 */
public final class Processor {
    public final Memory memory;
    public final ArithmeticUnit arithmetic;
    public final OutputDevices output;
    public final boolean checkSubscripts;

    /** The code being executed; a jump out of a directive into the program switches it. */
    Code code;

    /**
     * Where {@link su.mir2.almir.tree.Expr#small} leaves a value that is not a small integer; read
     * by the caller at once, before anything else is evaluated.
     */
    public Num spill;

    /**
     * The values of the calls of «ГДЕ» functions in progress: each call's arguments and the saved
     * words of its parameters, from its base up. Grows as calls nest.
     */
    public Num[] callStack = new Num[64];
    private int callTop;

    /** Reserves {@code size} places for a call; returns their base, to be given to popCall. */
    public int pushCall(int size) {
        int base = callTop;
        if (base + size > callStack.length) {
            callStack = java.util.Arrays.copyOf(callStack, Math.max(2 * callStack.length, base + size));
        }
        callTop = base + size;
        return base;
    }

    /**
     * Calls of «ГДЕ» functions in progress may nest this deep, no deeper: a deeper one is an error stop
     * of the machine («fault.recursion.limit»). Each level costs the JVM's stack some frames of the
     * tree or of translated code, so the bound is chosen well inside a thread's default stack.
     */
    public static final int CALL_DEPTH_LIMIT = 500;

    private int callDepth;

    /** A call of a «ГДЕ» function begins; each is ended by {@link #leaveCall}, also when the machine stops inside. */
    public void enterCall() {
        if (callDepth >= CALL_DEPTH_LIMIT) {
            throw new su.mir2.machine.halt.MachineFault("fault.recursion.limit", CALL_DEPTH_LIMIT);
        }
        callDepth++;
    }

    public void leaveCall() {
        callDepth--;
    }

    /** Frees the places of the call at {@code base} and of every call above it. */
    public void popCall(int base) {
        callTop = base;
    }

    /**
     * The step count while a run goes on, kept here for the steps taken inside a statement (see
     * {@link #step}): the control unit and translated code put their count here before such a
     * statement and take it back after it.
     */
    public long steps;
    /** Above this count {@link #step} asks the control unit to look (a poll point or the limit). */
    long checkAt = Long.MAX_VALUE;
    /** The control unit running the program; null between runs. */
    ControlUnit control;

    /**
     * One step taken inside a statement: a turn of Σ or Π, a call of a «ГДЕ» function, an element of
     * «МАССИВ» printed. Counted as an instruction is, so that the step limit and the operator's stop
     * reach every loop; may throw {@link Stop}.
     */
    public void step() {
        if (++steps > checkAt) {
            control.look(this);
        }
    }

    /**
     * Before an operation of the arithmetic unit on numbers that are not small integers: stops at
     * once if the operator has asked, without waiting for the next poll point. Such operations on
     * numbers of a thousand digits take milliseconds to seconds each, so the 1 024 steps between
     * two poll points could take minutes; a small integer's operation never comes here. May throw
     * {@link Stop}.
     */
    public void poll() {
        ControlUnit c = control;
        if (c != null && c.stopRequested()) {
            throw new Stop(su.mir2.machine.halt.Halt.INTERRUPTED);
        }
    }

    /** The word the last watched step stored an array element into (see {@link Instruction#executeWatched}). */
    public int stored = -1;

    /** Why the last run stopped, set by the instruction that returned {@link Instruction#HALT}. */
    public su.mir2.machine.halt.Halt halt;

    public Processor(Memory memory, ArithmeticUnit arithmetic, OutputDevices output, boolean checkSubscripts) {
        this.memory = memory;
        this.arithmetic = arithmetic;
        this.output = output;
        this.checkSubscripts = checkSubscripts;
    }

    public Typewriter typewriter() {
        return output.typewriter();
    }

    /** The code being executed. */
    public Code code() {
        return code;
    }

    /** Continues at another place, possibly in another piece of code; returns the index to run next. */
    public int jump(Target target) {
        if (!target.isBound()) {
            throw new su.mir2.machine.halt.MachineFault("fault.label.unknown", target.label());
        }
        this.code = target.code();
        return target.index();
    }
}
