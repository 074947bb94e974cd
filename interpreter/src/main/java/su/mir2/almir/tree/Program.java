package su.mir2.almir.tree;

import java.util.List;
import su.mir2.almir.reader.SymbolText;
import su.mir2.machine.control.Code;

/**
 * A loaded program in the project's own form: the compiled statements, the descriptions to carry
 * out before they run, the pieces («единицы») that «ВМЕСТО» can replace, and the names it uses that
 * it gives no meaning (found when it is read, stopped on only when run).
 */
public record Program(SymbolText text, int precision, Code code, List<Description> descriptions,
        List<Unit> units, int symbols, List<Unresolved> unresolved) {

    /** A statement or description as typed: symbols [from, to) of the canonical text. */
    public record Unit(boolean description, int from, int to) {
    }
}
