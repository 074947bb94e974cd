package su.mir2.almir.tree;

import su.mir2.almir.reader.SourcePosition;
import su.mir2.machine.halt.Halt;
import su.mir2.machine.control.Instruction;
import su.mir2.machine.control.Processor;

/** «СТОП», «ВВОД» n, reaching «ГДЕ», and the end of a directive: the machine stops here. */
public final class Halting extends Instruction {
    private final Halt reason;

    public Halting(SourcePosition position, CharSequence text, Halt reason) {
        super(position, text);
        this.reason = reason;
    }

    public Halt reason() {
        return reason;
    }

    @Override
    public int execute(Processor p, int index) {
        p.halt = reason;
        return HALT;
    }
}
