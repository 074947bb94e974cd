package su.mir2.console.protocol;

/**
 * One thing the operator did that a paper records so that {@code replay} can do it again, in the order
 * done: a program read in from tape or typed, a start, a line typed at the typewriter (a directive or a
 * «ВМЕСТО» edit).
 */
public sealed interface SessionStep {
    /** A program read in from a file, as from punched tape; {@code sha256} of its text (UTF-8). */
    record Tape(String path, String sha256) implements SessionStep {
    }

    /** A program typed at the console, in full. */
    record Typed(String program) implements SessionStep {
    }

    /** «Пустить на счёт». */
    record Start() implements SessionStep {
    }

    /**
     * A run stopped at a breakpoint or after a step. The replay does not stop there: what the operator
     * typed at the pause would be typed when the program asks, to another effect. Such a session is not
     * replayed, and says so.
     */
    record Paused() implements SessionStep {
    }

    /** A line the operator typed at the typewriter. */
    record Operator(String line) implements SessionStep {
    }
}
