package su.mir2.machine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.ServiceLoader;
import java.util.function.LongConsumer;
import su.mir2.almir.grammar.AlmirParser;
import su.mir2.almir.reader.ReaderException;
import su.mir2.almir.reader.SourcePosition;
import su.mir2.almir.reader.SymbolText;
import su.mir2.almir.reader.TapeReader;
import su.mir2.almir.syntax.ParsedProgram;
import su.mir2.almir.syntax.Parsing;
import su.mir2.almir.syntax.ProgramSize;
import su.mir2.almir.syntax.SyntaxFault;
import su.mir2.almir.tree.Unresolved;
import su.mir2.almir.syntax.TreeBuilder;
import su.mir2.almir.tree.ArrayShape;
import su.mir2.almir.tree.Description;
import su.mir2.almir.tree.Directive;
import su.mir2.almir.tree.Program;
import su.mir2.almir.tree.UserFunction;
import su.mir2.machine.arithmetic.ArithmeticUnit;
import su.mir2.machine.control.ControlUnit;
import su.mir2.machine.control.Instruction;
import su.mir2.machine.control.OutputDevices;
import su.mir2.machine.control.Processor;
import su.mir2.machine.control.Translator;
import su.mir2.machine.memory.ArrayBlock;
import su.mir2.machine.memory.DataImage;
import su.mir2.machine.memory.Directory;
import su.mir2.machine.memory.Memory;
import su.mir2.machine.operator.Replacement;
import su.mir2.machine.typewriter.Paper;
import su.mir2.machine.typewriter.Printer;
import su.mir2.machine.typewriter.Typewriter;
import su.mir2.messages.Clip;
import su.mir2.messages.Diagnostic;
import su.mir2.messages.Messages;
import su.mir2.machine.halt.Halt;
import su.mir2.machine.halt.MachineException;
import su.mir2.machine.halt.MachineFault;

/**
 * The emulated MIR-2 as a whole: the program is read in, started, and answered with operator
 * directives. Everything it prints goes to the typewriter's paper (or the screen); it knows nothing
 * of terminals, so the console, batch runs and tests drive the same machine.
 */
public final class Mir2 {
    /**
     * The longest directive read, in characters: eight times the MIR-2's whole memory, so no directive
     * that could run is refused, and a runaway input (a file of random bytes) is refused at once.
     */
    public static final int DIRECTIVE_LIMIT = 65_536;
    /** Texts of more characters than this are followed by a collection once read (see {@link #load}). */
    private static final int LONG_TEXT = 1 << 20;

    /**
     * The translator into JVM code is a plug-in (the jit package's, named in META-INF/services) so
     * that the machine does not depend on it; without one, every piece of code stays on the tree.
     */
    private static final Translator TRANSLATOR = ServiceLoader.load(Translator.class, Mir2.class.getClassLoader())
            .findFirst().orElse((code, wordLimit) -> null);
    private final MachineOptions options;
    private final Typewriter typewriter;
    private final Printer screen;
    private final boolean everythingOnScreen;
    private LongConsumer pace;

    private Loaded loaded;
    // read by the console's status line from its own thread while the machine runs
    private volatile MachineState state = MachineState.EMPTY;
    private Halt lastHalt;
    private volatile ControlUnit running;
    private final su.mir2.machine.watch.Workbench workbench;
    private String directiveOrigin;

    /** Everything that belongs to one loaded program; replaced whole, so a failed load loses nothing. */
    private record Loaded(String origin, Program program, Memory memory, Directory directory,
            Map<String, UserFunction> functions, Processor processor, ControlUnit control) {
    }

    public Mir2(MachineOptions options, Paper paper) {
        this(options, paper, null);
    }

    public Mir2(MachineOptions options, Paper paper, Printer screen) {
        this(options, paper, screen, false);
    }

    /**
     * @param everythingOnScreen every «ВЫВОД» goes to the screen whatever its code (the console's display
     *                           mode); the typewriter keeps the end sign, error reports and the operator
     */
    public Mir2(MachineOptions options, Paper paper, Printer screen, boolean everythingOnScreen) {
        this.options = options;
        this.typewriter = new Typewriter(paper);
        this.screen = screen;
        this.everythingOnScreen = everythingOnScreen;
        this.workbench = new su.mir2.machine.watch.Workbench(options.messages(), typewriter);
    }

    /** The trace, breakpoints and stepping of this machine (the emulator's, not the MIR's). */
    public su.mir2.machine.watch.Workbench workbench() {
        return workbench;
    }

