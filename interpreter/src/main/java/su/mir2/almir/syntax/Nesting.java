package su.mir2.almir.syntax;

import java.util.ArrayDeque;
import java.util.Deque;
import su.mir2.almir.reader.SymbolText;

/**
 * How deeply a text may nest, checked on the symbol stream before it is parsed: the parser, the tree
 * and the evaluation of expressions all go one level deeper for every bracket, every sign before an
 * operand («−−−X») and every «ЕСЛИ» or «ДЛЯ» whose statement is another one, so a text nested beyond
 * any real program's need is refused here, with a plain message, rather than overflowing the stack.
 */
public final class Nesting {
    /** Levels a text may nest (brackets, signs in a row, conditions and loops inside each other). */
    public static final int LIMIT = 100;

    // heads: «ЕСЛИ» and «ДЛЯ» since the last ';' at each bracket level, the outer levels' saved
    private final Deque<Integer> saved = new ArrayDeque<>();
    private int brackets;
    private int heads;
    private int outerHeads;
    private int signs;

    Nesting() {
    }

    /** Refuses the text at the first symbol that nests it deeper than {@link #LIMIT}. */
    public static void check(SymbolText text) {
        String s = text.symbols();
        Nesting nesting = new Nesting();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            int at = i;
            if (c == '⟦') {
                int close = s.indexOf('⟧', i);
                i = close < 0 ? s.length() : close + 1;
                nesting.text();
            } else if (c == '«' && s.indexOf('»', i) > i) {
                int close = s.indexOf('»', i);
                String word = s.substring(i, close + 1);
                i = close + 1;
                nesting.word(word.equals("«ЕСЛИ»") || word.equals("«ДЛЯ»"), at);
            } else {
                i++;
                nesting.symbol(c, at);
            }
        }
    }

    /** A text: no deeper, and it ends a row of signs. */
    void text() {
        signs = 0;
    }

    /** A service word at symbol {@code at}; {@code head} for «ЕСЛИ» and «ДЛЯ». */
    void word(boolean head, int at) {
        if (head) {
            heads++;
        }
        signs = 0;
        check(at);
    }

    /** Any other symbol, at {@code at}. */
    void symbol(char c, int at) {
        switch (c) {
            case '(', '[' -> {
                brackets++;
                saved.push(heads);
                outerHeads += heads;
                heads = 0;
            }
            case ')', ']' -> {
                if (!saved.isEmpty()) {
                    brackets--;
                    heads = saved.pop();
                    outerHeads -= heads;
                }
            }
            case ';' -> heads = 0;
            default -> {
            }
        }
        signs = c == '+' || c == '-' ? signs + 1 : 0;
        check(at);
    }

    private void check(int at) {
        if (brackets + outerHeads + heads + signs > LIMIT) {
            throw new SyntaxFault(at, "syntax.nesting.limit", LIMIT);
        }
    }
}
