package su.mir2.tests.oracle;

import java.util.ArrayList;
import java.util.List;

/**
 * Bratko's minimax and alpha-beta procedures (ch. 15, Рис. 15.3 and 15.5) transcribed clause by
 * clause from Prolog into recursive Java, for the take-away game: a pile of matches, a move takes 1 to
 * K of them (in that order the successors are listed), whoever takes the last wins. MAX is the player
 * to move at the root. Counts every position the search examines (every call, the root included).
 */
public final class BratkoSearchOracle {
    /** A position: matches left and whether MIN is to move in it. */
    record Pos(int matches, boolean minToMove, int taken) {
    }

    /** A search's answer: the root's value, the move to the chosen successor, positions examined. */
    public record Result(int value, int move, int examined) {
    }

    private final int k;
    private int examined;

    private BratkoSearchOracle(int k) {
        this.k = k;
    }

    public static Result minimax(int matches, int k) {
        BratkoSearchOracle o = new BratkoSearchOracle(k);
        Object[] best = o.minimax(new Pos(matches, false, 0));
        return new Result((Integer) best[1], ((Pos) best[0]).taken(), o.examined);
    }

    public static Result alphaBeta(int matches, int k) {
        BratkoSearchOracle o = new BratkoSearchOracle(k);
        Object[] best = o.alphaBeta(new Pos(matches, false, 0), Integer.MIN_VALUE, Integer.MAX_VALUE);
        return new Result((Integer) best[1], ((Pos) best[0]).taken(), o.examined);
    }

    /** ходы: the successors, taking 1, 2, … K; none when the pile is empty. */
    private List<Pos> moves(Pos p) {
        List<Pos> out = new ArrayList<>();
        for (int t = 1; t <= Math.min(k, p.matches()); t++) {
            out.add(new Pos(p.matches() - t, !p.minToMove(), t));
        }
        return out;
    }

    /** стат_оц of an empty pile: the player to move has lost. */
    private static int staticValue(Pos p) {
        return p.minToMove() ? 1 : -1;
    }

    /** минимакс(Поз, ЛучшПоз, Оц) as {ЛучшПоз, Оц}. */
    private Object[] minimax(Pos p) {
        examined++;
        List<Pos> list = moves(p);
        return list.isEmpty() ? new Object[] {null, staticValue(p)} : best(list);
    }

    private Object[] best(List<Pos> list) {
        Pos first = list.get(0);
        int v = (Integer) minimax(first)[1];
        if (list.size() == 1) {
            return new Object[] {first, v};
        }
        Object[] rest = best(list.subList(1, list.size()));
        return choose(first, v, (Pos) rest[0], (Integer) rest[1]);
    }

    /** выбор: the first position only when strictly better for the player choosing. */
    private static Object[] choose(Pos p0, int v0, Pos p1, int v1) {
        if (p0.minToMove() && v0 > v1 || !p0.minToMove() && v0 < v1) {
            return new Object[] {p0, v0};
        }
        return new Object[] {p1, v1};
    }

    /** альфабета(Поз, Альфа, Бета, ХорПоз, Оц). */
    private Object[] alphaBeta(Pos p, int alpha, int beta) {
        examined++;
        List<Pos> list = moves(p);
        return list.isEmpty() ? new Object[] {null, staticValue(p)} : goodEnough(list, alpha, beta);
    }

    /** прибл_лучш and дост_хор. */
    private Object[] goodEnough(List<Pos> list, int alpha, int beta) {
        Pos p = list.get(0);
        int v = (Integer) alphaBeta(p, alpha, beta)[1];
        List<Pos> rest = list.subList(1, list.size());
        if (rest.isEmpty() || p.minToMove() && v > beta || !p.minToMove() && v < alpha) {
            return new Object[] {p, v};
        }
        int newAlpha = p.minToMove() && v > alpha ? v : alpha;
        int newBeta = !p.minToMove() && v < beta ? v : beta;
        Object[] other = goodEnough(rest, newAlpha, newBeta);
        return choose(p, v, (Pos) other[0], (Integer) other[1]);
    }
}
