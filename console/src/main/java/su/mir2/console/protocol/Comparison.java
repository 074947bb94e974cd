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

    private static String key(Protocol.Line l) {
        return (l.operator() ? ">" : " ") + Folding.fold(l.text());
    }

    /** A longest-common-subsequence difference; protocols are short. */
    static List<DiffLine> diff(List<Protocol.Line> a, List<Protocol.Line> b) {
        int n = a.size();
        int m = b.size();
        int[][] lcs = new int[n + 1][m + 1];
        for (int i = n - 1; i >= 0; i--) {
            for (int j = m - 1; j >= 0; j--) {
                lcs[i][j] = key(a.get(i)).equals(key(b.get(j))) ? lcs[i + 1][j + 1] + 1
                        : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
            }
        }
        List<DiffLine> out = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < n || j < m) {
            if (i < n && j < m && key(a.get(i)).equals(key(b.get(j)))) {
                out.add(new DiffLine(' ', b.get(j)));
                i++;
                j++;
            } else if (j < m && (i == n || lcs[i][j + 1] >= lcs[i + 1][j])) {
                out.add(new DiffLine('+', b.get(j++)));
            } else {
                out.add(new DiffLine('-', a.get(i++)));
            }
        }
        return out;
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
