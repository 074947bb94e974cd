package su.mir2.almir.syntax;

import java.util.Arrays;
import org.antlr.v4.runtime.Lexer;
import org.antlr.v4.runtime.atn.LexerATNSimulator;
import org.antlr.v4.runtime.dfa.DFAState;

/**
 * The lexer's simulation, remembering where a character beyond ASCII leads as it does for ASCII.
 *
 * <p>ANTLR's lexer keeps the transitions it has worked out (its DFA) only for characters up to 127;
 * every other character is worked out again from the grammar's network at each occurrence. The
 * machine's symbols are Cyrillic letters, «words» and signs such as ↑ and ⏨, so nearly every symbol
 * took the slow way: reading was some ten times slower than its DFA allows. These transitions are
 * kept here, per DFA state, in a small table indexed by the character's low byte (another character
 * with the same low byte merely is worked out again). What is recognised does not change.
 */
final class WideEdges extends LexerATNSimulator {
    /** One remembered transition: the character and the state it leads to. */
    private record Edge(int symbol, DFAState target) {
    }

    /** By DFA state number, then by the character's low byte; shared like the lexer's DFA itself. */
    private static volatile Edge[][] table = new Edge[64][];

    private WideEdges(Lexer lexer, LexerATNSimulator standard) {
        super(lexer, standard.atn, standard.decisionToDFA, standard.getSharedContextCache());
    }

    /** Installs the remembering simulation in a lexer of one mode (state numbers are per mode). */
    static void install(Lexer lexer) {
        LexerATNSimulator standard = lexer.getInterpreter();
        if (standard.atn.modeToStartState.size() == 1) {
            lexer.setInterpreter(new WideEdges(lexer, standard));
        }
    }

    @Override
    protected DFAState getExistingTargetState(DFAState s, int t) {
        if (t >= MIN_DFA_EDGE && t <= MAX_DFA_EDGE) {
            return super.getExistingTargetState(s, t);
        }
        Edge[][] rows = table;
        int n = s.stateNumber;
        if (n < 0 || n >= rows.length || rows[n] == null) {
            return null;
        }
        Edge e = rows[n][t & 0xFF];
        return e != null && e.symbol() == t ? e.target() : null;
    }

    @Override
    protected void addDFAEdge(DFAState p, int t, DFAState q) {
        if (t >= MIN_DFA_EDGE && t <= MAX_DFA_EDGE) {
            super.addDFAEdge(p, t, q);
            return;
        }
        int n = p.stateNumber;
        if (n < 0 || n > 1 << 20) {
            return;
        }
        synchronized (WideEdges.class) {
            Edge[][] rows = table;
            if (n >= rows.length) {
                rows = Arrays.copyOf(rows, Math.max(n + 1, rows.length * 2));
            }
            if (rows[n] == null) {
                rows[n] = new Edge[256];
            }
            rows[n][t & 0xFF] = new Edge(t, q);
            table = rows;
        }
    }
}