    /** The names of the loaded program's data and where they lie, or null (for inspection). */
    public Directory directory() {
        return loaded == null ? null : loaded.directory();
    }

    /** The statement the last run stopped at (a breakpoint, a step, the operator, an error), or null. */
    public Instruction stoppedAt() {
        return loaded == null ? null : loaded.control().stoppedAt();
    }

    /** Whether {@link #resume} can go on: the last run stopped between two statements. */
    public boolean canResume() {
        return loaded != null && loaded.control().resumable();
    }

    /** Goes on from where the last run stopped, as the same run (its step limit counts on). */
    public Halt resume() throws MachineException {
        Loaded l = requireProgram();
        workbench.resuming();
        return run(l, () -> l.control().resume());
    }

    /**
     * What the control unit calls every thousand steps or so with the step count, from the thread that
     * runs the program; the console's authentic speed sleeps in it. Null for full speed.
     */
    public void pace(LongConsumer p) {
        this.pace = p;
        if (loaded != null) {
            loaded.control().pace(p);
        }
    }

    public MachineOptions options() {
        return options;
    }

    public Messages messages() {
        return options.messages();
    }

    public Typewriter typewriter() {
        return typewriter;
    }

    public MachineState state() {
        return state;
    }

    public Halt lastHalt() {
        return lastHalt;
    }

    /** The source name of the loaded program (a file name), or null. */
    public String programName() {
        return loaded == null ? null : loaded.origin();
    }

    /** The text of the loaded program as typed, or null. */
    public String programSource() {
        return loaded == null ? null : loaded.program().text().source();
    }

    public Program program() {
        return loaded == null ? null : loaded.program();
    }

    /**
     * What the loaded program uses without giving it a meaning (a label no statement has, an array no
     * «ГДЕ» describes), each where it stands: the machine would stop there only when it got there.
     */
    public List<Diagnostic> unresolved() {
        if (loaded == null) {
            return List.of();
        }
        List<Diagnostic> found = new ArrayList<>();
        for (Unresolved u : loaded.program().unresolved()) {
            found.add(problem(loaded.origin(), loaded.program().text(), u.symbolIndex(), u.key(),
                    new Object[] {u.name()}).diagnostic());
        }
        return found;
    }

    /** Steps since the program was read in, over all its runs. */
    public long steps() {
        return loaded == null ? 0 : loaded.control().steps();
    }

    /** Steps of the last run: from the start or a directive to the halt (the runaway limit's count). */
    public long stepsThisRun() {
        return loaded == null ? 0 : loaded.control().stepsThisRun();
    }

    /** The memory of the loaded program (for inspection by tools and tests). */
    public Memory memory() {
        return loaded == null ? null : loaded.memory();
    }

    /**
     * Reads a program in, as from punched tape, and carries out its «ГДЕ» descriptions. It does not
     * start it. If the text is wrong, the program already in memory stays as it was.
     */
    public void load(String source, String origin) throws MachineException {
        OptionalLong counted = count(source, origin);
        SymbolText text = read(source, origin);
        if (source.length() > LONG_TEXT) {
            // the file's bytes, their decoding and the reader's growing buffers are dead now, but lie in
            // the old generation, which no collection empties in such a run: the parser would take new
            // room beside them (a text of 5 million symbols peaked at 205 MB, with this at 165)
            System.gc();
        }
        AlmirParser.ProgramContext tree;
        Loaded next;
        try {
            Memory memory = new Memory(options.memorySymbols());
            if (counted.isEmpty() && source.length() > options.memorySymbols()) {
                // a text the streamed count could not measure may still be too long: measured before it is parsed
                memory.requireRoom((int) Math.min(Integer.MAX_VALUE, ProgramSize.symbols(text)));
            }
            ParsedProgram parsed = Parsing.program(text);
            tree = parsed.tree();
            int symbols = (int) Math.min(Integer.MAX_VALUE, counted.orElse(parsed.symbols()));
            int precision = TreeBuilder.precision(tree);
            ArithmeticUnit arithmetic = new ArithmeticUnit(precision, options.memorySymbols());
            Directory directory = new Directory(memory);
            Map<String, UserFunction> functions = new HashMap<>();
            memory.reset(symbols, precision);
            Program program = new TreeBuilder(text, directory, functions, arithmetic).buildProgram(tree, symbols);
            Processor processor = new Processor(memory, arithmetic,
                    new OutputDevices(typewriter, screen, everythingOnScreen), options.checkSubscripts());
            ControlUnit control = new ControlUnit(processor, options.maxSteps(), TRANSLATOR, options.translateAfter());
            control.pace(pace);
            next = new Loaded(origin, program, memory, directory, functions, processor, control);
        } catch (SyntaxFault | MachineFault | StackOverflowError e) {
            throw unreadable(e, origin, text);
        }
        apply(next.program().descriptions(), next, origin, text);
        loaded = next;
        workbench.program(next.directory(), next.program().code());
        state = MachineState.LOADED;
        lastHalt = null;
    }

