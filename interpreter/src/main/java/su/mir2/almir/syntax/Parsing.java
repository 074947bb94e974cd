package su.mir2.almir.syntax;

import java.util.ArrayList;
import java.util.List;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenSource;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.UnbufferedTokenStream;
import org.antlr.v4.runtime.Vocabulary;
import org.antlr.v4.runtime.misc.IntervalSet;
import su.mir2.almir.grammar.AlmirLexer;
import su.mir2.almir.grammar.AlmirParser;
import su.mir2.almir.reader.SymbolText;
import su.mir2.messages.Choices;

/**
 * Runs the ANTLR parser over a canonical symbol stream. The first error ends the parse with a
 * {@link SyntaxFault} that says what was found and what was expected there.
 */
public final class Parsing {
    private Parsing() {
    }

    public static AlmirParser parser(SymbolText text) {
        return parserOf(lexer(text), text);
    }

    /** Parses a whole program, counting the symbols it takes in memory on the way. */
    public static ParsedProgram program(SymbolText text) {
        CountedSymbols tokens = new CountedSymbols(lexer(text));
        AlmirParser.ProgramContext tree = parserOf(tokens, text).program();
        return new ParsedProgram(tree, tokens.symbols());
    }

    /** The lexer over the symbols, nested no deeper than Nesting allows; an unknown symbol ends it with a SyntaxFault. */
    static AlmirLexer lexer(SymbolText text) {
        Nesting.check(text);
        AlmirLexer lexer = new AlmirLexer(new SymbolStream(text.symbols()));
        WideEdges.install(lexer);
        lexer.removeErrorListeners();
        lexer.addErrorListener(new BaseErrorListener() {
            @Override
            public void syntaxError(Recognizer<?, ?> r, Object symbol, int line, int column, String msg,
                    RecognitionException e) {
                int index = lexer._tokenStartCharIndex;
                throw new SyntaxFault(index, "syntax.symbol.unexpected", shown(text, index));
            }
        });
        return lexer;
    }

    private static AlmirParser parserOf(TokenSource lexer, SymbolText text) {
        CompactOperands compact = new CompactOperands();
        AlmirParser parser = new AlmirParser(new UnbufferedTokenStream(lexer)) {
            @Override
            public void exitRule() {
                ParserRuleContext done = _ctx;
                super.exitRule();
                compact.ended(done);
            }
        };
        GreedySums.install(parser);
        parser.setErrorHandler(new FirstErrorStrategy());
        parser.removeErrorListeners();
        parser.addErrorListener(new BaseErrorListener() {
            @Override
            public void syntaxError(Recognizer<?, ?> r, Object symbol, int line, int column, String msg,
                    RecognitionException e) {
                Token t = (Token) symbol;
                missingOperand(parser, t, text);
                IntervalSet expected = ExpectedAfter.of((Parser) r, e);
                String found = t.getType() == Token.EOF ? "" : shown(t);
                Choices what = expectedList(expected, parser.getVocabulary());
                int index = t.getType() == Token.EOF ? text.symbols().length() : t.getStartIndex();
                if (t.getType() == Token.EOF) {
                    throw new SyntaxFault(index, "syntax.end.unexpected", what);
                }
                throw new SyntaxFault(index, foundKey("syntax.expected", found), found, what);
            }
        });
        return parser;
    }

    private static final String OPERATORS = "+-×/↑";

    /**
     * An operation sign with no operand after it (X=Y+;) ends the expression before the sign, so the
     * parser stumbles on the sign itself and lists what may follow a statement. Said where the operand
     * is missing, and what may begin one, the message points at the real fault.
     */
    private static void missingOperand(AlmirParser parser, Token found, SymbolText text) {
        TokenStream tokens = parser.getTokenStream();
        Token sign = found;
        Token next;
        if (isOperator(found)) {
            next = following(tokens, found);
        } else if (found.getTokenIndex() > 0 && isOperator(preceding(tokens, found))) {
            // a sum takes a '+' or '−' at once (GreedySums), so the parser stumbles on what follows it
            sign = preceding(tokens, found);
            next = found;
        } else {
            return;
        }
        IntervalSet operand = parser.getATN().nextTokens(parser.getATN().ruleToStartState[AlmirParser.RULE_product]);
        if (operand.contains(next.getType())) {
            return;
        }
        Choices what = expectedList(operand, parser.getVocabulary());
        if (next.getType() == Token.EOF) {
            throw new SyntaxFault(text.symbols().length(), "syntax.operand.end", sign.getText(), what);
        }
        String typed = shown(next);
        throw new SyntaxFault(next.getStartIndex(), foundKey("syntax.operand.missing", typed), sign.getText(),
                typed, what);
    }

    /** A token as the operator typed it: a text's marks in the reader's stream are its brackets. */
    private static String shown(Token t) {
        return t.getText().replace('⟦', '[').replace('⟧', ']');
    }

    /**
     * A service word is written in guillemets of its own; a message that quotes what was found in
     * guillemets (the Russian one) would double them, so a word has a wording of its own.
     */
    private static String foundKey(String key, String found) {
        return found.startsWith("«") ? key + ".word" : key;
    }

    /*
     * The stream keeps only the tokens the parser may still look at (those since the decision it
     * is taking) and the one before them: the tokens next to the one found are among these.
     */

    private static Token following(TokenStream tokens, Token found) {
        int after = found.getTokenIndex() + 1;
        // the stream may not have read past the sign yet: LT reads on as far as asked
        return after >= tokens.index() ? tokens.LT(after - tokens.index() + 1) : tokens.get(after);
    }

    private static Token preceding(TokenStream tokens, Token found) {
        int before = found.getTokenIndex() - 1;
        return before == tokens.index() - 1 ? tokens.LT(-1) : tokens.get(before);
    }

    private static boolean isOperator(Token t) {
        return t.getType() != Token.EOF && t.getText().length() == 1 && OPERATORS.indexOf(t.getText().charAt(0)) >= 0;
    }

    /** ANTLR spells non-ASCII characters of literal tokens as \\uXXXX. */
    private static String unescape(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            if (s.startsWith("\\u", i) && i + 6 <= s.length()) {
                b.append((char) Integer.parseInt(s.substring(i + 2, i + 6), 16));
                i += 5;
            } else {
                b.append(s.charAt(i));
            }
        }
        return b.toString();
    }

    private static String shown(SymbolText text, int index) {
        return index < text.symbols().length() ? String.valueOf(text.symbols().charAt(index)) : "";
    }

    /** The expected symbols, shown as the paper would show them; kinds of token by their message key. */
    static Choices expectedList(IntervalSet expected, Vocabulary vocabulary) {
        List<String> names = new ArrayList<>();
        for (int type : expected.toList()) {
            names.add(tokenName(type, vocabulary));
        }
        return new Choices(names);
    }

    static String tokenName(int type, Vocabulary vocabulary) {
        if (type == Token.EOF) {
            return "{EOF}";
        }
        String literal = vocabulary.getLiteralName(type);
        if (literal != null) {
            return unescape(literal.substring(1, literal.length() - 1));
        }
        return "{" + vocabulary.getSymbolicName(type) + "}";
    }
}
