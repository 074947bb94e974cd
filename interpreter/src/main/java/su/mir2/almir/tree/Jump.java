package su.mir2.almir.tree;

import su.mir2.almir.reader.SourcePosition;
import su.mir2.machine.control.Instruction;
import su.mir2.machine.control.Processor;
import su.mir2.machine.control.Target;

/** «НА» label, and the jumps that close conditionals and loops. */
public final class Jump extends Instruction {
    private final Target target;

    public Jump(SourcePosition position, CharSequence text, Target target) {
        super(position, text);
        this.target = target;
    }

    public Target target() {
        return target;
    }

    @Override
    public int execute(Processor p, int index) {
        return p.jump(target);
    }
}
