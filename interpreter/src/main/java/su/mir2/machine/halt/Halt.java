package su.mir2.machine.halt;

/** Why the machine stopped running. On every one of them it prints the end sign ◊. */
public enum Halt {
    /** At «ВВОД»: waits for an operator directive. */
    INPUT,
    /** At «СТОП». */
    STOP,
    /** Control reached «ГДЕ», the end of the statements. */
    END,
    /** A directive without «НА» was carried out; the machine stays stopped. */
    DONE,
    /** A machine error stop. */
    ERROR,
    /** More steps than allowed: a program that runs away. */
    STEP_LIMIT,
    /** Stopped by the operator (Ctrl-C at the console). */
    INTERRUPTED,
    /** Before a statement the operator set a breakpoint at (an emulator feature, not the MIR's). */
    BREAK,
    /** After the statements the operator asked to step through (an emulator feature). */
    STEPPED
}
