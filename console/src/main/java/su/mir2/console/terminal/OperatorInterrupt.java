package su.mir2.console.terminal;

/** Ctrl-C at the typewriter while the machine was not running. */
final class OperatorInterrupt extends Exception {
    private final String discarded;

    OperatorInterrupt(String discarded) {
        super(null, null, false, false);
        this.discarded = discarded == null ? "" : discarded;
    }

    /** What had been typed of the entry and is now thrown away. */
    String discarded() {
        return discarded;
    }
}
