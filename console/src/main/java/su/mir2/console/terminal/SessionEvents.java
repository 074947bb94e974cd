package su.mir2.console.terminal;

import su.mir2.machine.halt.Halt;

/**
 * Moments of a console session, for whoever wants to follow it without reading the terminal: tests
 * type the next keys when the console is ready for them, as a person would.
 */
public interface SessionEvents {
    SessionEvents NONE = new SessionEvents() {
    };

    /** The console waits for the operator's next entry. */
    default void awaitingEntry() {
    }

    /** The machine starts running (a start or a directive). */
    default void runStarted() {
    }

    /** The machine stopped; the halt is null when nothing ran (a refused directive, an edit). */
    default void runFinished(Halt halt) {
    }
}
