package su.mir2.console;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import su.mir2.machine.Mir2;
import su.mir2.machine.typewriter.StringPaper;
import su.mir2.messages.Diagnostic;
import su.mir2.messages.Messages;
import su.mir2.console.host.ExitCode;
import su.mir2.console.host.ProgramFiles;
import su.mir2.console.host.Transcript;
import su.mir2.console.host.Tool;

/** mir2 check FILE: reads the program in, as the machine would, without starting it. */
@Command(name = "check", mixinStandardHelpOptions = true, version = Main.VERSION)
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
        return check(new Mir2(settings.options(), new StringPaper()), read.text(), file.toString(), settings.toolMessages(),
                transcript, Tool.OUT, Tool.ERR);
    }

    /** Reads the program into the machine and says whether it can be read, with the check's exit status. */
    public static int check(Mir2 machine, String program, String origin, Messages tool, Transcript transcript,
            PrintStream out, PrintStream err) {
        if (!BatchRun.readIn(machine, program, origin, transcript, err)) {
            return ExitCode.BAD_PROGRAM;
        }
        // what the machine would stop on only when it got there, found now
        List<Diagnostic> unresolved = machine.unresolved();
        for (Diagnostic d : unresolved) {
            err.println(d.format(machine.messages()));
        }
        if (!unresolved.isEmpty()) {
            return ExitCode.BAD_PROGRAM;
        }
        out.println(tool.get("check.ok", origin, machine.program().symbols(),
                machine.memory().usedSymbols(), machine.memory().capacity()));
        out.flush();
        return ExitCode.OK;
    }
}
