package su.mir2.console;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import su.mir2.machine.MachineException;
import su.mir2.machine.Mir2;
import su.mir2.machine.typewriter.StringPaper;
import su.mir2.messages.Diagnostic;

/** mir2 check FILE: reads the program in, as the machine would, without starting it. */
@Command(name = "check", mixinStandardHelpOptions = true)
public final class CheckCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", descriptionKey = "param.program")
    Path file;

    @Mixin
    ReadingSettings settings;

    private final Transcript transcript;

    public CheckCommand(Transcript transcript) {
        this.transcript = transcript;
    }

    @Override
    public Integer call() {
        ProgramFiles.Reading read = ProgramFiles.read(file, settings.toolMessages());
        if (!read.ok()) {
            return read.status();
        }
        String program = read.text();
        Mir2 machine = new Mir2(settings.options(), new StringPaper());
        transcript.reading(file.toString(), program);
        try {
            machine.load(program, file.toString());
        } catch (MachineException e) {
            transcript.refused();
            Tool.ERR.println(e.diagnostic().format(machine.messages()));
            return ExitCode.BAD_PROGRAM;
        }
        transcript.loaded();
        // what the machine would stop on only when it got there, found now
        List<Diagnostic> unresolved = machine.unresolved();
        for (Diagnostic d : unresolved) {
            Tool.ERR.println(d.format(machine.messages()));
        }
        if (!unresolved.isEmpty()) {
            return ExitCode.BAD_PROGRAM;
        }
        Tool.OUT.println(settings.toolMessages().get("check.ok", file, machine.program().symbols(),
                machine.memory().usedSymbols(), machine.memory().capacity()));
        Tool.OUT.flush();
        return ExitCode.OK;
    }
}
