package su.mir2.almir.tree;

import su.mir2.almir.reader.SourcePosition;
import su.mir2.machine.arithmetic.Num;
import su.mir2.machine.control.Instruction;
import su.mir2.machine.control.Processor;

/**
 * The head of «ДЛЯ» v=a «ШАГ» h «ДО» b: leave the loop once v has passed b in the direction of h.
 * Step and bound are taken anew at every turn, as ALGOL 60 (ALMIR's model) prescribes and as a
 * machine that interprets the text does naturally.
 */
public final class LoopTest extends Instruction {
    private final int variable;
    private final Expr step;
    private final Expr bound;
    private int exit;

    public LoopTest(SourcePosition position, String text, int variable, Expr step, Expr bound) {
        super(position, text);
        this.variable = variable;
        this.step = step;
        this.bound = bound;
    }

    public void exit(int index) {
        this.exit = index;
    }

    @Override
    public int execute(Processor p, int index) {
        Num h = step.evaluate(p);
        Num b = bound.evaluate(p);
        int c = p.arithmetic.compare(p.memory.words[variable], b);
        boolean past = h.signum() >= 0 ? c > 0 : c < 0;
        return past ? exit : index + 1;
    }
}
