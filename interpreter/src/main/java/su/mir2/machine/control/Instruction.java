package su.mir2.machine.control;

import su.mir2.almir.reader.SourcePosition;

/**
 * One step of compiled code. Statements become instructions laid out in text order, with loops and
 * conditionals as jumps, so that «НА» to a label inside a block or a loop body is an ordinary jump
 * and the block's end does what its text says: a ТО-body ends by skipping «ИНАЧЕ», a loop body by
 * advancing the loop.
 */
public abstract class Instruction {
    /** Returned by {@link #execute} when the machine halts. */
    public static final int HALT = -1;

    private final SourcePosition position;
    private final CharSequence text;

    protected Instruction(SourcePosition position, CharSequence text) {
        this.position = position;
        this.text = text;
    }

    /** Executes the instruction at {@code index}; returns the index of the next one, or HALT. */
    public abstract int execute(Processor p, int index);

    /**
     * {@link #execute} for a run that watches every step: the same, and an instruction that stores
     * into a computed place leaves the place in {@link Processor#stored}.
     */
    public int executeWatched(Processor p, int index) {
        return execute(p, index);
    }

    /** Where the statement was typed. */
    public SourcePosition position() {
        return position;
    }

    /** The statement's text as the machine holds it, for messages. */
    public String text() {
        return text.toString();
    }
}
