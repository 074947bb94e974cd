package su.mir2.almir.syntax;

import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.atn.ATN;
import org.antlr.v4.runtime.atn.DecisionState;
import org.antlr.v4.runtime.atn.ParserATNSimulator;
import org.antlr.v4.runtime.atn.PredictionContextCache;
import org.antlr.v4.runtime.dfa.DFA;
import su.mir2.almir.grammar.AlmirParser;

/**
 * The parser's prediction, with one decision taken at once: after an operand of a sum, a '+' or '−'
 * continues the sum.
 *
 * <p>An output item may follow another with no comma, so «ВЫВОД»X −1 could also be read as two items;
 * ANTLR settles such an ambiguity for the longer sum, but only after reading on in both ways to the end
 * of the expression — at every sign, which made a sum of n terms cost n² (a sum of 100 000 ones took
 * minutes). Both readings accept the same texts (a signed item is exactly a sign and the rest of a sum),
 * so taking the sign at once changes nothing but the time.
 */
final class GreedySums extends ParserATNSimulator {
    // found once: a parser is made for every directive, and searching the grammar each time showed in its profile
    private static final int SUM_DECISION = sumDecision(AlmirParser._ATN);
    private static final int PLUS = literal("'+'");
    private static final int MINUS = literal("'-'");

    private GreedySums(Parser parser, ATN atn, DFA[] decisionToDFA, PredictionContextCache cache) {
        super(parser, atn, decisionToDFA, cache);
    }

    static void install(AlmirParser parser) {
        ParserATNSimulator standard = parser.getInterpreter();
        parser.setInterpreter(new GreedySums(parser, standard.atn, standard.decisionToDFA,
                standard.getSharedContextCache()));
    }

    /** The one decision of the rule expression: go round its loop (alternative 1) or leave it. */
    private static int sumDecision(ATN atn) {
        for (DecisionState d : atn.decisionToState) {
            if (d.ruleIndex == AlmirParser.RULE_expression) {
                return d.decision;
            }
        }
        throw new IllegalStateException("the grammar has no decision in rule expression");
    }

    private static int literal(String spelt) {
        for (int type = 1; type <= AlmirParser.VOCABULARY.getMaxTokenType(); type++) {
            if (spelt.equals(AlmirParser.VOCABULARY.getLiteralName(type))) {
                return type;
            }
        }
        throw new IllegalStateException("the grammar has no token " + spelt);
    }

    @Override
    public int adaptivePredict(TokenStream input, int decision, ParserRuleContext outerContext) {
        if (decision == SUM_DECISION) {
            int next = input.LA(1);
            if (next == PLUS || next == MINUS) {
                return 1;
            }
        }
        return super.adaptivePredict(input, decision, outerContext);
    }
}
