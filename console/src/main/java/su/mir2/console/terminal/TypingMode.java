package su.mir2.console.terminal;

/** How the keys are read: as the keyboard gives them, or Latin keys as Cyrillic letters. */
final class TypingMode {
    private volatile boolean transliterating;

    TypingMode(boolean transliterating) {
        this.transliterating = transliterating;
    }

    boolean transliterating() {
        return transliterating;
    }

    void toggle() {
        transliterating = !transliterating;
    }

    void set(boolean on) {
        transliterating = on;
    }
}
