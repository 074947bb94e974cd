package su.mir2.tests.oracle;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Collects what a program did wrong over many cases, so that one test reports every case that
 * failed (with a count) instead of stopping at the first.
 */
final class Findings {
    private static final int SHOWN = 15;

    private final String what;
    private final List<String> problems = new ArrayList<>();
    private int cases;

    Findings(String what) {
        this.what = what;
    }

    void countCase() {
        cases++;
    }

    void countCases(int n) {
        cases += n;
    }

    int cases() {
        return cases;
    }

    void add(String problem) {
        problems.add(problem);
    }

    /** Whether the machine printed exactly {@code expected}; if not, a problem at {@code where}. */
    boolean expect(String where, EmulatedMir2.Reply reply, String expected) {
        if (!reply.printed().equals(expected)) {
            add(where + ": expected " + expected.replace("\n", " ⏎ ") + "; got " + reply);
            return false;
        }
        return true;
    }

    boolean isEmpty() {
        return problems.isEmpty();
    }

    int count() {
        return problems.size();
    }

    String report() {
        StringBuilder sb = new StringBuilder();
        sb.append(what).append(": ").append(problems.size()).append(" problem(s) in ").append(cases).append(" case(s)");
        Map<String, Integer> kinds = new TreeMap<>();
        for (String p : problems) {
            kinds.merge(kind(p), 1, Integer::sum);
        }
        for (Map.Entry<String, Integer> k : kinds.entrySet()) {
            sb.append("\n  ").append(k.getValue()).append(" × ").append(k.getKey());
        }
        sb.append("\n  first ones:");
        for (int i = 0; i < Math.min(SHOWN, problems.size()); i++) {
            sb.append("\n  ").append(problems.get(i));
        }
        if (problems.size() > SHOWN) {
            sb.append("\n  … and ").append(problems.size() - SHOWN).append(" more");
        }
        return sb.toString();
    }

    /** A problem's kind: its text after the case's name (from the first ": " to the next one), numbers blotted out, cut short. */
    static String kind(String problem) {
        int at = problem.indexOf(": ");
        String k = (at >= 0 ? problem.substring(at + 2) : problem).replaceAll("\\d+", "#");
        for (String end : new String[] {"; got", ": "}) {
            int cut = k.indexOf(end);
            if (cut >= 0) {
                k = k.substring(0, cut);
            }
        }
        return k.length() > 90 ? k.substring(0, 90) + "…" : k;
    }

    /**
     * Prints the summary line (seen in the build log) and fails the test if anything went wrong, or if
     * no case was checked at all: a sweep that checked nothing proves nothing.
     */
    void assertNone() {
        if (cases == 0) {
            throw new AssertionError(what + ": no case was checked");
        }
        System.out.println("[oracle] " + (problems.isEmpty() ? what + ": " + cases + " case(s), no problem" : report()));
        if (!problems.isEmpty()) {
            throw new AssertionError(report());
        }
    }
}
