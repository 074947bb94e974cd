package su.mir2.console.host;

/** Exit statuses of the mir2 command, after the sysexits convention where one fits. */
public final class ExitCode {
    public static final int OK = 0;
    /** The machine stopped on an error (division by zero, memory overflow …). */
    public static final int ERROR_STOP = 1;
    /** The program ran past --max-steps. */
    public static final int RUNAWAY = 2;
    public static final int USAGE = 64;
    /** The program text cannot be read: a syntax error. */
    public static final int BAD_PROGRAM = 65;
    public static final int NO_INPUT = 66;
    /** A fault of the emulator itself. */
    public static final int INTERNAL = 70;
    /** The paper, the protocol or a file could not be written or read (sysexits' EX_IOERR). */
    public static final int IO_ERROR = 74;
    /** Standard output was closed by its reader: the status of a process ended by SIGPIPE (128 + 13). */
    public static final int BROKEN_PIPE = 141;

    private ExitCode() {
    }
}
