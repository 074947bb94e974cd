package su.mir2.console.terminal;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import su.mir2.console.host.ExitCode;
import su.mir2.console.host.IoReason;
import su.mir2.console.host.ProgramFiles;
import su.mir2.console.host.Transcript;
import su.mir2.console.host.TypedNumbers;
import su.mir2.machine.halt.Halt;
import su.mir2.machine.halt.MachineException;
import su.mir2.machine.MachineOptions;
import su.mir2.machine.MachineState;
import su.mir2.machine.Mir2;
import su.mir2.machine.display.Screen;
import su.mir2.machine.operator.Replacement;
import su.mir2.machine.typewriter.Paper;
import su.mir2.messages.Clip;
import su.mir2.messages.Escaping;
import su.mir2.messages.Messages;

/**
 * A person at the MIR-2: types a program (or reads one from tape), starts it, answers its «ВВОД» with
 * directives, edits it with «ВМЕСТО», stops it with Ctrl-C, and leaves. The machine runs on a thread of
 * its own ({@link RunControl}); everything it prints goes to the console's paper and, with
 * {@code --paper}, to a protocol file.
 */
final class ConsoleSession implements TypingKeys.Actions {
    private final ConsoleView view;
    private final Messages tool;
    private final Transcript transcript;
    private final ConsoleOptions options;
    private final SessionEvents events;
    private final Pace pace;
    private final TypingMode typing = new TypingMode(false);
    private final ProtocolRecorder protocol;
    private final ScreenPresenter screen;
    private final Mir2 machine;
    private final WorkbenchCommands workbench;
    /** The program as last read from tape or typed, with where it came from: what :заново reads in again. */
    private String tapeText;
    private String tapeOrigin;
    private boolean tapeFromFile;
    /** How to play the program in memory, when it is a game read in from a file that has a card. */
    private String card;
    private OperatorInput input;
    private RunControl control;
    /** A Ctrl-C has just been given: another one at the prompt leaves. */
    private boolean armed;

    /** A session whose paper goes to {@code view} and, when not null, to {@code protocol}. */
    ConsoleSession(ConsoleView view, MachineOptions machineOptions, ConsoleOptions options, ProtocolRecorder protocol,
            Messages tool, Transcript transcript, SessionEvents events) {
        this.view = view;
        this.tool = tool;
        this.transcript = transcript;
        this.options = options;
        this.events = events;
        this.pace = new Pace(options.speed());
        Screen display = new Screen();
        this.screen = new ScreenPresenter(display, view, tool);
        this.protocol = protocol;
        Paper paper = new ConsolePaper(view, pace, screen);
        if (protocol != null) {
            paper = new TeePaper(paper, protocol.paper());
            protocol.comment(tool.get("console.protocol.header"));
        }
        this.machine = new Mir2(machineOptions, paper, display, options.display());
        machine.pace(pace);
        this.workbench = new WorkbenchCommands(machine, view, tool);
    }

    TypingMode typing() {
        return typing;
    }

    /**
     * The session, until the operator leaves. With a program (from a file) it is read in first, as
     * from punched tape, and started at once when {@code start} is set ({@code mir2 run}).
     */
    int run(OperatorInput operatorInput, String program, String origin, boolean start) {
        this.input = operatorInput;
        this.control = new RunControl(machine, pace, operatorInput, view::flush);
        try {
            view.note(tool.get("console.welcome"));
            if (program != null) {
                boolean loaded = load(program, origin, true, start);
                if (!loaded && start) {
                    return ExitCode.BAD_PROGRAM;
                }
                if (loaded) {
                    showCard();
                }
                if (loaded && start) {
                    start();
                }
            } else {
                view.note(tool.get("console.welcome.type"));
            }
            loop();
            view.note(tool.get("console.bye"));
            return ExitCode.OK;
        } finally {
            if (protocol != null) {
                protocol.close();
            }
        }
    }

