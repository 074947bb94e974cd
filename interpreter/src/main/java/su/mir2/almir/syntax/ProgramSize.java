package su.mir2.almir.syntax;

import org.antlr.v4.runtime.Token;
import su.mir2.almir.grammar.AlmirLexer;
import su.mir2.almir.reader.SymbolText;
import su.mir2.machine.arithmetic.StandardFunction;

/**
 * How many memory symbols a program text occupies: one per sign, one per service word and one per
 * standard-function name (each became one internal code on input), names, numbers and texts by
 * their characters.
 */
public final class ProgramSize {
    private ProgramSize() {
    }

    /**
     * Counted from the symbols' tokens alone, one at a time, before anything is parsed: so a text
     * longer than the memory is refused before the parser builds a tree of it (which costs far more
     * than the text). An unknown symbol ends the count with a SyntaxFault, as it ends parsing.
     */
    public static long symbols(SymbolText text) {
        AlmirLexer lexer = Parsing.lexer(text);
        long sum = 0;
        for (Token t = lexer.nextToken(); t.getType() != Token.EOF; t = lexer.nextToken()) {
            sum += symbols(t);
        }
        return sum;
    }

    private static int symbols(Token t) {
        return switch (t.getType()) {
            case Token.EOF -> 0;
            case AlmirLexer.NAME -> StandardFunction.byName(t.getText()) != null ? 1 : t.getText().length();
            case AlmirLexer.INT -> t.getText().length();
            case AlmirLexer.TEXT -> t.getText().length();
            default -> 1;
        };
    }
}
