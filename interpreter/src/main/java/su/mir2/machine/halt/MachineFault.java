package su.mir2.machine.halt;

/**
 * A machine error stop: the arithmetic unit, the memory or the control unit met a condition the
 * program cannot go on from (division by zero, overflow, a subscript out of range …). It carries a
 * message key of the machine's bundle; the statement it happened in is added by the control unit.
 */
public class MachineFault extends RuntimeException {
    private final String key;
    private final transient Object[] arguments;

    public MachineFault(String key, Object... arguments) {
        super(key, null, false, false);
        this.key = key;
        this.arguments = arguments;
    }

    public String key() {
        return key;
    }

    public Object[] arguments() {
        return arguments.clone();
    }
}