    private void loop() {
        while (true) {
            showStatus(machine.state());
            events.awaitingEntry();
            // whatever the paper holds must be read before the operator types
            view.flush();
            String typed;
            try {
                typed = input.read();
            } catch (OperatorInterrupt interrupt) {
                if (armed) {
                    return;
                }
                armed = true;
                view.note(tool.get(interrupt.discarded().isBlank() ? "console.ctrlc.again" : "console.ctrlc.discarded"));
                continue;
            }
            if (typed == null) {
                return;
            }
            Entry entry = Entry.of(typed);
            if (entry.kind() != EntryKind.BLANK) {
                armed = false;
            }
            switch (entry.kind()) {
                case BLANK -> {
                }
                case COMMAND -> {
                    if (!command(entry.text())) {
                        return;
                    }
                }
                case DIRECTIVE -> directive(entry.text());
                // at «ВВОД» the machine reads a directive, whatever it looks like: a text without
                // «ВЫПОЛНИТЬ» is a faulty one, as through a pipe, and the program in memory stays
                case PROGRAM -> {
                    if (machine.state() == MachineState.WAITING) {
                        directive(entry.text());
                    } else {
                        load(entry.text(), tool.get("console.origin"), false, false);
                    }
                }
                default -> throw new IllegalStateException(entry.kind().name());
            }
        }
    }

    /**
     * Reads a program in; if it cannot be read, says why and keeps what memory held. The note says how
     * to start it, unless it is about to be started anyway.
     */
    private boolean load(String text, String origin, boolean fromTape, boolean startsAtOnce) {
        transcript.reading(origin, text);
        try {
            machine.load(text, origin);
        } catch (MachineException e) {
            transcript.refused();
            // a note's every line has the note's margin before it: the message keeps to the width with it
            int margin = tool.get("console.note", "").length();
            view.note(tool.get("console.load.failed") + "\n"
                    + e.diagnostic().format(machine.messages(), Clip.WIDTH - margin));
            return false;
        }
        transcript.loaded();
        tapeText = text;
        tapeOrigin = origin;
        tapeFromFile = fromTape;
        card = fromTape ? GameCard.beside(origin, tool.locale()) : null;
        int symbols = machine.program().symbols();
        if (fromTape) {
            view.note(tool.get(startsAtOnce ? "console.loaded.tape.started" : "console.loaded.tape", origin, symbols));
            comment(tool.get("console.protocol.tape", origin));
            if (protocol != null) {
                protocol.tape(origin, text);
            }
        } else {
            view.note(tool.get("console.loaded.typed", symbols));
            comment(tool.get("console.protocol.typed"));
            if (protocol != null) {
                protocol.typed(text);
            }
        }
        return true;
    }

    /** «Пустить на счёт». */
    private void start() {
        if (machine.state() == MachineState.EMPTY) {
            view.note(tool.get("console.no.program"));
            return;
        }
        comment(tool.get("console.protocol.start"));
        if (protocol != null) {
            protocol.start();
        }
        runMachine(machine::start);
    }

    /**
     * A directive: on the paper as typed, then carried out. One the machine cannot read is answered
     * on the paper with what is wrong and the end sign, and changes nothing, so the operator types it
     * again.
     */
    private void directive(String typed) {
        boolean edit = Replacement.isReplacement(typed);
        DirectiveNames.Reading reading = edit ? DirectiveNames.Reading.asTyped(typed) : readNames(typed);
        String text = reading.text();
        List<String> unknown = reading.unknown();
        transcript.directive(text);
        boolean[] refused = new boolean[1];
        // said only of a directive the machine reads: one it refuses makes no variable
        Runnable noteUnknown = () -> {
            if (!unknown.isEmpty()) {
                view.note(tool.get("console.name.unknown", String.join(", ", unknown), unknown.size()));
            }
        };
        runMachine(() -> {
            for (String line : text.split("\n", -1)) {
                machine.typewriter().operatorLine(line);
            }
            try {
                return machine.execute(text, noteUnknown);
            } catch (MachineException e) {
                refused[0] = true;
                machine.refuse(e);
                return null;
            }
        });
        if (edit && !refused[0]) {
            view.note(tool.get("console.edited"));
        }
    }

