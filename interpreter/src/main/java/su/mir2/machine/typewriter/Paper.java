package su.mir2.machine.typewriter;

/** Where the typewriter's characters land: the console, a file, a test's buffer. */
public interface Paper {
    /** Characters as printed; a line break is '\n'. */
    void write(String text);

    /** A line the operator typed, which the typewriter put on the paper as it was typed. */
    default void operator(String typed) {
        write(typed + "\n");
    }

    /** The machine stopped: whatever is buffered must reach its reader now. */
    default void flush() {
    }
}
