package su.mir2.console;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import su.mir2.machine.MachineException;
import su.mir2.machine.Mir2;
import su.mir2.machine.typewriter.StringPaper;

/** mir2 check FILE: reads the program in, as the machine would, without starting it. */
@Command(name = "check", mixinStandardHelpOptions = true)
public final class CheckCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", descriptionKey = "param.program")
    Path file;

    @Mixin
    MachineSettings settings;

    @Override
    public Integer call() {
        String program = ProgramFiles.read(file, settings.toolMessages());
        if (program == null) {
            return ExitCode.NO_INPUT;
        }
        Mir2 machine = new Mir2(settings.options(), new StringPaper());
        try {
            machine.load(program, file.toString());
        } catch (MachineException e) {
            Tool.ERR.println(e.diagnostic().format(machine.messages()));
            return ExitCode.BAD_PROGRAM;
        }
        Tool.OUT.println(settings.toolMessages().get("check.ok", file, machine.program().symbols(),
                machine.memory().usedSymbols(), machine.memory().capacity()));
        Tool.OUT.flush();
        return ExitCode.OK;
    }
}
