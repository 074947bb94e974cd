package su.mir2.machine.operator;

import su.mir2.almir.reader.ReaderException;
import su.mir2.almir.reader.SourcePosition;
import su.mir2.almir.reader.SymbolText;
import su.mir2.almir.reader.TapeReader;
import su.mir2.almir.tree.Program;
import su.mir2.machine.halt.MachineException;
import su.mir2.messages.Diagnostic;

/**
 * «ВМЕСТО» old «ЗАПИСАТЬ» new ◊: the operator's edit of the program in memory. It replaces a whole
 * description or statement equal to {@code old} — descriptions first, as the book's use shows
 * («ВМЕСТО» M=1 «ЗАПИСАТЬ» M=2 ◊ must change Тригекс's «ГДЕ» M=1, not the «ЕСЛИ»M=1«ТО» before it) — and
 * never the first matching characters. The result is the new program text; reading it in is the
 * machine's business.
 */
public final class Replacement {
    private static final String INSTEAD = "«ВМЕСТО»";
    private static final String WRITE = "«ЗАПИСАТЬ»";

    private Replacement() {
    }

    /**
     * An edited program: its text, and where the text typed after «ЗАПИСАТЬ» lies in it (from, to)
     * and in the directive (typedFrom), all in characters of the typed texts.
     */
    public record Edit(String source, int from, int to, int typedFrom) {
        /**
         * The machine's refusal of the edited program, told where the operator can find the fault: in
         * the directive when it lies within the text typed after «ЗАПИСАТЬ»; otherwise in the program
         * as edited, under an origin that says so (the file itself holds neither that line nor that
         * place).
         */
        public MachineException blame(MachineException refused, SymbolText directive, String directiveOrigin,
                String editedOrigin) {
            Diagnostic d = refused.diagnostic();
            int at = SymbolText.offsetIn(source, d.position());
            if (at >= from && at < to) {
                SourcePosition typed = directive.positionOfTyped(typedFrom + at - from);
                return new MachineException(new Diagnostic(directiveOrigin, typed, directive.sourceLine(typed.line()),
                        d.key(), d.arguments()));
            }
            return new MachineException(new Diagnostic(editedOrigin, d.position(), d.sourceLine(), d.key(),
                    d.arguments()));
        }
    }

    public static Edit apply(Program program, SymbolText directive, String origin) throws MachineException {
        String symbols = directive.symbols();
        int write = symbols.indexOf(WRITE);
        if (write < 0) {
            throw problem(directive, origin, symbols.length(), "operator.instead.write");
        }
        int end = symbols.endsWith("◊") ? symbols.length() - 1 : symbols.length();
        if (end < write + WRITE.length()) {
            end = write + WRITE.length();
        }
        String old = symbols.substring(INSTEAD.length(), write);
        if (old.isEmpty()) {
            throw problem(directive, origin, INSTEAD.length(), "operator.instead.empty");
        }
        int typedFrom = write + WRITE.length() < end ? directive.sourceStart(write + WRITE.length()) : 0;
        String typedNew = write + WRITE.length() < end
                ? directive.source().substring(typedFrom, directive.sourceEnd(end))
                : "";
        Program.Unit unit = find(program, old, true);
        if (unit == null) {
            unit = find(program, old, false);
        }
        if (unit == null) {
            throw problem(directive, origin, INSTEAD.length(), "operator.instead.missing",
                    directive.symbolsBetween(INSTEAD.length(), write));
        }
        SymbolText text = program.text();
        String source = text.source();
        String before = source.substring(0, text.sourceStart(unit.from()));
        String written = typedNew.strip();
        int blanks = typedNew.length() - typedNew.stripLeading().length();
        return new Edit(before + written + source.substring(text.sourceEnd(unit.to())), before.length(),
                before.length() + written.length(), typedFrom + blanks);
    }

    private static Program.Unit find(Program program, String old, boolean descriptions) {
        String symbols = program.text().symbols();
        for (Program.Unit u : program.units()) {
            if (u.description() == descriptions && symbols.substring(u.from(), u.to()).equals(old)) {
                return u;
            }
        }
        return null;
    }

    private static MachineException problem(SymbolText text, String origin, int index, String key, Object... args) {
        SourcePosition at = text.positionOf(index);
        return new MachineException(new Diagnostic(origin, at, text.sourceLine(at.line()), key, args));
    }

    /** Whether a typed text is an edit rather than a «ВЫПОЛНИТЬ» directive. */
    public static boolean isReplacement(String typed) {
        try {
            return TapeReader.read(typed).symbols().startsWith(INSTEAD);
        } catch (ReaderException e) {
            return false;
        }
    }
}
