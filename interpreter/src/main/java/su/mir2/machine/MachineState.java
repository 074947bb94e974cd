package su.mir2.machine;

/** What the machine is doing, as a status line shows it. */
public enum MachineState {
    /** No program in memory. */
    EMPTY,
    /** A program is in memory and has not been started. */
    LOADED,
    /** Executing. */
    RUNNING,
    /** Stopped at «ВВОД», waiting for a directive. */
    WAITING,
    /** Stopped: «СТОП», the end of the statements, an error stop, a runaway or the operator. */
    HALTED
}