    /**
     * The directive with its names as the program has them (a transliterated Л is the program's L),
     * with a note for each name so read, and the variables it names that the program does not have.
     */
    private DirectiveNames.Reading readNames(String typed) {
        if (machine.directory() == null) {
            return DirectiveNames.Reading.asTyped(typed);
        }
        DirectiveNames.Reading reading = DirectiveNames.read(typed, this::knows, typing.transliterating());
        for (String[] renamed : reading.renamed()) {
            view.note(tool.get("console.name.latin", renamed[0], renamed[1]));
        }
        return reading;
    }

    /** Whether the program in memory has a variable, an array or a label of that name. */
    private boolean knows(String name) {
        return machine.directory().lookup(name) != null || machine.program().code().labelPosition(name) != null;
    }

    private void runMachine(Callable<Halt> work) {
        showStatus(MachineState.RUNNING);
        events.runStarted();
        Halt halt = control.run(work);
        screen.showCurrent();
        view.flush();
        if (halt == Halt.INTERRUPTED) {
            armed = true;
            view.note(tool.get("console.interrupted"));
            workbench.where();
        } else if (halt == Halt.BREAK) {
            recordPause();
            view.note(tool.get("console.break.stopped"));
            workbench.where();
        } else if (halt == Halt.STEPPED) {
            recordPause();
            workbench.where();
        } else if (halt == Halt.STEP_LIMIT) {
            view.note(tool.get("run.runaway", machine.stepsThisRun()));
        } else if ((halt == Halt.STOP || halt == Halt.END) && card != null) {
            view.note(tool.get("console.game.again", OperatorCommand.NEW.typed(tool.locale())));
        }
        events.runFinished(halt);
    }

    /** A console command; false when it is the one to leave. */
    private boolean command(String line) {
        OperatorCommand.Parsed parsed = OperatorCommand.parse(line);
        OperatorCommand command = parsed.command();
        if (command == null) {
            if (parsed.candidates().isEmpty()) {
                view.note(tool.get("console.command.unknown", ":" + parsed.word()));
            } else {
                view.note(tool.get("console.command.ambiguous", ":" + parsed.word(), parsed.candidates().stream()
                        .map(c -> c.typed(tool.locale())).collect(Collectors.joining(", "))));
            }
            return true;
        }
        String refusal = parsed.refusal(tool);
        if (refusal != null) {
            view.note(refusal);
            return true;
        }
        switch (command) {
            case QUIT -> {
                return false;
            }
            case START -> start();
            case HELP -> view.show(HelpText.build(tool, options.history()));
            case PROGRAM -> listProgram();
            case TAPE -> tape(command, parsed.argument());
            case SPEED -> speed(command, parsed.argument());
            case TRANSLIT -> translit(command, parsed.argument());
            case STATE -> view.note(statusText(machine.state()));
            case TRACE -> workbench.trace(parsed.argument());
            case BREAK -> workbench.breakpoint(parsed.argument());
            case STEP -> step(command, parsed.argument());
            case CONTINUE -> goOn(0);
            case WHERE -> workbench.where();
            case VARS -> workbench.variables();
            case ARRAY -> workbench.array(parsed.argument());
            case MEMORY -> workbench.memory(parsed.argument());
            case NEW -> startAnew();
            default -> throw new IllegalStateException(command.name());
        }
        return true;
    }

    /** :шаг [N]: N statements (1 by default), each shown as the trace shows it. */
    private void step(OperatorCommand command, String argument) {
        Long n = argument.isEmpty() ? Long.valueOf(1) : TypedNumbers.steps(argument);
        if (n == null) {
            view.note(command.needs(tool, "console.step.argument"));
            return;
        }
        goOn(n);
    }

    /** :транслит вкл|выкл; alone, the other way, as Ctrl-T. */
    private void translit(OperatorCommand command, String argument) {
        if (argument.isEmpty()) {
            typing.toggle();
        } else {
            Switch s = Switch.parse(argument);
            if (s == null) {
                view.note(command.needs(tool, "console.switch.argument"));
                return;
            }
            typing.set(s == Switch.ON);
        }
        typingChanged();
    }

