package su.mir2.console.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import su.mir2.console.DirectiveSplitter;
import su.mir2.machine.Halt;
import su.mir2.machine.MachineException;
import su.mir2.machine.MachineOptions;
import su.mir2.machine.Mir2;

/**
 * Re-enacts a protocol: the program is read in and started, the operator's lines are typed as
 * directives, and the paper that results is compared with the protocol.
 */
public final class Replayer {
    private final MachineOptions options;

    public Replayer(MachineOptions options) {
        this.options = options;
    }

    /** The paper of the session, as a protocol; a program that cannot be read gives a MachineException. */
    public Protocol reenact(String program, String origin, Protocol protocol) throws MachineException {
        StringWriter text = new StringWriter();
        ProtocolPaper paper = new ProtocolPaper(text);
        Mir2 machine = new Mir2(options, paper);
        machine.load(program, origin);
        Halt halt = machine.start();
        DirectiveSplitter directives = new DirectiveSplitter(
                new BufferedReader(new StringReader(String.join("\n", protocol.operatorLines()))));
        try {
            String typed;
            while (halt != Halt.STEP_LIMIT && (typed = directives.next()) != null) {
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
        paper.close();
        return Protocol.parse(text.toString());
    }
}
