package su.mir2.almir.syntax;

import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;
import su.mir2.almir.grammar.AlmirLexer;
import su.mir2.machine.arithmetic.StandardFunction;

/**
 * How many memory symbols a program text occupies: one per sign, one per service word and one per
 * standard-function name (each became one internal code on input), names, numbers and texts by
 * their characters.
 */
public final class ProgramSize {
    private ProgramSize() {
    }

    public static int symbols(ParseTree tree) {
        if (tree instanceof TerminalNode t) {
            return symbols(t.getSymbol());
        }
        int sum = 0;
        for (int i = 0; i < tree.getChildCount(); i++) {
            sum += symbols(tree.getChild(i));
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
