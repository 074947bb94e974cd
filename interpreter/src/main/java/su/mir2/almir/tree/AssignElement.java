package su.mir2.almir.tree;

import su.mir2.almir.reader.SourcePosition;
import su.mir2.machine.control.Instruction;
import su.mir2.machine.control.Processor;

/** A[i,j]=expr. The value is computed after the subscripts, left to right as written. */
public final class AssignElement extends Instruction {
    private final Element element;
    private final Expr value;

    public AssignElement(SourcePosition position, CharSequence text, Element element, Expr value) {
        super(position, text);
        this.element = element;
        this.value = value;
    }

    public Element element() {
        return element;
    }

    public Expr value() {
        return value;
    }

    @Override
    public int execute(Processor p, int index) {
        store(p);
        return index + 1;
    }

    @Override
    public int executeWatched(Processor p, int index) {
        p.stored = store(p);
        return index + 1;
    }

    /** Stores the value; returns the element's word. */
    private int store(Processor p) {
        int address = element.address(p);
        Assign.store(value.small(p), p, address);
        return address;
    }
}
