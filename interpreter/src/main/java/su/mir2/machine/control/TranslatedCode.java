package su.mir2.machine.control;

/**
 * A piece of code translated into JVM code, which the control unit runs instead of fetching its
 * instructions one by one. It runs whole blocks of instructions (a block is entered only at its
 * first instruction and left only after its last), adding each block's length to the step count
 * before the block runs. At certain blocks — every loop has one — it looks whether the most steps
 * it could run before the next such block would reach a budget the control unit gives, and leaves
 * if so. The control unit steps instruction by instruction across the budget's end, so that step
 * limits, the operator's stop request and the pace of the authentic speed fall on exactly the
 * steps they fall on without translation.
 */
public abstract class TranslatedCode {
    private final Code code;
    private final int[] reach;
    private final int[] stepsAfter;

    /** The step count when {@link #run} returned or threw. */
    protected long count;
    /** The instruction being executed when {@link #run} threw. */
    protected int at;

    /**
     * @param reach      for each instruction where the code may be entered, the most steps it can run
     *                   before it looks at the budget again; 0 where it may not be entered
     * @param stepsAfter for each instruction, how many instructions of its block follow it
     */
    protected TranslatedCode(Code code, int[] reach, int[] stepsAfter) {
        this.code = code;
        this.reach = reach;
        this.stepsAfter = stepsAfter;
    }

    /**
     * Runs from the block at {@code index} while its steps stay below {@code budget}. Returns
     * the index of the instruction to run next (possibly in another piece of code, see
     * {@link Processor#code()}), or {@link Instruction#HALT}; the step count is then in
     * {@link #count}. A machine error stop propagates, with {@link #at} and {@link #count} set.
     */
    public abstract int run(Processor p, int index, long count, long budget);

    public final Code code() {
        return code;
    }

    /** Whether the code can be entered at {@code index} with {@code count} steps done below the budget. */
    final boolean enterable(int index, long count, long budget) {
        int n = reach[index];
        return n > 0 && count + n < budget;
    }

    /**
     * Whether a piece of this code that left for {@code index}, its steps in {@link #count}, may be
     * entered there again at once: exactly when the control unit would enter it (the processor
     * still runs this code, and the entry is one within the budget). Saves the round trip through
     * the control unit where a translation is cut into several methods.
     */
    protected final boolean continues(Processor p, int index, long budget) {
        return index >= 0 && p.code() == code && enterable(index, count, budget);
    }

    /** The steps done when the last run stopped, counting up to its current instruction if it threw. */
    final long stepsDone(boolean threw) {
        return threw ? count - stepsAfter[at] : count;
    }

    final int faultAt() {
        return at;
    }
}
