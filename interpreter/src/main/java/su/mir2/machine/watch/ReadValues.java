package su.mir2.machine.watch;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import su.mir2.almir.tree.Assign;
import su.mir2.almir.tree.AssignElement;
import su.mir2.almir.tree.Element;
import su.mir2.almir.tree.ElementRead;
import su.mir2.almir.tree.Expr;
import su.mir2.almir.tree.FunctionCall;
import su.mir2.almir.tree.JumpUnless;
import su.mir2.almir.tree.LoopNext;
import su.mir2.almir.tree.LoopTest;
import su.mir2.almir.tree.Output;
import su.mir2.almir.tree.OutputItem;
import su.mir2.almir.tree.ScalarRead;
import su.mir2.almir.tree.Series;
import su.mir2.machine.arithmetic.NumberPrinter;
import su.mir2.machine.control.Instruction;
import su.mir2.machine.control.Processor;
import su.mir2.machine.memory.Directory;

/**
 * The variables a statement reads, each with the value it has now ({@code S=15}, {@code A[7,4]=-2}),
 * in the order the statement names them. An element is shown only where its subscripts can be
 * worked out without running anything that stores (a «ГДЕ» function, a Σ or Π runs its own variable),
 * so that looking never changes the run; its subscripts' variables are shown in any case.
 */
public final class ReadValues {
    private final Processor p;
    private final Directory names;
    private final Map<String, String> values = new LinkedHashMap<>();

    private ReadValues(Processor p, Directory names) {
        this.p = p;
        this.names = names;
    }

    /** {@code name=value} for each variable {@code ins} reads; empty for a statement that reads none. */
    public static List<String> of(Processor p, Directory names, Instruction ins) {
        ReadValues r = new ReadValues(p, names);
        r.statement(ins);
        List<String> out = new ArrayList<>();
        r.values.forEach((name, value) -> out.add(name + "=" + value));
        return out;
    }

    private void statement(Instruction ins) {
        if (ins instanceof Assign a) {
            expr(a.value());
        } else if (ins instanceof AssignElement a) {
            subscripts(a.element());
            expr(a.value());
        } else if (ins instanceof JumpUnless j) {
            expr(j.relation().left());
            expr(j.relation().right());
        } else if (ins instanceof LoopTest t) {
            word(t.variable());
            expr(t.step());
            expr(t.bound());
        } else if (ins instanceof LoopNext n) {
            word(n.variable());
            expr(n.step());
        } else if (ins instanceof Output o) {
            for (OutputItem item : o.items()) {
                item(item);
            }
        }
    }

    private void item(OutputItem item) {
        if (item instanceof OutputItem.Named n) {
            expr(n.value());
        } else if (item instanceof OutputItem.NamedElement e) {
            element(e.element());
        } else if (item instanceof OutputItem.Value v) {
            expr(v.value());
        }
    }

    private void expr(Expr e) {
        if (e instanceof ScalarRead s) {
            word(s.address());
        } else if (e instanceof ElementRead r) {
            element(r.element());
        } else if (e instanceof Series s) {
            // its term reads the running variable, which looking must not move
            expr(s.from());
            expr(s.to());
        } else {
            for (Expr child : e.children()) {
                expr(child);
            }
        }
    }

    private void element(Element element) {
        subscripts(element);
        for (Expr s : element.subscripts()) {
            if (stores(s)) {
                return;
            }
        }
        try {
            word(element.address(p));
        } catch (RuntimeException outside) {
            // a subscript outside the array: the statement itself stops the machine there
        }
    }

    private void subscripts(Element element) {
        for (Expr s : element.subscripts()) {
            expr(s);
        }
    }

    /** Whether working out {@code e} would store anything. */
    private static boolean stores(Expr e) {
        if (e instanceof FunctionCall || e instanceof Series) {
            return true;
        }
        for (Expr child : e.children()) {
            if (stores(child)) {
                return true;
            }
        }
        return false;
    }

    private void word(int address) {
        String name = names.nameAt(address);
        if (name != null && !values.containsKey(name)) {
            values.put(name, NumberPrinter.print(p.memory.read(address)));
        }
    }
}
