package su.mir2.almir.tree;

import su.mir2.almir.reader.SourcePosition;
import su.mir2.machine.control.Instruction;
import su.mir2.machine.control.Processor;

/** The end of a ТО-body that has an «ИНАЧЕ»: continue after the whole conditional. */
public final class Skip extends Instruction {
    private int after;

    public Skip(SourcePosition position, CharSequence text) {
        super(position, text);
    }

    public void after(int index) {
        this.after = index;
    }

    public int after() {
        return after;
    }

    @Override
    public int execute(Processor p, int index) {
        return after;
    }
}
