package su.mir2.almir.syntax;

import java.util.BitSet;
import java.util.concurrent.atomic.AtomicReferenceArray;
import org.antlr.v4.runtime.DefaultErrorStrategy;
import org.antlr.v4.runtime.NoViableAltException;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.atn.ATN;
import org.antlr.v4.runtime.atn.ATNState;
import org.antlr.v4.runtime.misc.Interval;
import su.mir2.almir.grammar.AlmirParser;

/**
 * ANTLR's error strategy, with the check it makes before every loop and choice answered from a bit
 * set: ANTLR looks the token up in a list of intervals each time, a quarter of the time a long
 * program took to read. Where the token ahead may follow, or the rule may end, what it does is what
 * ANTLR does; anywhere else ANTLR decides as before, so every message is the same.
 */
final class FirstErrorStrategy extends DefaultErrorStrategy {
    /**
     * The tokens that may come next within the rule at each state of the grammar, made as first
     * needed and shared by every parser (one is made for each directive).
     */
    private static final AtomicReferenceArray<BitSet> FOLLOWS =
            new AtomicReferenceArray<>(AlmirParser._ATN.states.size());

    @Override
    public void sync(Parser recognizer) {
        if (inErrorRecoveryMode(recognizer)) {
            return;
        }
        BitSet follows = follows(recognizer, recognizer.getState());
        if (follows.get(bit(recognizer.getInputStream().LA(1)))) {
            nextTokensContext = null;
            nextTokensState = ATNState.INVALID_STATE_NUMBER;
        } else if (follows.get(bit(Token.EPSILON))) {
            // the rule may end here: the first such place is kept for the message, as ANTLR keeps it
            if (nextTokensContext == null) {
                nextTokensContext = recognizer.getContext();
                nextTokensState = recognizer.getState();
            }
        } else {
            super.sync(recognizer);
        }
    }

    private static BitSet follows(Parser recognizer, int state) {
        BitSet set = FOLLOWS.get(state);
        if (set == null) {
            set = new BitSet();
            ATN atn = recognizer.getATN();
            for (Interval i : atn.nextTokens(atn.states.get(state)).getIntervals()) {
                set.set(bit(i.a), bit(i.b) + 1);
            }
            FOLLOWS.set(state, set);
        }
        return set;
    }

    /** A token type's bit: the end of the rule (EPSILON, −2) and of the text (EOF, −1) come first. */
    private static int bit(int tokenType) {
        return tokenType - Token.EPSILON;
    }

    /*
     * ANTLR would spell the tokens since the decision began, which the stream no longer keeps
     * all of; the message is made from the token found alone.
     */
    @Override
    protected void reportNoViableAlternative(Parser recognizer, NoViableAltException e) {
        recognizer.notifyErrorListeners(e.getOffendingToken(), "", e);
    }
}
