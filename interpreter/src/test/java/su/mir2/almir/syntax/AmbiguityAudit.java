package su.mir2.almir.syntax;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.stream.Collectors;
import org.antlr.v4.runtime.BailErrorStrategy;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.atn.ATNConfigSet;
import org.antlr.v4.runtime.atn.DecisionState;
import org.antlr.v4.runtime.atn.ParserATNSimulator;
import org.antlr.v4.runtime.atn.PredictionContextCache;
import org.antlr.v4.runtime.atn.PredictionMode;
import org.antlr.v4.runtime.dfa.DFA;
import org.antlr.v4.runtime.misc.ParseCancellationException;
import su.mir2.almir.grammar.AlmirParser;
import su.mir2.almir.reader.ReaderException;
import su.mir2.almir.reader.SymbolText;
import su.mir2.almir.reader.TapeReader;

/**
 * Finds where a text the machine accepts has two parses: the project's own reading (the tape reader,
 * then the lexer as {@link Parsing} makes it) under a parser that predicts with
 * {@link PredictionMode#LL_EXACT_AMBIG_DETECTION} and records every exact ambiguity ANTLR reports — the
 * rule, the decision, the alternatives that all parse, the one taken (ANTLR takes the lowest) and the
 * symbols they disagree over.
 *
 * <p>The parser is the grammar's own, without {@link GreedySums}: that shortcut settles one ambiguity
 * before ANTLR can report it, and the audit is of the grammar. Its decisions are cached in a DFA of
 * the audit's own, so nothing learnt here reaches the machine's parsers.
 */
final class AmbiguityAudit {
    /** The grammar's start rules a text may be read with. */
    enum Start {
        PROGRAM, DIRECTIVE, UNIT
    }

    /**
     * One ambiguity: the decision (its rule and number), the alternatives that parse, the one taken,
     * and the symbols from the decision's first token to where the ambiguity was certain.
     */
    record Found(String rule, int decision, List<Integer> alternatives, int taken, String symbols) {
        /** The decision and its alternatives, whatever the text: what the documented list names. */
        String kind() {
            return rule + "#" + decision + " " + alternatives;
        }

        @Override
        public String toString() {
            return kind() + " takes " + taken + " over «" + symbols + "»";
        }
    }

    private static final DFA[] DECISIONS = fresh();
    private static final PredictionContextCache CACHE = new PredictionContextCache();

    private AmbiguityAudit() {
    }

    private static DFA[] fresh() {
        DFA[] dfa = new DFA[AlmirParser._ATN.getNumberOfDecisions()];
        for (int i = 0; i < dfa.length; i++) {
            dfa[i] = new DFA(AlmirParser._ATN.getDecisionState(i), i);
        }
        return dfa;
    }

    /** The exact ambiguities met while parsing {@code source}; a text that cannot be read is an IllegalArgumentException. */
    static List<Found> of(String source, Start start) {
        SymbolText text;
        try {
            text = TapeReader.read(source);
        } catch (ReaderException e) {
            throw new IllegalArgumentException("not readable: " + source, e);
        }
        CommonTokenStream tokens = new CommonTokenStream(Parsing.lexer(text));
        AlmirParser parser = new AlmirParser(tokens);
        synchronized (DECISIONS) {
            ParserATNSimulator simulator = new ParserATNSimulator(parser, AlmirParser._ATN, DECISIONS, CACHE);
            simulator.setPredictionMode(PredictionMode.LL_EXACT_AMBIG_DETECTION);
            parser.setInterpreter(simulator);
            parser.setErrorHandler(new BailErrorStrategy());
            parser.removeErrorListeners();
            List<Found> found = new ArrayList<>();
            parser.addErrorListener(new BaseErrorListener() {
                @Override
                public void reportAmbiguity(Parser p, DFA dfa, int startIndex, int stopIndex, boolean exact,
                        BitSet ambigAlts, ATNConfigSet configs) {
                    if (!exact) {
                        return;
                    }
                    BitSet alts = ambigAlts != null ? ambigAlts : configs.getAlts();
                    DecisionState state = dfa.atnStartState;
                    String rule = p.getRuleNames()[state.ruleIndex];
                    List<Integer> list = alts.stream().boxed().collect(Collectors.toList());
                    Token first = tokens.get(startIndex);
                    Token last = tokens.get(stopIndex);
                    int end = last.getType() == Token.EOF ? text.symbols().length() : last.getStopIndex() + 1;
                    found.add(new Found(rule, dfa.decision - firstDecisionOf(state.ruleIndex), list,
                            alts.nextSetBit(0), text.symbolsBetween(first.getStartIndex(), end)));
                }

                @Override
                public void syntaxError(Recognizer<?, ?> r, Object symbol, int line, int column, String msg,
                        RecognitionException e) {
                    throw new IllegalArgumentException("not parsed at " + line + ":" + column + " " + msg + ": " + source);
                }
            });
            try {
                switch (start) {
                    case PROGRAM -> parser.program();
                    case DIRECTIVE -> parser.directive();
                    case UNIT -> parser.unit();
                }
            } catch (ParseCancellationException e) {
                throw new IllegalArgumentException("not parsed: " + source, e);
            }
            return found;
        }
    }

    /** Decisions are numbered over the whole grammar; within its rule a decision is numbered from 0. */
    private static int firstDecisionOf(int rule) {
        for (int d = 0; d < AlmirParser._ATN.getNumberOfDecisions(); d++) {
            if (AlmirParser._ATN.getDecisionState(d).ruleIndex == rule) {
                return d;
            }
        }
        throw new IllegalStateException("rule " + rule + " has no decision");
    }
}
