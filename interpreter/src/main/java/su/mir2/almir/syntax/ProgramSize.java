package su.mir2.almir.syntax;

import java.util.OptionalLong;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CommonTokenFactory;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.UnbufferedCharStream;
import su.mir2.almir.grammar.AlmirLexer;
import su.mir2.almir.reader.ReaderException;
import su.mir2.almir.reader.SymbolText;
import su.mir2.almir.reader.TapeReader;
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

    /**
     * Counted as the text is read, the symbols passing from the reader through the lexer one by one
     * and none kept: so a text far longer than any memory is refused in little memory and time. The
     * count is that of {@link #symbols(SymbolText)}; empty when the text has a fault that needs the
     * symbols' places to be told (too deep, a symbol the lexer does not know): the reading that keeps
     * them finds it again. A text the reader refuses is refused here, as the reader would.
     */
    public static OptionalLong streamed(String source) throws ReaderException {
        try {
            return OptionalLong.of(count(source));
        } catch (SyntaxFault f) {
            return OptionalLong.empty();
        } catch (RuntimeException e) {
            for (Throwable cause = e; cause != null; cause = cause.getCause()) {
                if (cause instanceof TapeReader.Refused refused) {
                    throw refused.refusal();
                }
            }
            // a character the stream cannot take (a lone surrogate): the reading that keeps the symbols tells
            return OptionalLong.empty();
        }
    }

    /** The symbols counted token by token; the stream reads its first symbol as it is made, so here too. */
    private static long count(String source) {
        AlmirLexer lexer = new AlmirLexer(new UnbufferedCharStream(TapeReader.stream(source)));
        WideEdges.install(lexer);
        lexer.setTokenFactory(new CommonTokenFactory(true));
        lexer.removeErrorListeners();
        lexer.addErrorListener(new BaseErrorListener() {
            @Override
            public void syntaxError(Recognizer<?, ?> r, Object symbol, int line, int column, String msg,
                    RecognitionException e) {
                throw new SyntaxFault(lexer._tokenStartCharIndex, "syntax.symbol.unexpected");
            }
        });
        Nesting nesting = new Nesting();
        long sum = 0;
        for (Token t = lexer.nextToken(); t.getType() != Token.EOF; t = lexer.nextToken()) {
            nest(nesting, t);
            sum += symbols(t);
        }
        return sum;
    }

    /** A token is a symbol for {@link Nesting}: a word and a text as one, a name or number as any of its own. */
    private static void nest(Nesting nesting, Token t) {
        int at = t.getStartIndex();
        if (t.getType() == AlmirLexer.TEXT) {
            nesting.text();
        } else if (t.getText().charAt(0) == '«') {
            nesting.word(t.getType() == AlmirLexer.KW_IF || t.getType() == AlmirLexer.KW_FOR, at);
        } else {
            nesting.symbol(t.getText().charAt(0), at);
        }
    }

    static int symbols(Token t) {
        return switch (t.getType()) {
            case Token.EOF -> 0;
            case AlmirLexer.NAME -> StandardFunction.byName(t.getText()) != null ? 1 : t.getText().length();
            // a number's digits are its span of the stream, with no need to spell them out
            case AlmirLexer.INT -> t.getStopIndex() - t.getStartIndex() + 1;
            case AlmirLexer.TEXT -> t.getText().length();
            default -> 1;
        };
    }
}
