package su.mir2.machine.generated;

import su.mir2.machine.halt.Halt;
import su.mir2.machine.halt.MachineException;
import su.mir2.machine.MachineOptions;
import su.mir2.machine.Mir2;
import su.mir2.machine.typewriter.StringPaper;

/**
 * What one engine made of a program and its directives: the whole paper, the steps, how it halted
 * last, and an exception that escaped the machine (an internal error, never right on any engine).
 */
record Outcome(String paper, long steps, Halt halt, String internalError) {
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
                return new Outcome(paper.all(), m.steps(), m.lastHalt(), null);
            }
            for (String d : program.directives()) {
                m.typewriter().operatorLine(d);
                try {
                    m.execute(d);
                } catch (MachineException e) {
                    m.refuse(e);
                }
            }
            return new Outcome(paper.all(), m.steps(), m.lastHalt(), null);
        } catch (RuntimeException | StackOverflowError e) {
            return new Outcome(paper.all(), m.steps(), m.lastHalt(), e.toString());
        }
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
        return null;
    }
}
