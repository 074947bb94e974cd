package su.mir2.console.terminal;

/**
 * The keyboard while the machine runs: Ctrl-C must stop the program, and any other key hurries
 * authentic speed along; keys typed ahead are kept for the next entry.
 */
interface KeyWatch {
    /** No key yet. */
    int NONE = -2;
    /** The input has ended. */
    int ENDED = -1;
    /** The terminal has gone away (its window closed): nobody can stop the run any more. */
    int GONE = -3;
    int CTRL_C = 3;

    /** Begins watching; {@code onInterrupt} is called (from any thread) when Ctrl-C arrives as a signal. */
    Watching watch(Runnable onInterrupt);

    interface Watching extends AutoCloseable {
        /** Waits up to {@code millis} for a key: the key, {@link #NONE}, {@link #ENDED} or {@link #GONE}. */
        int poll(long millis);

        /** A key that is not the console's to use: it goes to the next entry. */
        void typeahead(int key);

        /**
         * Forgets the keys typed ahead, those still unread too: the operator's stop throws them away,
         * so that a key typed during the run (Ctrl-D, :выход, F5) does not act after it.
         */
        default void discard() {
        }

        /** Stops watching: the terminal as it was before, typed-ahead keys handed back. */
        @Override
        void close();
    }
}
