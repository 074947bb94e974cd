package su.mir2.machine.memory;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The names of the program's data and where they live. Simple variables get their word when their
 * name is first met; arrays when their description is carried out.
 */
public final class Directory {
    private final Memory memory;
    private final Map<String, Variable> names = new LinkedHashMap<>();

    public Directory(Memory memory) {
        this.memory = memory;
    }

    public Memory memory() {
        return memory;
    }

    public Variable lookup(String name) {
        return names.get(name);
    }

    /** The simple variable of that name, placed now if it is new; null if the name is an array. */
    public Scalar scalar(String name) {
        Variable v = names.get(name);
        if (v == null) {
            Scalar s = new Scalar(name, memory.allocate(1, name));
            names.put(name, s);
            return s;
        }
        return v instanceof Scalar s ? s : null;
    }

    /** The array of that name, named now if it is new (placed later); null if the name is simple. */
    public ArrayBlock array(String name) {
        Variable v = names.get(name);
        if (v == null) {
            ArrayBlock a = new ArrayBlock(name);
            names.put(name, a);
            return a;
        }
        return v instanceof ArrayBlock a ? a : null;
    }

    /** A word that no name reaches: a function's parameter, local to the function. */
    public Scalar hidden(String name) {
        return new Scalar(name, memory.allocate(1, name));
    }

    /** A point to return to if what is being read turns out wrong: the names and words so far. */
    public Mark mark() {
        return new Mark(names.size(), memory.usedWords());
    }

    /** Forgets the names and words added since the mark. */
    public void rollback(Mark mark) {
        java.util.Iterator<String> it = names.keySet().iterator();
        int i = 0;
        while (it.hasNext()) {
            it.next();
            if (i++ >= mark.names()) {
                it.remove();
            }
        }
        memory.release(mark.words());
    }

    public record Mark(int names, int words) {
    }

    /** The name of the word at {@code address} as a program writes it (N, A[3,2]), or null for none. */
    public String nameAt(int address) {
        for (Variable v : names.values()) {
            if (v instanceof Scalar s && s.address() == address) {
                return s.name();
            }
            if (v instanceof ArrayBlock a) {
                int[] subscripts = a.subscriptsOf(address);
                if (subscripts != null) {
                    return a.name() + ArrayBlock.describe(subscripts);
                }
            }
        }
        return null;
    }

    public Collection<Variable> all() {
        return names.values();
    }
}
