package su.mir2.console.protocol;

import java.util.List;

/**
 * Where a replay first departs from its protocol: the protocol's line and the paper's line there (either
 * may be missing, null), and the operator's line last typed before it (null before any).
 */
public record FirstDifference(Protocol.Line expected, Protocol.Line actual, Protocol.Line operatorBefore) {
    /** The first difference of a line-by-line comparison, or null when there is none. */
    public static FirstDifference of(List<Comparison.DiffLine> diff) {
        Protocol.Line operator = null;
        int i = 0;
        while (i < diff.size() && diff.get(i).mark() == ' ') {
            if (diff.get(i).line().operator()) {
                operator = diff.get(i).line();
            }
            i++;
        }
        if (i == diff.size()) {
            return null;
        }
        Protocol.Line expected = null;
        Protocol.Line actual = null;
        for (int j = i; j < diff.size() && diff.get(j).mark() != ' '; j++) {
            Comparison.DiffLine d = diff.get(j);
            if (d.mark() == '-' && expected == null) {
                expected = d.line();
            } else if (d.mark() == '+' && actual == null) {
                actual = d.line();
            }
        }
        return new FirstDifference(expected, actual, operator);
    }

    /**
     * The 0-based column where {@code line}, the protocol's or the paper's line here, stops matching the
     * other as {@link Folding} compares them; 0 where either is missing or is the operator's, and for
     * any other line.
     */
    public int column(Protocol.Line line) {
        if (expected == null || actual == null || expected.operator() || actual.operator()) {
            return 0;
        }
        if (line == actual) {
            return Departure.firstDifferent(expected.text(), actual.text());
        }
        return line == expected ? Departure.firstDifferent(actual.text(), expected.text()) : 0;
    }
}
