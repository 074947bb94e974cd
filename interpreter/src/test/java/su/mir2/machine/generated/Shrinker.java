package su.mir2.machine.generated;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Makes a failing program smaller while it still fails: drops directives, statements and
 * descriptions (any stretch between semicolons at any depth of brackets), replaces bracketed
 * stretches and numbers by 1, until no single change keeps the failure. Working on the text keeps
 * it independent of how the program was generated; a change that leaves an unreadable text is
 * simply one that does not fail.
 */
final class Shrinker {
    private static final int MOST_TRIES = 3_000;

    private Shrinker() {
    }

    static GeneratedProgram shrink(GeneratedProgram failing, Predicate<GeneratedProgram> fails) {
        GeneratedProgram best = failing;
        int tries = 0;
        boolean smaller = true;
        while (smaller && tries < MOST_TRIES) {
            smaller = false;
            for (GeneratedProgram candidate : candidates(best)) {
                if (++tries > MOST_TRIES) {
                    break;
                }
                if (fails.test(candidate)) {
                    best = candidate;
                    smaller = true;
                    break;
                }
            }
        }
        return best;
    }

    private static List<GeneratedProgram> candidates(GeneratedProgram p) {
        List<GeneratedProgram> all = new ArrayList<>();
        for (int i = 0; i < p.directives().size(); i++) {
            List<String> fewer = new ArrayList<>(p.directives());
            fewer.remove(i);
            all.add(new GeneratedProgram(p.source(), fewer));
        }
        for (String s : textCandidates(p.source())) {
            all.add(new GeneratedProgram(s, p.directives()));
        }
        return all;
    }

    private static List<String> textCandidates(String s) {
        List<String> all = new ArrayList<>();
        // a stretch between two separators at the same depth: a statement or a description
        for (int start = 0; start < s.length(); start++) {
            if (s.charAt(start) != ';') {
                continue;
            }
            int end = sameDepth(s, start + 1, ';');
            if (end > start) {
                all.add(s.substring(0, start) + s.substring(end));
            }
            int last = sameDepthEnd(s, start + 1);
            if (last > start + 1) {
                all.add(s.substring(0, start) + s.substring(last));
            }
        }
        for (int open = 0; open < s.length(); open++) {
            if (s.charAt(open) == '(') {
                int close = sameDepth(s, open + 1, ')');
                if (close > open + 2) {
                    all.add(s.substring(0, open) + "1" + s.substring(close + 1));
                    all.add(s.substring(0, open + 1) + "1" + s.substring(close));
                }
            }
        }
        for (int i = 0; i < s.length(); i++) {
            if (isNumber(s, i)) {
                int end = i;
                while (end < s.length() && (Character.isDigit(s.charAt(end)) || s.charAt(end) == '.')) {
                    end++;
                }
                if (!s.substring(i, end).equals("1") && end < s.length() && s.charAt(end) != '.') {
                    all.add(s.substring(0, i) + "1" + s.substring(end));
                }
                i = end;
            }
        }
        return all;
    }

    private static boolean isNumber(String s, int i) {
        char c = s.charAt(i);
        char before = i == 0 ? ' ' : s.charAt(i - 1);
        return Character.isDigit(c) && !Character.isLetterOrDigit(before) && before != '»' && before != '.';
    }

    /** Where {@code wanted} occurs next at the depth of {@code from}, or -1. */
    private static int sameDepth(String s, int from, char wanted) {
        int depth = 0;
        for (int i = from; i < s.length(); i++) {
            char c = s.charAt(i);
            if (depth == 0 && c == wanted) {
                return i;
            }
            if (c == '(' || c == '[') {
                depth++;
            } else if (c == ')' || c == ']') {
                if (--depth < 0) {
                    return -1;
                }
            }
        }
        return -1;
    }

    /** Where the stretch from {@code from} ends: a closing bracket or «ГДЕ» or «КОН» at its depth. */
    private static int sameDepthEnd(String s, int from) {
        int depth = 0;
        for (int i = from; i < s.length(); i++) {
            char c = s.charAt(i);
            if (depth == 0 && (s.startsWith("«ГДЕ»", i) || s.startsWith("«КОН»", i))) {
                return i;
            }
            if (c == '(' || c == '[') {
                depth++;
            } else if (c == ')' || c == ']') {
                if (--depth < 0) {
                    return i;
                }
            }
        }
        return -1;
    }
}
