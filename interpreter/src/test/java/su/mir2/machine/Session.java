package su.mir2.machine;

import static org.junit.jupiter.api.Assertions.fail;

import su.mir2.machine.typewriter.StringPaper;
import su.mir2.messages.Messages;
import su.mir2.machine.halt.Halt;
import su.mir2.machine.halt.MachineException;

/**
 * A machine at a test's keyboard: the program is read in and started, directives are typed, and
 * the paper — machine lines and the operator's lines — is what the tests compare, in full.
 */
final class Session {
    final StringPaper paper = new StringPaper();
    final Mir2 machine;

    Session(MachineOptions options) {
        machine = new Mir2(options, paper);
    }

    Session() {
        this(MachineOptions.defaults().withMaxSteps(1_000_000));
    }

    static String run(String program, String... directives) {
        return new Session().play(program, directives);
    }

    /** Loads, starts and types the directives; returns the whole paper. */
    String play(String program, String... directives) {
        try {
            machine.load(program, "test");
            machine.start();
        } catch (MachineException e) {
            fail(e.diagnostic().format(Messages.forLanguage("en")));
        }
        for (String d : directives) {
            type(d);
        }
        return paper.all();
    }

    /** Types a directive; a refused one is answered on the paper as the console does. */
    Halt type(String directive) {
        machine.typewriter().operatorLine(directive);
        try {
            return machine.execute(directive);
        } catch (MachineException e) {
            machine.refuse(e);
            return null;
        }
    }

    /** The message a text that cannot be read in gets, in the given language. */
    static String loadError(String program, String language) {
        return loadError(program, MachineOptions.defaults().withMessages(Messages.forLanguage(language)));
    }

    /** The message a text that cannot be read in gets on a machine so set. */
    static String loadError(String program, MachineOptions options) {
        Mir2 m = new Mir2(options, new StringPaper());
        try {
            m.load(program, "p");
        } catch (MachineException e) {
            return e.diagnostic().format(m.messages());
        }
        return fail("the program was read in without complaint");
    }

    /** Starts a thread that interrupts the machine {@code millis} ms after it begins running. */
    static Thread interruptOnceRunning(Mir2 m, long millis) {
        Thread stopper = new Thread(() -> {
            while (m.state() != MachineState.RUNNING) {
                Thread.onSpinWait();
            }
            try {
                Thread.sleep(millis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            m.interrupt();
        });
        stopper.start();
        return stopper;
    }
}
