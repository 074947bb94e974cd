package su.mir2.almir.syntax;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.misc.Interval;
import org.antlr.v4.runtime.tree.ParseTree;
import su.mir2.almir.grammar.AlmirParser.AddOpContext;
import su.mir2.almir.grammar.AlmirParser.MulOpContext;
import su.mir2.almir.grammar.AlmirParser.NamePrimaryContext;
import su.mir2.almir.grammar.AlmirParser.NumberPrimaryContext;
import su.mir2.almir.grammar.AlmirParser.PowerContext;
import su.mir2.almir.grammar.AlmirParser.ProductContext;

/**
 * Keeps an expression's parse tree small as it is parsed: each operand of a sum takes a rule context
 * at each level of the expression rules (product, power, primary, number, and the sign before it),
 * with their lists, tokens and terminal nodes. When a rule of an
 * expression ends, its context is replaced in its parent by what the tree builder needs of it: a
 * number or a name by a {@link Leaf} with its spelling and place, a sign by the shared sign, and a
 * product or power of one operand by that operand. What is built from the tree does
 * not change; the builder takes an operand of any of these shapes ({@code TreeBuilder.operand}).
 * A context's list of children, once it is long, goes over to chunks that never move
 * ({@link LongChildren}).
 */
final class CompactOperands {
    /** Children from which on a rule's list of them is kept in chunks ({@link LongChildren}). */
    private static final int LONG = 256;

    /** Names met before, so that a name written many times is kept once. */
    private final Map<String, String> names = new HashMap<>();
    /** The leaves of the whole numbers met before, by spelling. */
    private final Map<String, Leaf> integers = new HashMap<>();

    /** Called as the rule of {@code done} ends; its parent's last child is {@code done}. */
    void ended(ParserRuleContext done) {
        ParserRuleContext parent = done.getParent();
        if (parent != null && parent.children instanceof ArrayList && parent.children.size() >= LONG) {
            parent.children = new LongChildren(parent.children);
        }
        ParseTree replacement = parent == null ? null : replacement(done);
        if (replacement == null) {
            if (done.children instanceof ArrayList<ParseTree> children) {
                // ANTLR reserves room for ten children; most rules that stay have one or two
                children.trimToSize();
            }
            return;
        }
        List<ParseTree> siblings = parent.children;
        int last = siblings.size() - 1;
        if (last >= 0 && siblings.get(last) == done) {
            siblings.set(last, replacement);
            if (replacement instanceof ParserRuleContext kept) {
                kept.setParent(parent);
            }
        }
    }

    /** The symbols from the rule's first token to its last (the rule's own getText walks its whole tree). */
    private static String spelling(ParserRuleContext done) {
        Token first = done.getStart();
        Token last = done.getStop();
        if (first == last) {
            return first.getText();
        }
        return first.getInputStream().getText(Interval.of(first.getStartIndex(), last.getStopIndex()));
    }

    private static boolean isWholeNumber(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    private ParseTree replacement(ParserRuleContext done) {
        if (done instanceof NumberPrimaryContext) {
            String text = spelling(done);
            if (isWholeNumber(text)) {
                // a whole number is never refused, so where it stands is not needed: one leaf serves each spelling
                return integers.computeIfAbsent(text, t -> new Leaf(Leaf.Kind.NUMBER, t, -1));
            }
            return new Leaf(Leaf.Kind.NUMBER, text, done.getStart().getStartIndex());
        }
        if (done instanceof NamePrimaryContext) {
            String text = names.computeIfAbsent(spelling(done), s -> s);
            return new Leaf(Leaf.Kind.NAME, text, done.getStart().getStartIndex());
        }
        if (done instanceof AddOpContext || done instanceof MulOpContext) {
            return Leaf.sign(done.getStart().getText());
        }
        boolean single = done.getChildCount() == 1;
        if (single && (done instanceof ProductContext || done instanceof PowerContext)) {
            return done.getChild(0);
        }
        return null;
    }
}
