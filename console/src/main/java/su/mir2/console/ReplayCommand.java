package su.mir2.console;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import su.mir2.console.protocol.Comparison;
import su.mir2.console.protocol.Departure;
import su.mir2.console.protocol.Explainer;
import su.mir2.console.protocol.ExplanationText;
import su.mir2.console.protocol.PaperPlace;
import su.mir2.console.protocol.FirstDifference;
import su.mir2.console.protocol.Protocol;
import su.mir2.console.protocol.Replayer;
import su.mir2.machine.halt.MachineException;
import su.mir2.messages.Clip;
import su.mir2.messages.Messages;
import su.mir2.console.host.ExitCode;
import su.mir2.console.host.OutputFiles;
import su.mir2.console.host.OutputFiles.Written;
import su.mir2.console.host.ProgramFiles;
import su.mir2.console.host.Tool;

/** mir2 replay: re-enacts a protocol and compares the paper with it. */
@Command(name = "replay", mixinStandardHelpOptions = true, version = Main.VERSION)
public final class ReplayCommand implements Callable<Integer> {
    /** A book protocol is short; a program that runs this long has run away. */
    private static final long DEFAULT_STEPS = 50_000_000L;
    /** Characters of a line quoted in the sentence on the first difference, at most: two keep it short. */
    private static final int QUOTED = 24;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Which which;

    static final class Which {
        @Option(names = "--all")
        boolean all;

        @ArgGroup(exclusive = false)
        One one;
    }

    /** [PROGRAM] PROTOCOL: a paper that records its session names its own program. */
    static final class One {
        @Parameters(arity = "1..2", paramLabel = "[PROGRAM] PROTOCOL", descriptionKey = "param.replay.files")
        List<Path> files;

        Path program() {
            return files.size() == 2 ? files.get(0) : null;
        }

        Path protocol() {
            return files.get(files.size() - 1);
        }
    }

    @Mixin
    MachineSettings settings;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec command;

    @Option(names = "--trace", arity = "0..1", paramLabel = "FILE", fallbackValue = TraceLines.STANDARD_ERROR,
            preprocessor = TraceLines.AttachedOnly.class)
    String trace;

    int around;

    @Option(names = "--trace-around", paramLabel = "N")
    void around(String steps) {
        around = TraceSettings.keptSteps(command, "--trace-around", "usage.trace.around", steps, 0);
    }

    /** Where the verdict and the report go, and the refusals: standard output and error but in a harness. */
    private final PrintStream out;
    private final PrintStream err;

    public ReplayCommand() {
        this(Tool.OUT, Tool.ERR);
    }

    private ReplayCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /**
     * {@code replay [PROGRAM] PROTOCOL --memory M --max-steps N} without its command line, printing to
     * these streams: for a harness that runs the command in-process many times (the fuzzing of
     * protocols). {@code program} may be null.
     */
    public static int one(Path program, Path protocol, int memory, long maxSteps, PrintStream out, PrintStream err) {
        ReplayCommand replay = new ReplayCommand(out, err);
        replay.settings = new MachineSettings();
        replay.settings.memory = memory;
        replay.settings.maxSteps = maxSteps;
        return replay.one(program, protocol);
    }

    /** Where --trace sends its lines; null when not tracing. */
    private java.util.function.Consumer<String> traceLines;

    /**
     * The options that make another machine than the book's: with --all every variant would fail by
     * them (no program fits in 100 symbols, every run is cut at 5 steps) and be reported a book error.
     */
    private static final List<String> NOT_WITH_ALL = List.of("--memory", "--max-steps");

    @Override
    public Integer call() throws Exception {
        if (which.all) {
            for (String option : NOT_WITH_ALL) {
                if (command.commandLine().getParseResult().hasMatchedOption(option)) {
                    err.println(settings.toolMessages().get("usage.replay.all", option));
                    return ExitCode.USAGE;
                }
            }
        }
        if (settings.maxSteps == null) {
            settings.maxSteps = DEFAULT_STEPS;
        }
        if (which.one != null && OutputFiles.overwriteRefused(List.of(Written.shared("--trace", TraceLines.file(trace))),
                which.one.files, settings.toolMessages())) {
            return ExitCode.USAGE;
        }
        TraceLines lines = TraceLines.open(trace, settings.toolMessages());
        if (lines == null) {
            return ExitCode.USAGE;
        }
        try (lines) {
            traceLines = lines.lines();
            return which.all ? all() : one(which.one.program(), which.one.protocol());
        }
    }

