package su.mir2.machine.halt;

import su.mir2.messages.Diagnostic;

/** A text the machine refuses: a program or directive it cannot read. Nothing loaded is lost. */
public final class MachineException extends Exception {
    private final Diagnostic diagnostic;

    public MachineException(Diagnostic diagnostic) {
        super(diagnostic.key(), null, false, false);
        this.diagnostic = diagnostic;
    }

    public Diagnostic diagnostic() {
        return diagnostic;
    }
}
