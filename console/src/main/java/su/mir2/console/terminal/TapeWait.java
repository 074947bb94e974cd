package su.mir2.console.terminal;

/**
 * The keyboard while :лента waits for a pipe's writer or its text: Ctrl-C (or Ctrl-\, or the terminal
 * gone away) gives the wait up, and other keys are kept for the next entry, as during a run. The
 * keyboard is watched only once the wait has begun: a file that is no pipe is read at once.
 */
final class TapeWait implements AutoCloseable {
    /** How long one look at the keyboard waits for a key. */
    private static final long POLL_MILLIS = 20;

    private final KeyWatch keys;
    private KeyWatch.Watching watching;
    private volatile boolean givenUp;
    private boolean keyboard = true;

    TapeWait(KeyWatch keys) {
        this.keys = keys;
    }

    /** Whether the wait goes on: false once the operator has given it up. */
    boolean goOn() {
        if (watching == null) {
            watching = keys.watch(() -> givenUp = true);
        }
        if (keyboard && !givenUp) {
            int key = watching.poll(POLL_MILLIS);
            if (key == KeyWatch.CTRL_C || key == QuitKey.KEY || key == KeyWatch.GONE) {
                givenUp = true;
            } else if (key == KeyWatch.ENDED) {
                // no keys to read (plain lines): Ctrl-C still comes as a signal
                keyboard = false;
            } else if (key != KeyWatch.NONE) {
                watching.typeahead(key);
            }
        }
        return !givenUp;
    }

    /** The terminal as it was; keys typed during the wait go to the next entry, unless it was given up. */
    @Override
    public void close() {
        if (watching == null) {
            return;
        }
        if (givenUp) {
            watching.discard();
        }
        watching.close();
    }
}