    /**
     * Replays one program against one protocol; prints the verdict, and the difference if any. The
     * status is that of the first file that cannot be read, 64 for the two files given the wrong way
     * round, 65 for a program the machine cannot read in (as run), else 0 for a match and 1 for none.
     */
    private int one(Path programFile, Path protocolFile) {
        Messages tool = settings.toolMessages();
        ProgramFiles.Reading program = programFile == null ? null : ProgramFiles.read(programFile, tool, err);
        if (program != null && !program.ok()) {
            return program.status();
        }
        ProgramFiles.Reading protocol = ProgramFiles.read(protocolFile, tool, err);
        if (!protocol.ok()) {
            return protocol.status();
        }
        if (program != null && SwappedFiles.swapped(program.text(), protocol.text(), settings.options())) {
            // the names whole: the second line is the command as it should have been typed
            err.println(tool.get("usage.replay.swapped", programFile, protocolFile));
            return ExitCode.USAGE;
        }
        Protocol expected = Protocol.parse(protocol.text());
        if (expected.badMark() != null) {
            Protocol.BadMark m = expected.badMark();
            String key = m.why() == Protocol.BadMark.Why.UNKNOWN ? "replay.mark.unknown" : "replay.mark.early";
            // the mark cut to keep the sentence to 100 characters: it may be a line of any length
            err.println(Clip.fittedMessage(a -> tool.get(key, a), protocolFile, Integer.toString(m.line()), m.text()));
            return ExitCode.BAD_PROGRAM;
        }
        if (expected.paused()) {
            err.println(tool.get("replay.paused", protocolFile));
            return ExitCode.BAD_PROGRAM;
        }
        Result r;
        Object shownProgram = programFile;
        if (program == null) {
            RecordedTapes.Found tapes = RecordedTapes.find(expected, protocolFile, tool, err);
            if (!tapes.ok()) {
                return tapes.status();
            }
            shownProgram = tapes.shownProgram();
            r = replay(replayer -> replayer.reenact(expected.steps(), tapes.tapes()), expected, true);
        } else if (expected.firstTape() != null) {
            // the program named stands for the paper's first tape; any other is found as the session named it
            RecordedTapes.Found tapes = RecordedTapes.find(expected, protocolFile, tool, err,
                    Map.of(expected.firstTape(), new Replayer.Tape(program.text(), programFile.toString())),
                    programFile.toString());
            if (!tapes.ok()) {
                return tapes.status();
            }
            r = replay(replayer -> replayer.reenact(expected.steps(), tapes.tapes()), expected, true);
        } else {
            r = replay(program.text(), programFile.toString(), expected, true);
        }
        if (r.unreadable()) {
            // as run says it: the machine's message on standard error, and the status of a program that cannot be read
            err.print(r.report());
            return ExitCode.BAD_PROGRAM;
        }
        out.println(tool.get("replay.folds"));
        out.print(r.report());
        out.println(tool.get(r.matches() ? "replay.match" : "replay.mismatch", shownProgram, protocolFile));
        out.flush();
        return r.matches() ? ExitCode.OK : ExitCode.ERROR_STOP;
    }

    private Replayer replayer() {
        return new Replayer(settings.options(), settings.toolMessages().get("console.origin"));
    }

    /** A re-enactment by a replayer, which may find a program it cannot read. */
    private interface Reenactment {
        Protocol paper(Replayer replayer) throws MachineException;
    }

    /**
     * Whether the paper matched, and what to show of it when not; {@code unreadable} when the machine
     * refused the program, whose report is then the machine's message.
     */
    private record Result(boolean matches, String report, boolean unreadable) {
        Result(boolean matches, String report) {
            this(matches, report, false);
        }
    }

    private Result replay(String program, String origin, Protocol expected, boolean explained) {
        return replay(replayer -> replayer.reenact(program, origin, expected), expected, explained);
    }