    private void apply(List<Description> descriptions, Loaded target, String origin, SymbolText text)
            throws MachineException {
        for (Description d : descriptions) {
            try {
                d.apply(target.processor());
            } catch (MachineFault f) {
                SourcePosition at = d.position();
                throw new MachineException(new Diagnostic(origin, at, text.sourceLine(at.line()), f.key(), f.arguments()));
            }
        }
    }

    /** «Пустить на счёт»: runs the loaded program from its first statement until it halts. */
    public Halt start() throws MachineException {
        Loaded l = requireProgram();
        return run(l, l.program().code(), 0);
    }

    /**
     * An operator directive: «ВЫПОЛНИТЬ» statements [«ГДЕ» descriptions] «КОНЕЦ» ◊, carried out in the
     * program's variables (its «НА» continues the program), or «ВМЕСТО» old «ЗАПИСАТЬ» new ◊, which
     * edits the program in memory. A directive the machine cannot read changes nothing.
     */
    public Halt execute(String directive) throws MachineException {
        return execute(directive, () -> { });
    }

    /**
     * {@link #execute(String)}, calling {@code read} once a «ВЫПОЛНИТЬ» directive is read and its
     * descriptions taken, before it is carried out: never for one the machine refuses.
     */
    public Halt execute(String directive, Runnable read) throws MachineException {
        Loaded l = requireProgram();
        String origin = directiveOrigin();
        if (directive.length() > DIRECTIVE_LIMIT) {
            throw new MachineException(new Diagnostic(origin, SourcePosition.START, null, "directive.toolong",
                    new Object[] {String.valueOf(DIRECTIVE_LIMIT)}));
        }
        SymbolText text = read(directive, origin);
        if (text.symbols().startsWith("«ВМЕСТО»")) {
            Replacement.Edit edit = Replacement.apply(l.program(), text, origin);
            try {
                load(edit.source(), l.origin());
            } catch (MachineException refused) {
                throw edit.blame(refused, text, origin, messages().get("origin.edited", l.origin()));
            }
            return null;
        }
        Directory.Mark mark = l.directory().mark();
        Map<String, UserFunction> functionsBefore = new HashMap<>(l.functions());
        Directive compiled;
        try {
            AlmirParser.DirectiveContext tree = Parsing.parser(text).directive();
            compiled = new TreeBuilder(text, l.directory(), l.functions(), l.processor().arithmetic)
                    .buildDirective(tree, l.program().code());
        } catch (SyntaxFault | MachineFault | StackOverflowError e) {
            forget(l, mark, functionsBefore);
            throw unreadable(e, origin, text);
        }
        if (!compiled.descriptions().isEmpty()) {
            // copied only for a directive with descriptions: most have none, and a large memory is
            // megabytes of words
            DataImage before = DataImage.of(l.memory(), describedArrays(compiled.descriptions()));
            try {
                apply(compiled.descriptions(), l, origin, text);
            } catch (MachineException refused) {
                before.restore();
                forget(l, mark, functionsBefore);
                throw refused;
            }
        }
        read.run();
        return run(l, compiled.code(), 0);
    }

    private static List<ArrayBlock> describedArrays(List<Description> descriptions) {
        List<ArrayBlock> arrays = new ArrayList<>();
        for (Description d : descriptions) {
            if (d instanceof ArrayShape a) {
                arrays.add(a.array());
            }
        }
        return arrays;
    }

    /** Forgets the names and functions a directive the machine refuses had described. */
    private static void forget(Loaded l, Directory.Mark mark, Map<String, UserFunction> functionsBefore) {
        l.directory().rollback(mark);
        l.functions().clear();
        l.functions().putAll(functionsBefore);
    }

    /**
     * The name a directive's diagnostics give as their origin. The language is fixed with the machine,
     * so the message is made once: formatting it again for every directive cost a long session of
     * directives a noticeable share of its time.
     */
    private String directiveOrigin() {
        if (directiveOrigin == null) {
            directiveOrigin = messages().get("origin.directive");
        }
        return directiveOrigin;
    }

