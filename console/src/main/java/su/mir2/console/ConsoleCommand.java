package su.mir2.console;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import su.mir2.console.terminal.ConsoleLauncher;
import su.mir2.console.terminal.ConsoleSettings;
import su.mir2.console.host.ExitCode;
import su.mir2.console.host.OutputFiles;
import su.mir2.console.host.ProgramFiles;
import su.mir2.console.host.Transcript;
import su.mir2.console.host.Tool;

/** mir2 console [FILE]: the MIR-2's operator console — typewriter, directives, display. */
@Command(name = "console", mixinStandardHelpOptions = true, version = Main.VERSION)
public final class ConsoleCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", arity = "0..1", descriptionKey = "param.console.file")
    Path file;

    @Mixin
    MachineSettings settings;

    @Mixin
    ConsoleSettings console;

    private final Transcript transcript;

    public ConsoleCommand(Transcript transcript) {
        this.transcript = transcript;
    }

    @Override
    public Integer call() throws Exception {
        List<Path> read = file == null ? List.of() : List.of(file);
        if (OutputFiles.overwriteRefused(console.written(), read, settings.toolMessages())) {
            return ExitCode.USAGE;
        }
        return open(settings, console, transcript, file, false);
    }

    /** Opens the console with a program from a file (or none); shared with run and play. */
    static int open(MachineSettings settings, ConsoleSettings console, Transcript transcript, Path file,
            boolean start) throws java.io.IOException {
        if (console.parsedSpeed() == null) {
            // read only now, by the console's own words, but refused as every option's value is
            throw RefusedOption.of(settings.command, "--speed", console.speedWord(), "usage.speed", console.speedWord());
        }
        String program = null;
        if (file != null) {
            ProgramFiles.Reading read = ProgramFiles.read(file, settings.toolMessages());
            if (!read.ok()) {
                return read.status();
            }
            program = read.text();
        }
        ConsoleLauncher.Setup setup = new ConsoleLauncher.Setup(settings.options(), console.options(),
                settings.toolMessages(), transcript, program, file == null ? null : file.toString(), start);
        return ConsoleLauncher.open(setup, Tool.OUT, Tool.ERR);
    }
}
