package su.mir2.almir.tree;

import su.mir2.almir.reader.SourcePosition;
import su.mir2.machine.control.Processor;

/** A «ГДЕ» description, carried out before the statements run. */
public interface Description {
    void apply(Processor p);

    SourcePosition position();
}
