package su.mir2.console;

import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.ResourceBundle;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.UsageMessageSpec;
import su.mir2.console.terminal.ConsoleSettings;
import su.mir2.messages.Messages;
import su.mir2.console.host.ExitCode;
import su.mir2.console.host.IoReason;
import su.mir2.console.host.InputFailure;
import su.mir2.console.host.OutputFailure;
import su.mir2.console.host.StandardStreams;
import su.mir2.console.host.StateDirectory;
import su.mir2.console.host.Transcript;
import su.mir2.console.host.Tool;

/** The mir2 command; without a subcommand, the console. */
@Command(name = "mir2", mixinStandardHelpOptions = true, version = Main.VERSION)
public final class Main implements Callable<Integer> {
    /** Every command offers -V, --version and answers with this. */
    static final String VERSION = "mir2 1.0";

    /** The subcommands, in the order the help lists them (each one's name is that of its @Command). */
    static final List<String> SUBCOMMANDS = List.of("console", "run", "check", "replay", "play", "bench");

    private final Transcript transcript;
    /** Whether a failure of writing was told already: the buffer still holds what failed. */
    private boolean outputFailed;

    Main() {
        this(new Transcript());
    }

    Main(Transcript transcript) {
        this.transcript = transcript;
    }

    public static void main(String[] args) {
        PaperAtExit.install();
        System.exit(execute(args));
    }

    /** Runs the command and returns its exit status; no Java stack trace reaches the user. */
    public static int execute(String... args) {
        return new Main(new Transcript()).run(args);
    }