    /**
     * The session re-enacted and compared; {@code explained}: a difference is also explained, which
     * runs the session once more, watched.
     */
    private Result replay(Reenactment reenactment, Protocol expected, boolean explained) {
        Messages tool = settings.toolMessages();
        Protocol actual;
        try {
            Replayer traced = replayer();
            if (traceLines != null) {
                traced.preparing(machine -> machine.workbench().trace(traceLines));
            }
            actual = reenactment.paper(traced);
        } catch (MachineException e) {
            return new Result(false, e.diagnostic().format(settings.machineMessages()) + "\n", true);
        }
        Comparison.Outcome o = Comparison.compare(expected, actual);
        StringBuilder b = new StringBuilder();
        if (expected.resultOnly()) {
            if (!o.matches()) {
                b.append(Clip.fittedMessage(a -> tool.get("replay.result.missing", a), String.join(" ", o.missingItems())))
                        .append('\n');
                for (Protocol.Line l : actual.lines()) {
                    b.append("  ").append(shown(l, 0, Clip.LINE)).append('\n');
                }
            }
        } else if (!o.matches()) {
            b.append(tool.get("replay.diff.legend")).append('\n');
            FirstDifference first = FirstDifference.of(o.diff());
            for (Comparison.DiffLine d : o.diff()) {
                b.append(d.mark()).append(' ').append(shown(d.line(), first.column(d.line()), Clip.LINE))
                        .append('\n');
            }
            b.append(tool.get("replay.first", quoted(first.expected(), first.column(first.expected()), QUOTED),
                    quoted(first.actual(), first.column(first.actual()), QUOTED))).append('\n');
            if (first.operatorBefore() != null) {
                b.append(tool.get("replay.first.after", quoted(first.operatorBefore(), 0, Clip.LINE))).append('\n');
            }
            if (explained) {
                for (String line : explain(reenactment, Departure.of(o.diff(), actual))) {
                    b.append(line).append('\n');
                }
            }
        }
        return new Result(o.matches(), b.toString());
    }

    /**
     * What explains the difference at {@code target}: the session re-enacted once more, watched step by
     * step (the watching changes nothing of it, so it departs at the same place).
     */
    private List<String> explain(Reenactment reenactment, PaperPlace target) {
        Explainer explainer = new Explainer(target, around);
        try {
            reenactment.paper(replayer().explainedBy(explainer));
        } catch (MachineException e) {
            return List.of();
        }
        return ExplanationText.lines(explainer.explanation(), settings.toolMessages());
    }

    /**
     * A line quoted in a sentence, cut to {@code width} characters around {@code column}, where it stops
     * matching: the operator's after "> "; a missing one as a dash.
     */
    private static String quoted(Protocol.Line line, int column, int width) {
        return line == null ? "—" : (line.operator() ? "> " : "") + Clip.line(line.text(), column, width).text();
    }

    /** A line of the report after its mark: as {@link #quoted}, the machine's indented as the operator's "> ". */
    private static String shown(Protocol.Line line, int column, int width) {
        return (line.operator() ? "" : "  ") + quoted(line, column, width);
    }

    /**
     * Every protocol in programs/. A program folder's protocol must be reproduced by the variant the
     * author must have run — fixed.alm where the book is wrong, else printed.alm; the other variants'
     * results are reported for the record.
     */
    private int all() throws Exception {
        Messages tool = settings.toolMessages();
        BookShelf shelf = BookShelf.installed();
        List<BookShelf.Entry> entries = shelf.entries();
        if (entries.isEmpty()) {
            err.println(tool.get("shelf.empty", shelf.root().toAbsolutePath()));
            return ExitCode.NO_INPUT;
        }
        boolean failed = false;
        int width = 12;
        for (BookShelf.Entry e : entries) {
            width = Math.max(width, e.name().length());
        }
        String format = "%-" + width + "s %-9s %s%n";
        out.println(tool.get("replay.folds"));
        out.printf(format, tool.get("replay.table.program"), tool.get("replay.table.variant"), tool.get("replay.table.result"));
        for (BookShelf.Entry e : entries) {
            if (e.protocol() == null) {
                continue;
            }
            if (e.variants().isEmpty()) {
                out.printf(format, e.name(), "-", tool.get("replay.table.noprogram"));
                continue;
            }
            Protocol expected = Protocol.parse(Files.readString(e.protocol(), StandardCharsets.UTF_8));
            for (String v : e.variants()) {
                String program = Files.readString(e.variant(v), StandardCharsets.UTF_8);
                boolean required = v.equals(e.authoritative());
                // only a required variant's report is shown, so only its difference is explained
                Result r = replay(program, e.variant(v).toString(), expected, required);
                String verdict = r.matches() ? tool.get("replay.table.pass")
                        : required ? tool.get("replay.table.fail") : tool.get("replay.table.differs");
                out.printf(format, e.name(), v, verdict);
                if (!r.matches() && required) {
                    failed = true;
                    out.print(r.report().indent(4));
                }
            }
        }
        out.flush();
        return failed ? ExitCode.ERROR_STOP : ExitCode.OK;
    }
}
