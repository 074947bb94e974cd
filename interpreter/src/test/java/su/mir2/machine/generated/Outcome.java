package su.mir2.machine.generated;

import su.mir2.machine.halt.Halt;
import su.mir2.machine.halt.MachineException;
import su.mir2.machine.MachineOptions;
import su.mir2.machine.Mir2;
import su.mir2.machine.memory.Memory;
import su.mir2.machine.typewriter.StringPaper;

/**
 * What one engine made of a program and its directives: the whole paper, the steps, how it halted
 * last, every word of the memory and the symbols in use at the end, the steps at which the operator's
 * stops fell, and an exception that escaped the machine (an internal error, never right on any
 * engine).
 */
record Outcome(String paper, long steps, Halt halt, String memory, String stops, String internalError) {
    /** Loads, starts and types the directives as the console does; a refused text is answered on the paper. */
    static Outcome of(GeneratedProgram program, MachineOptions options) {
        return of(program, options, false);
    }

    /**
     * {@link #of(GeneratedProgram, MachineOptions)}; when {@code stopped}, the operator stops the
     * machine at every poll point (as Ctrl-C would) and goes on at once wherever it stopped between two
     * statements (as :дальше does): translated code must leave and be entered again there with nothing
     * lost. A stop inside a statement cannot be gone on from; the next directive is typed then.
     */
    static Outcome of(GeneratedProgram program, MachineOptions options, boolean stopped) {
        StringPaper paper = new StringPaper();
        Mir2 m = new Mir2(options, paper);
        StringBuilder stops = new StringBuilder();
        if (stopped) {
            // once a poll point: going on from a stop passes the same poll point again
            long[] last = {-1};
            m.pace(count -> {
                if (count > last[0]) {
                    last[0] = count;
                    m.interrupt();
                }
            });
        }
        try {
            try {
                m.load(program.source(), "p");
                goOn(m, m.start(), stops);
            } catch (MachineException e) {
                m.refuse(e);
                return new Outcome(paper.all(), m.steps(), m.lastHalt(), memory(m), stops.toString(), null);
            }
            for (String d : program.directives()) {
                m.typewriter().operatorLine(d);
                try {
                    goOn(m, m.execute(d), stops);
                } catch (MachineException e) {
                    m.refuse(e);
                }
            }
            return new Outcome(paper.all(), m.steps(), m.lastHalt(), memory(m), stops.toString(), null);
        } catch (RuntimeException | StackOverflowError e) {
            return new Outcome(paper.all(), m.steps(), m.lastHalt(), null, stops.toString(), e.toString());
        }
    }

    private static void goOn(Mir2 m, Halt halt, StringBuilder stops) throws MachineException {
        while (halt == Halt.INTERRUPTED) {
            stops.append(m.steps()).append(m.canResume() ? " " : " (inside) ");
            if (!m.canResume()) {
                return;
            }
            halt = m.resume();
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

    /**
     * What the run left in the machine, paper and stops forgotten: to compare a run the operator
     * stopped and sent on with one never stopped. Each stop put an end sign ◊ on the paper, which
     * stays there.
     */
    Outcome leftInTheMachine() {
        return new Outcome("", steps, halt, memory, "", internalError);
    }

    /** Whether every stop of the operator fell between two statements, so the run went on from each. */
    boolean wentOnFromEveryStop() {
        return !stops.contains("inside");
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
        if (!stops.equals(tree.stops)) {
            return "operator's stops at steps: tree " + tree.stops + ", translated " + stops;
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
