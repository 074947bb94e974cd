package su.mir2.machine.control;

/**
 * What looks at every step while it is installed in the control unit: the trace, breakpoints, steps
 * one at a time. With one installed the control unit runs statement by statement, never translated
 * code, so that every step is seen; with none it runs as it always does and pays nothing.
 */
public interface StepWatch {
    /**
     * Before the instruction at {@code index} of {@code code} runs as step {@code step}: true stops
     * the machine before it ({@link su.mir2.machine.halt.Halt#BREAK}); the step is not taken.
     */
    boolean stopBefore(Code code, int index, long step);

    /**
     * After it ran: {@code next} is the index run next (in {@link Processor#code()}), or
     * {@link Instruction#HALT}. True stops the machine after it ({@link su.mir2.machine.halt.Halt#STEPPED}).
     */
    boolean after(Processor p, Code code, int index, long step, int next);
}
