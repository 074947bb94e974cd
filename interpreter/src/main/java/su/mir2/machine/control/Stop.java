package su.mir2.machine.control;

import su.mir2.machine.halt.Halt;

/**
 * Ends a run from inside a statement, at a step taken there (see {@link Processor#step}): the step
 * limit or the operator's stop request. The control unit catches it; the user never sees it.
 */
final class Stop extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient Halt halt;

    Stop(Halt halt) {
        super(null, null, false, false);
        this.halt = halt;
    }

    Halt halt() {
        return halt;
    }
}
