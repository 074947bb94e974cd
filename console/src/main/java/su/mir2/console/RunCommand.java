package su.mir2.console;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import su.mir2.console.terminal.ConsoleSettings;
import su.mir2.console.host.Transcript;

/** mir2 run FILE: reads a program in, starts it, and answers directives from standard input. */
@Command(name = "run", mixinStandardHelpOptions = true, version = Main.VERSION)
public final class RunCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", descriptionKey = "param.program")
    Path file;

    @Mixin
    MachineSettings settings;

    @Mixin
    ConsoleSettings console;

    @Mixin
    TraceSettings trace;

    private final Transcript transcript;

    public RunCommand(Transcript transcript) {
        this.transcript = transcript;
    }

    @Override
    public Integer call() throws Exception {
        return ProgramStart.start(settings, console, trace, transcript, file);
    }
}
