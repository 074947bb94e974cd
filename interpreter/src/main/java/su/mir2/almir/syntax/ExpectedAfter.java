package su.mir2.almir.syntax;

import org.antlr.v4.runtime.NoViableAltException;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.atn.ATN;
import org.antlr.v4.runtime.atn.ATNConfig;
import org.antlr.v4.runtime.atn.ATNState;
import org.antlr.v4.runtime.atn.PredictionContext;
import org.antlr.v4.runtime.misc.IntervalSet;

/**
 * What may stand where the parser stumbled. When it had to look past the first symbol of a choice to
 * make it («ВВОД»T; — T may begin a label or an assignment, only the ';' after it rules out both),
 * ANTLR names the symbols that may begin the choice, among them the very ';' found. The ways still
 * open when it stumbled know better: each says what it expects next (T.  T=  T[), and that is what
 * is expected at the symbol found.
 */
final class ExpectedAfter {
    private ExpectedAfter() {
    }

    static IntervalSet of(Parser parser, RecognitionException e) {
        if (e instanceof NoViableAltException nv && nv.getDeadEndConfigs() != null
                && !nv.getDeadEndConfigs().isEmpty() && nv.getStartToken() != nv.getOffendingToken()) {
            ATN atn = parser.getATN();
            IntervalSet expected = new IntervalSet();
            for (ATNConfig c : nv.getDeadEndConfigs()) {
                expected.addAll(next(atn, c.state, c.context, 0));
            }
            if (!expected.isNil()) {
                return expected;
            }
        }
        return e != null ? e.getExpectedTokens() : parser.getExpectedTokens();
    }

    /** The symbols that may come next from this state, through the rules it returns to. */
    private static IntervalSet next(ATN atn, ATNState state, PredictionContext context, int depth) {
        IntervalSet here = new IntervalSet(atn.nextTokens(state));
        if (!here.contains(Token.EPSILON)) {
            return here;
        }
        here.remove(Token.EPSILON);
        if (context == null || depth > 64) {
            return here;
        }
        for (int i = 0; i < context.size(); i++) {
            int back = context.getReturnState(i);
            if (back != PredictionContext.EMPTY_RETURN_STATE) {
                here.addAll(next(atn, atn.states.get(back), context.getParent(i), depth + 1));
            }
        }
        return here;
    }
}
