package su.mir2.machine.control;

import su.mir2.machine.arithmetic.ArithmeticUnit;
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

    /** Why the last run stopped, set by the instruction that returned {@link Instruction#HALT}. */
    public su.mir2.machine.Halt halt;

    public Processor(Memory memory, ArithmeticUnit arithmetic, OutputDevices output, boolean checkSubscripts) {
        this.memory = memory;
        this.arithmetic = arithmetic;
        this.output = output;
        this.checkSubscripts = checkSubscripts;
    }

    public Typewriter typewriter() {
        return output.typewriter();
    }

    /** Continues at another place, possibly in another piece of code; returns the index to run next. */
    public int jump(Target target) {
        if (!target.isBound()) {
            throw new su.mir2.machine.MachineFault("fault.label.unknown", target.label());
        }
        this.code = target.code();
        return target.index();
    }
}
