package su.mir2.almir.tree;

import java.util.List;
import su.mir2.machine.control.Code;

/** A compiled operator directive «ВЫПОЛНИТЬ» … [«ГДЕ» …] «КОНЕЦ» ◊. */
public record Directive(Code code, List<Description> descriptions) {
}