    /**
     * Goes on from where the run stopped — a breakpoint, a step, the operator's stop between two
     * statements — for {@code steps} statements, or to the next halt when 0. A program read in and
     * not yet started is started by steps only: to go on to its halt is to start it, which :пуск says.
     */
    private void goOn(long steps) {
        if (machine.state() == MachineState.EMPTY) {
            view.note(tool.get("console.no.program"));
            return;
        }
        boolean fresh = machine.state() == MachineState.LOADED;
        if (machine.state() == MachineState.WAITING) {
            // between a game's moves: what sends the machine on is the operator's directive
            view.note(tool.get("console.continue.waiting"));
            return;
        }
        if (fresh ? steps == 0 : !machine.canResume()) {
            view.note(tool.get("console.continue.none", startCommand()));
            return;
        }
        if (steps > 0) {
            machine.workbench().stepping(steps);
        }
        if (fresh) {
            start();
        } else {
            runMachine(machine::resume);
        }
    }

    /** :заново: the program read in again from its tape (or as typed), edits and data forgotten, and started. */
    private void startAnew() {
        if (tapeText == null) {
            view.note(tool.get("console.no.program"));
            return;
        }
        if (load(tapeText, tapeOrigin, tapeFromFile, true)) {
            start();
        }
    }

    private void listProgram() {
        String source = machine.programSource();
        if (source == null) {
            view.note(tool.get("console.program.none"));
            return;
        }
        view.note(tool.get("console.program.listing", machine.programName()));
        view.show(Escaping.escapeKeepingLayout(source.stripTrailing()));
    }

    private void tape(OperatorCommand command, String argument) {
        if (argument.isEmpty()) {
            view.note(command.needs(tool, "console.tape.argument"));
            return;
        }
        Path file;
        try {
            file = Path.of(argument);
        } catch (InvalidPathException e) {
            view.note(IoReason.refusedName(e, tool));
            return;
        }
        ProgramFiles.Reading read;
        try (TapeWait wait = new TapeWait(input)) {
            read = ProgramFiles.read(file, tool, view::note, wait::goOn);
        }
        if (read == null) {
            // as a run stopped by Ctrl-C: another one at the prompt leaves
            armed = true;
            view.note(tool.get("console.tape.cancelled", argument));
            return;
        }
        if (!read.ok()) {
            view.note(read.message(tool));
            return;
        }
        if (load(read.text(), argument, true, false)) {
            showCard();
        }
    }

    private void speed(OperatorCommand command, String argument) {
        if (!argument.isEmpty()) {
            Speed s = Speed.parse(argument);
            if (s == null) {
                view.note(command.needs(tool, "console.speed.argument"));
                return;
            }
            pace.speed(s);
        }
        view.note(tool.get("console.speed." + pace.speed().name()));
    }

    /** A pause is recorded, not re-enacted: the replay does not stop at breakpoints (fidelity.md). */
    private void recordPause() {
        if (protocol != null) {
            protocol.paused();
        }
    }

    private void comment(String text) {
        if (protocol != null) {
            protocol.comment(text);
        }
    }

    private void showStatus(MachineState state) {
        view.status(Escaping.escape(statusText(state)));
    }

    private String statusText(MachineState state) {
        return StatusLine.text(tool, machine, state, typing, pace.speed());
    }

    /** The game's card, before the game starts: what it is and how a move is typed. */
    private void showCard() {
        if (card != null) {
            view.show(card);
        }
    }

    /** F1: during a game its card first, with the way to the console's own help; else that help. */
    @Override
    public void showHelp() {
        if (card == null) {
            view.show(HelpText.build(tool, options.history()));
            return;
        }
        showCard();
        view.note(tool.get("console.card.more", OperatorCommand.HELP.typed(tool.locale())));
    }

    @Override
    public void typingChanged() {
        view.note(tool.get(typing.transliterating() ? "console.translit.on" : "console.translit.off"));
        showStatus(machine.state());
    }

    @Override
    public String startCommand() {
        return OperatorCommand.START.typed(tool.locale());
    }
}
