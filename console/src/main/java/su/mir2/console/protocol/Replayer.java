package su.mir2.console.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import su.mir2.machine.halt.Halt;
import su.mir2.machine.halt.MachineException;
import su.mir2.machine.MachineOptions;
import su.mir2.machine.Mir2;

/**
 * Re-enacts a protocol: does again what the operator did — reads the program in, starts it, types the
 * operator's lines as directives — and returns the paper that results, to be compared with the
 * protocol. A paper that records its session ({@link Protocol#recordsSession()}) is followed step by
 * step; a book protocol records none, and is re-enacted as a program started at once and answered.
 */
public final class Replayer {
    private final MachineOptions options;
    private final String typedOrigin;
    /** What is done to the machine before the session: a trace installed; none when null. */
    private Consumer<Mir2> preparation;
    /** Who watches the session for the cause of a difference; none when null. */
    private Explainer explainer;

    public Replayer(MachineOptions options) {
        this(options, "");
    }

    /** {@code typedOrigin}: how the machine names a program typed at the console, in its messages. */
    public Replayer(MachineOptions options, String typedOrigin) {
        this.options = options;
        this.typedOrigin = typedOrigin;
    }

    /** The machine of every later re-enactment is first given to {@code prepare} (to install a trace). */
    public Replayer preparing(Consumer<Mir2> prepare) {
        this.preparation = prepare;
        return this;
    }

    /**
     * Every later re-enactment is watched by {@code watcher}, step by step, and ends where the watcher
     * has found what explains a difference (the paper then stops there).
     */
    public Replayer explainedBy(Explainer watcher) {
        this.explainer = watcher;
        return this;
    }

    /**
     * The paper of the session with {@code program} read in first (standing for the paper's first
     * tape, when it records one); a program that cannot be read gives a MachineException.
     */
    public Protocol reenact(String program, String origin, Protocol protocol) throws MachineException {
        if (protocol.recordsSession()) {
            SessionStep.Tape first = protocol.firstTape();
            return reenact(protocol.steps(), first == null ? Map.of() : Map.of(first, new Tape(program, origin)));
        }
        return reenactBook(program, origin, protocol);
    }

    /** A book protocol: the program started at once and answered, until it ends or runs away. */
    private Protocol reenactBook(String program, String origin, Protocol protocol) throws MachineException {
        List<SessionStep> steps = new ArrayList<>();
        SessionStep.Tape tape = new SessionStep.Tape(origin, SessionMarks.sha256(program));
        steps.add(tape);
        steps.add(new SessionStep.Start());
        steps.addAll(protocol.steps());
        return reenact(steps, Map.of(tape, new Tape(program, origin)), true);
    }

    /** A program on tape: its text, and where it was read from, for messages. */
    public record Tape(String text, String origin) {
    }

    /**
     * The paper of a recorded session; {@code tapes} holds the text of each tape it reads in (a tape
     * not held is an error of the caller). As at the console, a run stopped as a runaway does not end
     * the session.
     */
    public Protocol reenact(List<SessionStep> steps, Map<SessionStep.Tape, Tape> tapes) throws MachineException {
        return reenact(steps, tapes, false);
    }

    private Protocol reenact(List<SessionStep> steps, Map<SessionStep.Tape, Tape> tapes, boolean endAtRunaway)
            throws MachineException {
        StringWriter text = new StringWriter();
        ProtocolPaper paper = new ProtocolPaper(text);
        Mir2 machine = new Mir2(options, paper);
        if (preparation != null) {
            preparation.accept(machine);
        }
        if (explainer != null) {
            explainer.attach(machine, paper);
        }
        List<String> typed = new ArrayList<>();
        Halt halt = null;
        for (SessionStep step : steps) {
            if (endAtRunaway && halt == Halt.STEP_LIMIT || explained()) {
                break;
            }
            if (step instanceof SessionStep.Operator o) {
                typed.add(o.line());
                continue;
            }
            halt = type(machine, typed, endAtRunaway);
            typed.clear();
            if (endAtRunaway && halt == Halt.STEP_LIMIT || explained()) {
                break;
            }
            if (step instanceof SessionStep.Tape t) {
                Tape tape = tapes.get(t);
                machine.load(tape.text(), tape.origin());
            } else if (step instanceof SessionStep.Typed p) {
                machine.load(p.program(), typedOrigin);
            } else if (step instanceof SessionStep.Start) {
                halt = machine.start();
            }
        }
        if (!endAtRunaway || halt != Halt.STEP_LIMIT) {
            type(machine, typed, endAtRunaway);
        }
        paper.close();
        return Protocol.parse(text.toString());
    }

    /** Whether the explainer watching has found what it looks for: the rest of the session is not needed. */
    private boolean explained() {
        return explainer != null && explainer.done();
    }

    /** The operator's lines typed as directives, on the paper as typed; the last halt, or null. */
    private Halt type(Mir2 machine, List<String> lines, boolean endAtRunaway) {
        Halt halt = null;
        DirectiveSplitter directives = new DirectiveSplitter(new BufferedReader(new StringReader(String.join("\n", lines))));
        try {
            String typed;
            while (!(endAtRunaway && halt == Halt.STEP_LIMIT) && !explained() && (typed = directives.next()) != null) {
                for (String line : typed.split("\n", -1)) {
                    machine.typewriter().operatorLine(line);
                }
                try {
                    halt = machine.execute(typed);
                } catch (MachineException e) {
                    machine.refuse(e);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return halt;
    }
}
