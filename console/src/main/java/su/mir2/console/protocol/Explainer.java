package su.mir2.console.protocol;

import java.util.ArrayDeque;
import java.util.List;
import java.util.function.Supplier;
import su.mir2.almir.tree.JumpUnless;
import su.mir2.machine.Mir2;
import su.mir2.machine.control.Instruction;
import su.mir2.machine.watch.Workbench;

/**
 * Watches a replay step by step for the character of the paper where it departs from its protocol,
 * and keeps what explains it: the step that printed it, the last «ЕСЛИ» before it with the values it
 * read, and the steps before. It only looks: the run, its steps and its paper, is the same as unwatched.
 */
public final class Explainer implements Workbench.StepListener {
    private final PaperPlace target;
    private final int around;
    private final ArrayDeque<String> ring = new ArrayDeque<>();
    private Workbench bench;
    private ProtocolPaper paper;
    private Explanation.Step condition;
    private long lastNumber;
    private Instruction lastStatement;
    private Supplier<String> lastLine;
    private Supplier<List<String>> lastReads;
    private Explanation found;
    /** Whether the last step seen was the last «ЕСЛИ». */
    private boolean lastWasCondition;

    /** {@code target}: the paper's first differing character, or null when the paper has none there. */
    public Explainer(PaperPlace target, int around) {
        this.target = target;
        this.around = around;
    }

    /** Watches {@code machine}, whose paper is {@code paper}, from now on. */
    void attach(Mir2 machine, ProtocolPaper paper) {
        this.bench = machine.workbench();
        this.paper = paper;
        bench.listen(this);
    }

    @Override
    public void starting() {
        if (found == null && target != null && target.writtenBefore(paper.place())) {
            found = halted();
        }
    }

    /** Once the explanation is found, the run is stopped: what follows cannot change it. */
    @Override
    public boolean stepped(long step, Instruction statement, Supplier<String> line, Supplier<List<String>> reads) {
        if (found != null) {
            return true;
        }
        if (target != null && target.writtenBefore(paper.place())) {
            found = new Explanation(true, new Explanation.Step(step, bench.where(statement), line.get(), reads.get()),
                    condition, last(ring.size()));
            return true;
        }
        lastWasCondition = statement instanceof JumpUnless;
        if (lastWasCondition) {
            condition = new Explanation.Step(step, bench.where(statement), line.get(), reads.get());
        }
        remember(line);
        lastNumber = step;
        lastStatement = statement;
        lastLine = line;
        lastReads = reads;
        return false;
    }

    /** Whether the explanation is found, so that the re-enactment can end. */
    boolean done() {
        return found != null;
    }

    /** Keeps the lines of the last steps: {@code around} before a step, and the step itself. */
    private void remember(Supplier<String> line) {
        if (around == 0) {
            return;
        }
        if (ring.size() == around + 1) {
            ring.removeFirst();
        }
        ring.addLast(line.get());
    }

    /** The machine halted after the last step seen; the steps before it are those before that one. */
    private Explanation halted() {
        if (lastStatement == null) {
            return new Explanation(false, null, condition, List.of());
        }
        Explanation.Step last = new Explanation.Step(lastNumber, bench.where(lastStatement), lastLine.get(),
                lastReads.get());
        return new Explanation(false, last, lastWasCondition ? null : condition, last(ring.size() - 1));
    }

    /** The last {@code around} of the first {@code upTo} lines kept. */
    private List<String> last(int upTo) {
        if (upTo <= 0) {
            return List.of();
        }
        List<String> kept = List.copyOf(ring).subList(0, upTo);
        return kept.subList(Math.max(0, upTo - around), upTo);
    }

    /** What explains the difference, once the replay is over. */
    public Explanation explanation() {
        return found != null ? found : halted();
    }
}