    /** Runs the command with this Main's transcript (a test's may be faulty). */
    int run(String... typed) {
        String[] args;
        try {
            args = GlobalOptions.arranged(typed, SUBCOMMANDS, transcript);
        } catch (UnknownCommand unknown) {
            Tool.ERR.println(unknown.message(tool(languageOf(typed))));
            return ExitCode.USAGE;
        }
        int status;
        Callable<Integer> plain = plain(args);
        if (plain != null) {
            try {
                status = plain.call();
            } catch (Throwable e) {
                return uncaught(e, args);
            }
        } else {
            CommandLine cli = commandLine(languageOf(args), subcommandOf(args));
            cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> uncaught(e, args));
            // Picocli prints the help and the version itself and would show a failed write as a trace
            CommandLine.IExecutionStrategy last = new CommandLine.RunLast();
            cli.setExecutionStrategy(parsed -> {
                try {
                    return last.execute(parsed);
                } catch (OutputFailure failure) {
                    return uncaught(failure, args);
                }
            });
            try {
                status = cli.execute(args);
            } catch (Throwable e) {
                return uncaught(e, args);
            }
        }
        if (outputFailed) {
            return status;
        }
        try {
            // the paper still in standard output's buffer; a failure here is one of writing, as any
            Tool.OUT.flush();
        } catch (OutputFailure failure) {
            return uncaught(failure, args);
        }
        return status;
    }

    /** The language the command line asks for with --lang (the help must be in it before parsing). */
    static String languageOf(String[] args) {
        for (int i = 0; i < args.length; i++) {
            String typed = args[i].equals("--lang") && i + 1 < args.length ? args[i + 1]
                    : args[i].startsWith("--lang=") ? args[i].substring("--lang=".length()) : null;
            if (typed != null) {
                String language = ReadingSettings.languageNamed(typed);
                return language == null ? "ru" : language;
            }
        }
        return "ru";
    }

    /** The tool's messages in a language as typed after --lang. */
    private static Messages tool(String language) {
        return Messages.of(Tool.BUNDLE, Messages.forLanguage(language).locale());
    }

    /**
     * The subcommand the command line starts with, or null. Only that one is then built: Picocli takes
     * an exact subcommand name in the first place as that subcommand, and parses everything after it
     * with that subcommand's model alone, so the others are never looked at (building them all costs
     * about a tenth of a second at start-up).
     */
    static String subcommandOf(String[] args) {
        return args.length > 0 && SUBCOMMANDS.contains(args[0]) ? args[0] : null;
    }

    /**
     * The commonest command lines, `mir2` alone and a subcommand with its words and at most the options
     * of reading and running a program ({@link PlainOptions}): `run [--lang en] [--memory N] FILE`,
     * `play NAME`, `check FILE`, `console` and `console FILE`, as the command they name, set as Picocli
     * would set it. Picocli is then not loaded at all, which saves about a tenth of a second at
     * start-up (it builds its model of the commands by reflection, in code the JVM has not compiled
     * yet). Anything else (another option, an @file, a word too many, an argument Picocli would not
     * take as a path) returns null and goes through Picocli; PlainCommandLineTest compares the two.
     */
    Callable<Integer> plain(String[] args) {
        if (args.length == 0) {
            // mir2 alone: the console, which this command's own call opens
            return this;
        }
        PlainOptions line = PlainOptions.of(args, 1, !args[0].equals("check"));
        if (line == null) {
            return null;
        }
        List<String> words = line.words();
        try {
            switch (args[0]) {
                case "run" -> {
                    if (words.size() != 1) {
                        return null;
                    }
                    RunCommand run = new RunCommand(transcript);
                    run.file = Path.of(words.get(0));
                    run.settings = line.machine();
                    run.console = new ConsoleSettings();
                    run.trace = new TraceSettings();
                    return run;
                }
                case "check" -> {
                    if (words.size() != 1) {
                        return null;
                    }
                    CheckCommand check = new CheckCommand(transcript);
                    check.file = Path.of(words.get(0));
                    check.settings = line.reading();
                    return check;
                }
                case "console" -> {
                    if (words.size() > 1) {
                        return null;
                    }
                    return console(words.isEmpty() ? null : Path.of(words.get(0)), line.machine());
                }
                case "play" -> {
                    if (words.size() != 1) {
                        return null;
                    }
                    PlayCommand play = new PlayCommand(transcript);
                    play.name = words.get(0);
                    play.settings = line.machine();
                    play.console = new ConsoleSettings();
                    play.trace = new TraceSettings();
                    return play;
                }
                default -> {
                    return null;
                }
            }
        } catch (InvalidPathException e) {
            return null;
        }
    }

    /** mir2 console [FILE] as Picocli sets it with these settings and no option of the console's own. */
    private ConsoleCommand console(Path file, MachineSettings settings) {
        ConsoleCommand console = new ConsoleCommand(transcript);
        console.file = file;
        console.settings = settings;
        console.console = new ConsoleSettings();
        return console;
    }

    /** The whole command: mir2 and every subcommand. */
    CommandLine commandLine(String language) {
        return commandLine(language, null);
    }

    /** mir2 with the subcommand {@code only}, or with every subcommand when it is null. */
    CommandLine commandLine(String language, String only) {
        CommandLine cli = new CommandLine(this);
        for (String name : SUBCOMMANDS) {
            if (only == null || only.equals(name)) {
                cli.addSubcommand(subcommand(name));
            }
        }
        for (CommandLine command : cli.getSubcommands().values()) {
            command.getHelpSectionMap().put(UsageMessageSpec.SECTION_KEY_DESCRIPTION, new HelpParagraphs());
        }
        cli.getHelpSectionMap().put(UsageMessageSpec.SECTION_KEY_DESCRIPTION, new HelpParagraphs());
        // Picocli's own conversion drops the reason a name is refused (InvalidPathException), which is
        // told in a sentence of its own
        cli.registerConverter(Path.class, typed -> {
            if (typed.isEmpty()) {
                // Path.of("") is the current directory: an empty name is said to be empty instead
                throw new CommandLine.TypeConversionException("empty");
            }
            return Path.of(typed);
        });
        cli.setResourceBundle(ResourceBundle.getBundle(Tool.HELP_BUNDLE, Messages.forLanguage(language).locale(),
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)));
        Messages tool = tool(language);
        cli.setParameterExceptionHandler((e, arguments) -> {
            CommandLine at = e.getCommandLine();
            InvalidPathException name = UsageProblem.refusedName(e);
            if (name != null) {
                // not the command line's fault: the file named there cannot be named to the system
                at.getErr().println(IoReason.refusedName(name, tool));
                return e.getArgSpec() != null && e.getArgSpec().isPositional() ? ExitCode.NO_INPUT : ExitCode.USAGE;
            }
            at.getErr().println(tool.get("usage.error", UsageProblem.of(e, tool), at.getCommandSpec().qualifiedName()));
            return ExitCode.USAGE;
        });
        cli.setOut(new java.io.PrintWriter(Tool.OUT, true));
        cli.setErr(new java.io.PrintWriter(Tool.ERR, true));
        return cli;
    }

    private Object subcommand(String name) {
        return switch (name) {
            case "console" -> new ConsoleCommand(transcript);
            case "run" -> new RunCommand(transcript);
            case "check" -> new CheckCommand(transcript);
            case "replay" -> new ReplayCommand();
            case "play" -> new PlayCommand(transcript);
            case "bench" -> new BenchCommand();
            default -> throw new IllegalArgumentException(name);
        };
    }

    /** mir2 alone: the person sits down at the console. */
    @Override
    public Integer call() throws Exception {
        return ConsoleCommand.open(new MachineSettings(), new ConsoleSettings(), transcript, null, false);
    }

    /**
     * A failure the command could not handle: a write that failed (said in a sentence, status 74, or
     * 141 without a word when standard output's reader has gone), else an error of the emulator
     * itself, said as such, with a report file that holds what is needed to reproduce it.
     */
    private int uncaught(Throwable e, String[] args) {
        Messages tool = tool(languageOf(args));
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof OutputFailure failure) {
                return outputFailed(failure, tool);
            }
            if (t instanceof InputFailure failure) {
                return inputFailed(failure, tool);
            }
        }
        try {
            // the paper printed before the error comes before its message
            Tool.OUT.flush();
        } catch (OutputFailure failure) {
            return outputFailed(failure, tool);
        }
        String text;
        try {
            text = CrashReport.text(e, args, transcript);
        } catch (OutOfMemoryError texts) {
            // The run's texts (a program of tens of megabytes) do not fit in the heap once more: the
            // report keeps the command line, which names them, and the trace.
            text = CrashReport.text(e, args, new Transcript());
        }
        Path dir = StateDirectory.of();
        if (dir == null) {
            Tool.ERR.println(tool.get("internal.error.nohome"));
            return ExitCode.INTERNAL;
        }
        dir = dir.resolve("crash");
        try {
            Tool.ERR.println(tool.get("internal.error", CrashReport.write(dir, text)));
        } catch (IOException | RuntimeException io) {
            Tool.ERR.println(tool.get("internal.error.noreport", dir));
        }
        return ExitCode.INTERNAL;
    }

    /** Standard input could not be read: the paper so far, then the reason. */
    private int inputFailed(InputFailure failure, Messages tool) {
        try {
            Tool.OUT.flush();
        } catch (OutputFailure out) {
            return outputFailed(out, tool);
        }
        Tool.ERR.println(tool.get("input.failed.stdin", IoReason.of(failure.cause(), tool)));
        return ExitCode.NO_INPUT;
    }

    private int outputFailed(OutputFailure failure, Messages tool) {
        outputFailed = true;
        if (failure.standardError()) {
            return errorFailed(failure, tool);
        }
        if (failure.file() == null && StandardStreams.outputIsPipe()) {
            return ExitCode.BROKEN_PIPE;
        }
        if (failure.file() != null) {
            try {
                Tool.OUT.flush();
            } catch (OutputFailure alsoOut) {
                // standard output fails too; the paper file's failure is the one to tell
            }
        }
        Tool.ERR.println(failure.file() == null ? tool.get("output.failed.stdout", IoReason.of(failure.cause(), tool))
                : tool.get("output.failed.file", failure.file(), IoReason.of(failure.cause(), tool)));
        return ExitCode.IO_ERROR;
    }

    /**
     * Standard error, where the trace went, could not be written: the paper so far, then the sentence,
     * tried there once more for a failure that passed; where it fails too, the status alone tells
     * (ERR swallows its own failure, so the sentence cannot fail again into this).
     */
    private int errorFailed(OutputFailure failure, Messages tool) {
        try {
            Tool.OUT.flush();
        } catch (OutputFailure alsoOut) {
            // standard output fails too; standard error's failure is the one to tell
        }
        if (StandardStreams.errorIsPipe()) {
            return ExitCode.BROKEN_PIPE;
        }
        Tool.ERR.println(tool.get("output.failed.stderr", IoReason.of(failure.cause(), tool)));
        return ExitCode.IO_ERROR;
    }
}
