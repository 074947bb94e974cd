package su.mir2.console.protocol;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The machine's paper against a protocol, line by line after {@link Folding}. Empty lines are not
 * compared: the book's typesetting of protocols does not show them reliably (the «Тригекс» protocol
 * is set with an empty line between every two). A protocol of which the book gives only the result
 * is compared item by item: every item of its lines must stand on the paper.
 */
public final class Comparison {
    /** One line of a readable difference: ' ' both, '-' only in the protocol, '+' only on the paper. */
    public record DiffLine(char mark, Protocol.Line line) {
    }

    public record Outcome(boolean matches, List<DiffLine> diff, List<String> missingItems) {
    }

    private Comparison() {
    }

    public static Outcome compare(Protocol expected, Protocol actual) {
        if (expected.resultOnly()) {
            return compareResult(expected, actual);
        }
        List<Protocol.Line> a = significant(expected.lines());
        List<Protocol.Line> b = significant(actual.lines());
        List<DiffLine> diff = diff(a, b);
        boolean same = diff.stream().allMatch(d -> d.mark() == ' ');
        return new Outcome(same, diff, List.of());
    }

    private static List<Protocol.Line> significant(List<Protocol.Line> lines) {
        return lines.stream().filter(l -> !Folding.fold(l.text()).isEmpty()).toList();
    }

    /**
     * Cells of the longest-common-subsequence table at most (16 MiB of ints): a middle larger than this
     * is reported from its first difference on, without a table, so memory and time stay bounded.
     */
    static final long MAX_CELLS = 4_000_000L;

    /** Each line's key once: folding is a regular expression, too slow to repeat for every pair. */
    private static String[] keys(List<Protocol.Line> lines) {
        String[] keys = new String[lines.size()];
        for (int k = 0; k < keys.length; k++) {
            Protocol.Line l = lines.get(k);
            keys[k] = (l.operator() ? ">" : " ") + Folding.fold(l.text());
        }
        return keys;
    }

    /**
     * A longest-common-subsequence difference. The common beginning and end are matched first, so a
     * replay that matches costs linear time; only the differing middle needs a table.
     */
    static List<DiffLine> diff(List<Protocol.Line> a, List<Protocol.Line> b) {
        return diff(a, b, MAX_CELLS);
    }

    static List<DiffLine> diff(List<Protocol.Line> a, List<Protocol.Line> b, long maxCells) {
        String[] ka = keys(a);
        String[] kb = keys(b);
        int n = ka.length;
        int m = kb.length;
        int start = 0;
        while (start < n && start < m && ka[start].equals(kb[start])) {
            start++;
        }
        int endA = n;
        int endB = m;
        while (endA > start && endB > start && ka[endA - 1].equals(kb[endB - 1])) {
            endA--;
            endB--;
        }
        List<DiffLine> out = new ArrayList<>(n + m - start - (n - endA));
        for (int k = 0; k < start; k++) {
            out.add(new DiffLine(' ', b.get(k)));
        }
        if ((long) (endA - start + 1) * (endB - start + 1) <= maxCells) {
            middle(a, b, ka, kb, start, endA, endB, out);
        } else {
            // too large to align: all the protocol's lines of the middle, then all the paper's
            for (int k = start; k < endA; k++) {
                out.add(new DiffLine('-', a.get(k)));
            }
            for (int k = start; k < endB; k++) {
                out.add(new DiffLine('+', b.get(k)));
            }
        }
        for (int k = endB; k < m; k++) {
            out.add(new DiffLine(' ', b.get(k)));
        }
        return out;
    }

    /** The lines a[start, endA) against b[start, endB), aligned by a longest common subsequence. */
    private static void middle(List<Protocol.Line> a, List<Protocol.Line> b, String[] ka, String[] kb, int start,
            int endA, int endB, List<DiffLine> out) {
        int n = endA - start;
        int m = endB - start;
        int[][] lcs = new int[n + 1][m + 1];
        for (int i = n - 1; i >= 0; i--) {
            for (int j = m - 1; j >= 0; j--) {
                lcs[i][j] = ka[start + i].equals(kb[start + j]) ? lcs[i + 1][j + 1] + 1
                        : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
            }
        }
        int i = 0;
        int j = 0;
        while (i < n || j < m) {
            if (i < n && j < m && ka[start + i].equals(kb[start + j])) {
                out.add(new DiffLine(' ', b.get(start + j)));
                i++;
                j++;
            } else if (j < m && (i == n || lcs[i][j + 1] >= lcs[i + 1][j])) {
                out.add(new DiffLine('+', b.get(start + j++)));
            } else {
                out.add(new DiffLine('-', a.get(start + i++)));
            }
        }
    }

    private static Outcome compareResult(Protocol expected, Protocol actual) {
        Map<String, Integer> printed = new HashMap<>();
        for (Protocol.Line l : actual.lines()) {
            if (!l.operator()) {
                for (String item : items(l.text())) {
                    printed.merge(item, 1, Integer::sum);
                }
            }
        }
        List<String> missing = new ArrayList<>();
        for (Protocol.Line l : expected.lines()) {
            if (l.operator()) {
                continue;
            }
            for (String item : items(l.text())) {
                Integer left = printed.get(item);
                if (left == null || left == 0) {
                    missing.add(item);
                } else {
                    printed.put(item, left - 1);
                }
            }
        }
        return new Outcome(missing.isEmpty(), List.of(), missing);
    }

    /** The items of a result line: what stands between blanks and commas, end signs left out. */
    static List<String> items(String line) {
        List<String> out = new ArrayList<>();
        for (String part : Folding.fold(line).replace("◊", " ").split("[ ,]+")) {
            if (!part.isEmpty()) {
                out.add(part);
            }
        }
        return out;
    }
}
