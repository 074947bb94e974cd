package su.mir2.almir.tree;

import su.mir2.almir.reader.SourcePosition;
import su.mir2.machine.control.Instruction;
import su.mir2.machine.control.Processor;

/** The test of «ЕСЛИ»: on to the ТО-body when the relation holds, else past it. */
public final class JumpUnless extends Instruction {
    private final Relation relation;
    private int otherwise;

    public JumpUnless(SourcePosition position, CharSequence text, Relation relation) {
        super(position, text);
        this.relation = relation;
    }

    public void otherwise(int index) {
        this.otherwise = index;
    }

    public Relation relation() {
        return relation;
    }

    public int otherwise() {
        return otherwise;
    }

    @Override
    public int execute(Processor p, int index) {
        return relation.holds(p) ? index + 1 : otherwise;
    }
}
