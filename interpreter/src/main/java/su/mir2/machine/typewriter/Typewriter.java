package su.mir2.machine.typewriter;

import su.mir2.messages.Escaping;

/**
 * The console typewriter. It keeps the carriage position, so that the end sign and the operator's
 * typing start where the paper shows they should. It has no control characters: one in what it is
 * given is typed as its code (U+001B), so the paper cannot drive a terminal.
 */
public final class Typewriter implements Printer {
    /** The sign the machine prints when it halts, and the operator types to end a directive. */
    public static final char END_SIGN = '◊';

    private final Paper paper;
    private int column;
    /** Where everything printed is also copied while a step is traced; null otherwise. */
    private StringBuilder tap;

    public Typewriter(Paper paper) {
        this.paper = paper;
    }

    @Override
    public void print(String text) {
        if (text.isEmpty()) {
            return;
        }
        text = Escaping.escapeKeepingLayout(text);
        paper.write(text);
        if (tap != null) {
            tap.append(text);
        }
        int nl = text.lastIndexOf('\n');
        column = nl >= 0 ? text.length() - nl - 1 : column + text.length();
    }

    /** Copies everything printed from now on to {@code copy} as well; null stops copying. */
    public void tap(StringBuilder copy) {
        this.tap = copy;
    }

    @Override
    public void newLine() {
        paper.write("\n");
        if (tap != null) {
            tap.append('\n');
        }
        column = 0;
    }

    @Override
    public int column() {
        return column;
    }

    /** Returns the carriage to a fresh line unless it is already at one. */
    public void freshLine() {
        if (column > 0) {
            newLine();
        }
    }

    /** The machine halts: the end sign after what was printed, then the carriage returns. */
    public void endSign() {
        print(column > 0 ? " " + END_SIGN : String.valueOf(END_SIGN));
        newLine();
        paper.flush();
    }

    /** What the operator typed, as it stands on the paper: a line of its own. */
    public void operatorLine(String typed) {
        freshLine();
        paper.operator(typed);
        column = 0;
    }

    public void flush() {
        paper.flush();
    }
}
