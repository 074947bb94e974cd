package su.mir2.console;

import java.io.IOException;
import java.io.PrintStream;
import su.mir2.machine.halt.Halt;
import su.mir2.machine.halt.MachineException;
import su.mir2.machine.Mir2;
import su.mir2.messages.Messages;
import su.mir2.console.host.ExitCode;
import su.mir2.console.host.Transcript;
import su.mir2.console.protocol.DirectiveSplitter;
import su.mir2.console.terminal.SignTyping;

/**
 * A machine driven without a terminal: the program is read in and started, then the operator's
 * directives come from a stream, each echoed on the paper (when asked) as it was typed, in the
 * machine's characters as at the console.
 */
public final class BatchRun {
    private final Mir2 machine;
    private final PrintStream err;
    private final Messages tool;
    private final Transcript transcript;

    public BatchRun(Mir2 machine, PrintStream err, Messages tool, Transcript transcript) {
        this.machine = machine;
        this.err = err;
        this.tool = tool;
        this.transcript = transcript;
    }

    /**
     * Reads the program into the machine, kept in the transcript for a crash report; a text the
     * machine refuses is said on {@code err}. Whether it was read in.
     */
    static boolean readIn(Mir2 machine, String program, String origin, Transcript transcript, PrintStream err) {
        transcript.reading(origin, program);
        try {
            machine.load(program, origin);
        } catch (MachineException e) {
            transcript.refused();
            err.println(e.diagnostic().format(machine.messages()));
            return false;
        }
        transcript.loaded();
        return true;
    }

    /** Loads and starts the program, then answers directives until the input ends. */
    public int run(String program, String origin, DirectiveSplitter directives, boolean echo) throws IOException {
        if (!readIn(machine, program, origin, transcript, err)) {
            return ExitCode.BAD_PROGRAM;
        }
        Halt halt = start();
        lastSteps(halt);
        if (halt == Halt.STEP_LIMIT) {
            return runaway();
        }
        String keys;
        while ((keys = directives.next()) != null) {
            transcript.directive(keys);
            // the MIR's typewriter printed the operator's keys in its own characters: `<<вып>>` as
            // «ВЫП», as the console shows them, and the machine is given what the paper shows
            String typed = SignTyping.canonical(keys);
            if (echo) {
                for (String line : typed.split("\n", -1)) {
                    machine.typewriter().operatorLine(line);
                }
            }
            try {
                Halt h = machine.execute(typed);
                lastSteps(h);
                if (h == Halt.STEP_LIMIT) {
                    return runaway();
                }
            } catch (MachineException e) {
                machine.refuse(e);
            }
        }
        machine.typewriter().flush();
        return machine.lastHalt() == Halt.ERROR ? ExitCode.ERROR_STOP : ExitCode.OK;
    }

    /** After an error stop or a runaway, the steps kept by --trace-limit, last one last. */
    private void lastSteps(Halt halt) {
        java.util.List<String> steps = machine.workbench().lastSteps();
        if ((halt == Halt.ERROR || halt == Halt.STEP_LIMIT) && !steps.isEmpty()) {
            machine.typewriter().flush();
            err.println(tool.get("trace.last", steps.size()));
            steps.forEach(err::println);
        }
    }

    private Halt start() {
        try {
            return machine.start();
        } catch (MachineException e) {
            throw new IllegalStateException(e);
        }
    }

    private int runaway() {
        machine.typewriter().flush();
        err.println(tool.get("run.runaway", machine.stepsThisRun()));
        return ExitCode.RUNAWAY;
    }
}
