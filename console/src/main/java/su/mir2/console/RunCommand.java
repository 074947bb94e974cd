package su.mir2.console;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import su.mir2.machine.Mir2;

/** mir2 run FILE: reads a program in, starts it, and answers directives from standard input. */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = {"Load an ALMIR-65 program and start it.",
            "Standard input is the operator's typing: each directive ends with ◊ (or $).",
            "Standard output is the typewriter's paper."})
public final class RunCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "The program.")
    Path file;

    @Mixin
    MachineSettings settings;

    private final Transcript transcript;

    public RunCommand(Transcript transcript) {
        this.transcript = transcript;
    }

    @Override
    public Integer call() throws Exception {
        String program = ProgramFiles.read(file, settings.toolMessages());
        if (program == null) {
            return ExitCode.NO_INPUT;
        }
        Mir2 machine = new Mir2(settings.options(), new StreamPaper(Tool.OUT));
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        boolean echo = System.console() == null;
        return new BatchRun(machine, Tool.ERR, settings.toolMessages(), transcript)
                .run(program, file.toString(), new DirectiveSplitter(in), echo);
    }
}
