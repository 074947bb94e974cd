package su.mir2.machine.generated;

import su.mir2.machine.halt.Halt;
import su.mir2.machine.halt.MachineException;
import su.mir2.machine.MachineOptions;
import su.mir2.machine.Mir2;
import su.mir2.machine.memory.Memory;
import su.mir2.machine.typewriter.StringPaper;

/**
 * What one engine made of a program and its directives: the whole paper, the steps, how it halted
 * last, every word of the memory and the symbols in use at the end, and an exception that escaped
 * the machine (an internal error, never right on any engine).
 */
record Outcome(String paper, long steps, Halt halt, String memory, String internalError) {
    /** Loads, starts and types the directives as the console does; a refused text is answered on the paper. */
    static Outcome of(GeneratedProgram program, MachineOptions options) {
        StringPaper paper = new StringPaper();
        Mir2 m = new Mir2(options, paper);
        try {
            try {
                m.load(program.source(), "p");
                m.start();
            } catch (MachineException e) {
                m.refuse(e);
                return new Outcome(paper.all(), m.steps(), m.lastHalt(), memory(m), null);
            }
            for (String d : program.directives()) {
                m.typewriter().operatorLine(d);
                try {
                    m.execute(d);
                } catch (MachineException e) {
                    m.refuse(e);
                }
            }
            return new Outcome(paper.all(), m.steps(), m.lastHalt(), memory(m), null);
        } catch (RuntimeException | StackOverflowError e) {
            return new Outcome(paper.all(), m.steps(), m.lastHalt(), null, e.toString());
        }
    }

    /**
     * Every word a subscript can reach, and the symbols in use: what translated code keeps in
     * registers must be back in memory, and metered alike, whenever the machine halts.
     */
    private static String memory(Mir2 m) {
        Memory memory = m.memory();
        if (memory == null) {
            return "";
        }
        StringBuilder b = new StringBuilder("symbols in use ").append(memory.usedSymbols());
        for (int w = 0; w < memory.addressableWords(); w++) {
            b.append('\n').append(w).append(": ").append(memory.read(w));
        }
        return b.toString();
    }

    /** True when the program was read in and started: a shrunk text the machine refuses proves nothing. */
    boolean ran() {
        return halt != null;
    }

    /** How this outcome differs from the tree's, or null when it does not. */
    String differenceFrom(Outcome tree) {
        if (internalError != null || tree.internalError != null) {
            return "internal error: tree " + tree.internalError + ", translated " + internalError;
        }
        if (!paper.equals(tree.paper)) {
            return "paper:\n--- tree ---\n" + tree.paper + "\n--- translated ---\n" + paper;
        }
        if (steps != tree.steps) {
            return "steps: tree " + tree.steps + ", translated " + steps;
        }
        if (halt != tree.halt) {
            return "halt: tree " + tree.halt + ", translated " + halt;
        }
        if (!memory.equals(tree.memory)) {
            return "memory:\n" + firstDifference(tree.memory, memory);
        }
        return null;
    }

    private static String firstDifference(String tree, String translated) {
        String[] a = tree.split("\n");
        String[] b = translated.split("\n");
        for (int i = 0; i < Math.min(a.length, b.length); i++) {
            if (!a[i].equals(b[i])) {
                return "tree " + a[i] + ", translated " + b[i];
            }
        }
        return "tree " + a.length + " lines, translated " + b.length;
    }
}