    /**
     * The machine's answer to a directive it could not read: the message, with the typed line and a
     * caret, on the paper, then the end sign on a line of its own — it waits for the next directive.
     */
    public void refuse(MachineException refused) {
        typewriter.freshLine();
        typewriter.print(refused.diagnostic().format(messages()));
        typewriter.newLine();
        typewriter.endSign();
    }

    /** Asks a running program to stop (Ctrl-C at the console); safe from another thread. */
    public void interrupt() {
        ControlUnit c = running;
        if (c != null) {
            c.interrupt();
        }
    }

    private Halt run(Loaded l, su.mir2.machine.control.Code code, int start) {
        return run(l, () -> l.control().run(code, start));
    }

    private Halt run(Loaded l, java.util.function.Supplier<Halt> work) {
        l.control().clearInterrupt();
        l.control().watch(workbench.active() ? workbench : null);
        running = l.control();
        state = MachineState.RUNNING;
        Halt halt;
        try {
            halt = work.get();
        } finally {
            running = null;
            workbench.runEnded();
        }
        lastHalt = halt;
        if (halt == Halt.ERROR) {
            reportFault(l.control().fault());
        }
        if (halt == Halt.BREAK || halt == Halt.STEPPED) {
            // the operator's pause, not the MIR's halt: the paper goes on as if it had not been made
            typewriter.flush();
        } else {
            typewriter.endSign();
        }
        state = halt == Halt.INPUT ? MachineState.WAITING : MachineState.HALTED;
        return halt;
    }

    /** The machine's own report of an error stop, typed on the paper before the end sign. */
    private void reportFault(ControlUnit.Fault fault) {
        Messages m = messages();
        typewriter.freshLine();
        String key = fault.cause().key();
        Object[] shown = Clip.fitted(Clip.arguments(fault.cause().arguments()), a -> m.get(key, a),
                m.get("fault.stop", "").length());
        typewriter.print(m.get("fault.stop", m.get(key, shown)));
        Instruction at = fault.statement();
        if (at != null) {
            typewriter.newLine();
            typewriter.print(m.get("fault.statement", at.position(), shorten(at.text())));
        }
    }

    private static String shorten(String s) {
        return s.length() <= 60 ? s : s.substring(0, 57) + "...";
    }

    private Loaded requireProgram() throws MachineException {
        if (loaded == null) {
            throw new MachineException(new Diagnostic(null, SourcePosition.START, null, "machine.no.program", new Object[0]));
        }
        return loaded;
    }

    /**
     * The program's length in memory, counted before any symbol is kept: a text longer than the
     * memory is refused here, whatever its length, in little memory. Empty when the text is sure to
     * fit, or when the count meets a fault that the reading which keeps the symbols reports.
     */
    private OptionalLong count(String source, String origin) throws MachineException {
        if (source.length() <= options.memorySymbols()) {
            // no text has more symbols than characters: this one fits, and is counted once its symbols are kept
            return OptionalLong.empty();
        }
        OptionalLong counted;
        try {
            counted = ProgramSize.streamed(source);
        } catch (ReaderException e) {
            throw refusedByReader(e, source, origin);
        }
        if (counted.isPresent()) {
            try {
                new Memory(options.memorySymbols()).requireRoom((int) Math.min(Integer.MAX_VALUE, counted.getAsLong()));
            } catch (MachineFault f) {
                throw unreadable(f, origin, null);
            }
        }
        return counted;
    }

    private static SymbolText read(String source, String origin) throws MachineException {
        try {
            return TapeReader.read(source);
        } catch (ReaderException e) {
            throw refusedByReader(e, source, origin);
        }
    }

    private static MachineException refusedByReader(ReaderException e, String source, String origin) {
        String shown = SymbolText.typedLine(source, e.position().line());
        return new MachineException(new Diagnostic(origin, e.position(), shown, e.key(), e.arguments()));
    }

    /** Why a text could not be built into a program or directive, as the reader is told. */
    private static MachineException unreadable(Throwable e, String origin, SymbolText text) {
        if (e instanceof SyntaxFault f) {
            return problem(origin, text, f.symbolIndex(), f.key(), f.arguments());
        }
        if (e instanceof MachineFault f) {
            return new MachineException(new Diagnostic(origin, SourcePosition.START, null, f.key(), f.arguments()));
        }
        return new MachineException(new Diagnostic(origin, SourcePosition.START, null, "syntax.nesting", new Object[0]));
    }

    private static MachineException problem(String origin, SymbolText text, int symbolIndex, String key, Object[] args) {
        SourcePosition at = text.positionOf(symbolIndex);
        return new MachineException(new Diagnostic(origin, at, text.sourceLine(at.line()), key, args));
    }
}
