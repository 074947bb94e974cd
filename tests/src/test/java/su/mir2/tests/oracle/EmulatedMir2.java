package su.mir2.tests.oracle;

import su.mir2.machine.halt.Halt;
import su.mir2.machine.halt.MachineException;
import su.mir2.machine.MachineOptions;
import su.mir2.machine.Mir2;
import su.mir2.machine.typewriter.StringPaper;

/**
 * The only class of the oracle tests that talks to the emulator: it loads a program, starts it and
 * types directives, and hands back what the machine printed. The oracles know nothing of it.
 */
final class EmulatedMir2 {
    /** A run of more steps than this is a runaway program (each test's programs need far fewer). */
    static final long MAX_STEPS = 20_000_000L;

    /** What the machine did in answer to a start or a directive. */
    record Reply(Halt halt, String printed) {
        boolean waitsForInput() {
            return halt == Halt.INPUT;
        }

        /** The machine stopped for good: at «СТОП» or at the end of the statements. */
        boolean stopped() {
            return halt == Halt.STOP || halt == Halt.END;
        }

        @Override
        public String toString() {
            return halt + ": " + printed.strip().replace("\n", " ⏎ ");
        }
    }

    /** The machine refused a text (a program or a directive it cannot read). */
    static final class Refused extends RuntimeException {
        Refused(String what, MachineException cause) {
            super(what + " refused: " + cause.diagnostic(), cause);
        }
    }

    private final StringPaper paper = new StringPaper();
    private final Mir2 machine;

    private EmulatedMir2(String program, String name) {
        machine = new Mir2(MachineOptions.defaults().withMaxSteps(MAX_STEPS), paper);
        try {
            machine.load(program, name);
        } catch (MachineException e) {
            throw new Refused("program " + name, e);
        }
    }

    /** Reads the program in and carries out its descriptions; does not start it. */
    static EmulatedMir2 load(String program, String name) {
        return new EmulatedMir2(program, name);
    }

    /** «Пустить на счёт». */
    Reply start() {
        try {
            Halt h = machine.start();
            return new Reply(h, paper.take());
        } catch (MachineException e) {
            throw new Refused("start", e);
        }
    }

    /** Types an operator directive, e.g. {@code «ВЫП» T=6; P=5; «НА»L5 «КОН» ◊}. */
    Reply type(String directive) {
        try {
            Halt h = machine.execute(directive);
            return new Reply(h, paper.take());
        } catch (MachineException e) {
            throw new Refused("directive " + directive, e);
        }
    }
}
