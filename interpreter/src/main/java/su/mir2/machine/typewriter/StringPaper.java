package su.mir2.machine.typewriter;

/** Paper kept in memory, for tests and for replaying protocols. */
public final class StringPaper implements Paper {
    private final StringBuilder text = new StringBuilder();
    private final StringBuilder all = new StringBuilder();

    @Override
    public synchronized void write(String s) {
        text.append(s);
        all.append(s);
    }

    /** What was printed since the last call, and forgets it. */
    public synchronized String take() {
        String s = text.toString();
        text.setLength(0);
        return s;
    }

    /** Everything printed on this paper. */
    public synchronized String all() {
        return all.toString();
    }
}
