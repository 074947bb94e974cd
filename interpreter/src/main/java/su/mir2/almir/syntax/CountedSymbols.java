package su.mir2.almir.syntax;

import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenFactory;
import org.antlr.v4.runtime.TokenSource;

/**
 * The lexer's tokens on their way to the parser, counted as the symbols the program takes in memory
 * ({@link ProgramSize}'s rule): the parse measures the text as it goes, where a pass of its own cost a
 * tenth of reading a long program in.
 */
final class CountedSymbols implements TokenSource {
    private final TokenSource lexer;
    private long symbols;

    CountedSymbols(TokenSource lexer) {
        this.lexer = lexer;
    }

    /** The symbols of the tokens handed on so far: of the whole text once its end has been. */
    long symbols() {
        return symbols;
    }

    @Override
    public Token nextToken() {
        Token t = lexer.nextToken();
        symbols += ProgramSize.symbols(t);
        return t;
    }

    @Override
    public int getLine() {
        return lexer.getLine();
    }

    @Override
    public int getCharPositionInLine() {
        return lexer.getCharPositionInLine();
    }

    @Override
    public CharStream getInputStream() {
        return lexer.getInputStream();
    }

    @Override
    public String getSourceName() {
        return lexer.getSourceName();
    }

    @Override
    public void setTokenFactory(TokenFactory<?> factory) {
        lexer.setTokenFactory(factory);
    }

    @Override
    public TokenFactory<?> getTokenFactory() {
        return lexer.getTokenFactory();
    }
}
