package su.mir2.almir.tree;

import java.util.List;
import su.mir2.machine.arithmetic.Num;
import su.mir2.machine.control.Processor;

public final class ElementRead extends Expr {
    private final Element element;

    public ElementRead(Element element) {
        this.element = element;
    }

    public Element element() {
        return element;
    }

    @Override
    public Num evaluate(Processor p) {
        return p.memory.read(element.address(p));
    }

    @Override
    public long small(Processor p) {
        return word(p, element.address(p));
    }

    @Override
    public List<Expr> children() {
        return List.of(element().subscripts());
    }
}
