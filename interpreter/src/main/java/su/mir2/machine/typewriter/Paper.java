package su.mir2.machine.typewriter;

import su.mir2.messages.Escaping;

/** Where the typewriter's characters land: the console, a file, a test's buffer. */
public interface Paper {
    /** Characters as printed; a line break is '\n'. */
    void write(String text);

    /**
     * A line the operator typed, exactly as typed, control characters too: a paper people read shows
     * those by their codes (the default); a protocol keeps them, so that its replay types them again.
     */
    default void operator(String typed) {
        write(Escaping.escapeKeepingLayout(typed) + "\n");
    }

    /** The machine stopped: whatever is buffered must reach its reader now. */
    default void flush() {
    }
}
