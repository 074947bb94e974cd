package su.mir2.almir.syntax;

import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.RuleContext;
import org.antlr.v4.runtime.misc.Interval;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.ParseTreeVisitor;

/**
 * An operand or operation sign of an expression, kept in the parse tree in place of the rule contexts
 * and tokens it was parsed from ({@link CompactOperands}): only what the tree builder reads of it, its
 * spelling and where it begins. A sign or a whole number is shared by all its occurrences: the
 * builder reads only its spelling (a whole number is never refused), so it has no place.
 */
final class Leaf implements ParseTree {
    enum Kind { NUMBER, NAME, SIGN }

    static final Leaf PLUS = new Leaf(Kind.SIGN, "+", -1);
    static final Leaf MINUS = new Leaf(Kind.SIGN, "-", -1);
    static final Leaf TIMES = new Leaf(Kind.SIGN, "×", -1);
    static final Leaf DIVIDED = new Leaf(Kind.SIGN, "/", -1);

    final Kind kind;
    final String text;
    /** The symbol it begins at; -1 for a sign and a whole number, which are shared. */
    final int at;

    Leaf(Kind kind, String text, int at) {
        this.kind = kind;
        this.text = text;
        this.at = at;
    }

    static Leaf sign(String spelt) {
        return switch (spelt) {
            case "+" -> PLUS;
            case "-" -> MINUS;
            case "×" -> TIMES;
            default -> DIVIDED;
        };
    }

    @Override
    public String getText() {
        return text;
    }

    @Override
    public ParseTree getParent() {
        return null;
    }

    @Override
    public void setParent(RuleContext parent) {
        // shared and looked at only from above: no parent is kept
    }

    @Override
    public ParseTree getChild(int i) {
        return null;
    }

    @Override
    public int getChildCount() {
        return 0;
    }

    @Override
    public Object getPayload() {
        return this;
    }

    @Override
    public Interval getSourceInterval() {
        return Interval.INVALID;
    }

    @Override
    public <T> T accept(ParseTreeVisitor<? extends T> visitor) {
        // the tree is read by the tree builder alone, never visited
        return null;
    }

    @Override
    public String toStringTree() {
        return text;
    }

    @Override
    public String toStringTree(Parser parser) {
        return text;
    }
}
