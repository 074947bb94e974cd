package su.mir2.console.protocol;

import java.util.List;

/** Where on the machine's paper a replay first departs from its protocol: the character to explain. */
public final class Departure {
    private Departure() {
    }

    /**
     * The paper's first character that differs, in {@code paper}'s lines, for a line-by-line
     * {@code diff} of it; an operator's line that stands where the protocol has the machine's gives
     * its first character. Null where the paper has nothing more: it ended early.
     */
    public static PaperPlace of(List<Comparison.DiffLine> diff, Protocol paper) {
        FirstDifference first = FirstDifference.of(diff);
        if (first == null) {
            return null;
        }
        Protocol.Line actual = first.actual();
        if (actual != null) {
            return new PaperPlace(indexOf(paper.lines(), actual), first.column(actual));
        }
        int i = 0;
        while (diff.get(i).mark() == ' ') {
            i++;
        }
        while (i < diff.size() && diff.get(i).mark() != ' ') {
            i++;
        }
        return i < diff.size() ? new PaperPlace(indexOf(paper.lines(), diff.get(i).line()), 0) : null;
    }

    /**
     * The column of {@code actual} where it stops matching {@code expected} as {@link Folding} compares
     * them; its length (the line's end) when it matches a beginning of {@code expected}.
     */
    static int firstDifferent(String expected, String actual) {
        String want = Folding.fold(expected);
        String have = Folding.fold(actual);
        int same = 0;
        while (same < want.length() && same < have.length() && want.charAt(same) == have.charAt(same)) {
            same++;
        }
        for (int k = 1; k <= actual.length(); k++) {
            if (Folding.fold(actual.substring(0, k)).length() > same) {
                return k - 1;
            }
        }
        return actual.length();
    }

    /** The line itself, not an equal one: the same text may stand on the paper more than once. */
    private static int indexOf(List<Protocol.Line> lines, Protocol.Line line) {
        for (int k = 0; k < lines.size(); k++) {
            if (lines.get(k) == line) {
                return k;
            }
        }
        throw new IllegalArgumentException("not a line of the paper");
    }
}
