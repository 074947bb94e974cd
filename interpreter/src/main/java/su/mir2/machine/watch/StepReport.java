package su.mir2.machine.watch;

import su.mir2.almir.tree.Assign;
import su.mir2.almir.tree.AssignElement;
import su.mir2.almir.tree.Halting;
import su.mir2.almir.tree.Jump;
import su.mir2.almir.tree.JumpUnless;
import su.mir2.almir.tree.LoopNext;
import su.mir2.almir.tree.LoopTest;
import su.mir2.machine.arithmetic.NumberPrinter;
import su.mir2.machine.control.Instruction;
import su.mir2.machine.control.Processor;
import su.mir2.machine.memory.Directory;
import su.mir2.messages.Messages;

/**
 * One executed step as a line of the trace: its number, where it was typed, the statement, and what
 * it did — the word it stored, the way a condition went, the label jumped to, what reached the paper,
 * why the machine halted there.
 */
final class StepReport {
    /** The longest statement and the longest printed text a line quotes. */
    private static final int LONGEST = 60;

    private StepReport() {
    }

    /**
     * @param next    the index run after it, or {@link Instruction#HALT}
     * @param failed  the step ended in a machine error stop
     * @param printed what it put on the paper
     */
    static String line(Messages m, Processor p, Directory names, Instruction ins, long step, int index, int next,
            boolean failed, String printed) {
        String effect = failed ? m.get("trace.error") : effect(m, p, names, ins, index, next);
        if (!printed.isEmpty()) {
            String paper = m.get("trace.paper", clip(printed.replace("\n", "↵")));
            effect = effect.isEmpty() ? paper : effect + "; " + paper;
        }
        String head = m.get("trace.line", Long.toString(step), ins.position().toString(), clip(ins.text()));
        return effect.isEmpty() ? head : m.get("trace.line.effect", head, effect);
    }

    /** The statement at where the machine stands, as a trace shows it but without a step number. */
    static String statement(Messages m, Instruction ins) {
        return m.get("where.statement", ins.position().toString(), clip(ins.text()));
    }

    private static String effect(Messages m, Processor p, Directory names, Instruction ins, int index, int next) {
        if (ins instanceof Assign a) {
            return stored(m, p, names, a.address());
        }
        if (ins instanceof AssignElement) {
            return stored(m, p, names, p.stored);
        }
        if (ins instanceof LoopNext n) {
            return stored(m, p, names, n.variable());
        }
        if (ins instanceof JumpUnless) {
            return m.get(next == index + 1 ? "trace.condition.true" : "trace.condition.false");
        }
        if (ins instanceof LoopTest) {
            return m.get(next == index + 1 ? "trace.loop.on" : "trace.loop.end");
        }
        if (ins instanceof Jump j) {
            return m.get("trace.jump", j.target().label());
        }
        if (ins instanceof Halting h) {
            return m.get("trace.halt." + h.reason().name());
        }
        return "";
    }

    private static String stored(Messages m, Processor p, Directory names, int address) {
        String name = names.nameAt(address);
        String value = NumberPrinter.print(p.memory.read(address));
        return m.get("trace.stored", name != null ? name : "@" + address, value);
    }

    private static String clip(String s) {
        return s.length() <= LONGEST ? s : s.substring(0, LONGEST - 1) + "…";
    }
}
