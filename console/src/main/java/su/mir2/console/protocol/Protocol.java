package su.mir2.console.protocol;

import java.util.ArrayList;
import su.mir2.almir.reader.Alphabet;
import java.util.List;

/**
 * A protocol: the paper of a session, the machine's lines and the operator's. The text format, which
 * {@code replay} reads and {@code --paper} writes:
 * <ul>
 * <li>{@code # …} a comment (provenance, notes); {@code #! mode: result} marks a protocol of which the
 * book printed only the result, so end signs are not compared;</li>
 * <li>{@code > …} a line the operator typed, as typed; {@code >\\ …} one that held a character the
 * paper cannot show (a control character), each such written {@code \\uXXXX} and a backslash
 * {@code \\\\}, so that the replay types exactly what was typed;</li>
 * <li>any other line: a line the machine printed; one that would begin with {@code >}, {@code #} or
 * {@code \} is written with a leading {@code \};</li>
 * <li>{@code #! tape: …}, {@code #! typed:}, {@code #! start}, {@code #! paused}: the session's steps that are not on the
 * paper ({@link SessionMarks}), which a paper written by {@code --paper} records.</li>
 * </ul>
 *
 * @param steps   everything the operator did, in order: the operator's lines and the recorded steps
 * @param badMark the first {@code #!} line that is none of these, or a start before the program the
 *                session reads in, or null: a mark mistyped or misplaced would otherwise change the
 *                session replayed without a word, or stop it with the machine's «no program»
 * @param notated whether any line is in the format's own notation (a comment, a mark, an operator's
 *                line), not all of them the machine's: only then does a text show itself a protocol
 */
public record Protocol(List<Line> lines, boolean resultOnly, List<SessionStep> steps, BadMark badMark,
        boolean notated) {
    /** A {@code #!} line that cannot stand where it stands, its number from 1, and why. */
    public record BadMark(int line, String text, Why why) {
        public enum Why {
            /** A mark no session writes. */
            UNKNOWN,
            /** {@code #! start} before a session's first program ({@code #! tape:} or {@code #! typed:}). */
            BEFORE_PROGRAM
        }
    }

    public static final String OPERATOR_PREFIX = "> ";
    /** An operator's line with escapes: a prefix no earlier paper wrote, so those read as before. */
    static final String ESCAPED_OPERATOR_PREFIX = ">\\ ";

    public record Line(boolean operator, String text) {
    }

    public static Protocol parse(String text) {
        List<Line> lines = new ArrayList<>();
        List<SessionStep> steps = new ArrayList<>();
        List<String> typed = null;
        boolean result = false;
        BadMark unknown = null;
        BadMark startFirst = null;
        boolean programRead = false;
        boolean notated = false;
        String[] all = text.split("\r?\n", -1);
        int count = all.length;
        if (count > 0 && all[count - 1].isEmpty()) {
            count--;
        }
        for (int i = 0; i < count; i++) {
            String line = all[i];
            notated |= line.startsWith("#") || line.startsWith(">");
            if (line.startsWith(SessionMarks.TYPED_LINE)) {
                if (typed != null) {
                    typed.add(SessionMarks.typedLine(line));
                }
                continue;
            }
            if (typed != null) {
                steps.add(new SessionStep.Typed(String.join("\n", typed)));
                typed = null;
            }
            if (line.startsWith("#!")) {
                String setting = line.substring(2).strip().replaceAll("\\s+", " ");
                SessionStep.Tape tape = SessionMarks.parseTape(line.substring(2).strip());
                if (setting.equals("mode: result")) {
                    result = true;
                } else if (tape != null) {
                    steps.add(tape);
                    programRead = true;
                } else if (setting.equals(SessionMarks.TYPED)) {
                    typed = new ArrayList<>();
                    programRead = true;
                } else if (setting.equals(SessionMarks.START)) {
                    if (!programRead && startFirst == null) {
                        startFirst = new BadMark(i + 1, line, BadMark.Why.BEFORE_PROGRAM);
                    }
                    steps.add(new SessionStep.Start());
                } else if (setting.equals(SessionMarks.PAUSED)) {
                    steps.add(new SessionStep.Paused());
                } else if (unknown == null) {
                    unknown = new BadMark(i + 1, line, BadMark.Why.UNKNOWN);
                }
            } else if (line.startsWith("#")) {
                continue;
            } else if (line.startsWith(ESCAPED_OPERATOR_PREFIX)) {
                String typedLine = unescapeTyped(line.substring(ESCAPED_OPERATOR_PREFIX.length()));
                lines.add(new Line(true, typedLine));
                steps.add(new SessionStep.Operator(typedLine));
            } else if (line.startsWith(">")) {
                String typedLine = line.startsWith(OPERATOR_PREFIX) ? line.substring(2) : line.substring(1);
                lines.add(new Line(true, typedLine));
                steps.add(new SessionStep.Operator(typedLine));
            } else if (line.startsWith("\\")) {
                lines.add(new Line(false, line.substring(1)));
            } else {
                lines.add(new Line(false, line));
            }
        }
        if (typed != null) {
            steps.add(new SessionStep.Typed(String.join("\n", typed)));
        }
        // a start with no program mark at all is a book protocol's: its program is named and read in first
        BadMark misplaced = programRead ? startFirst : null;
        BadMark first = misplaced != null && (unknown == null || misplaced.line() < unknown.line()) ? misplaced : unknown;
        return new Protocol(List.copyOf(lines), result, List.copyOf(steps), first, notated);
    }

    /**
     * Whether the text reads as a protocol, not merely as lines of paper: in the format's own notation
     * somewhere, and with no mark that cannot stand where it stands.
     */
    public boolean looksLikeOne() {
        return notated && badMark == null;
    }

    /** Whether the paper records where its program came from, so it replays without a program named. */
    public boolean recordsSession() {
        return steps.stream().anyMatch(s -> s instanceof SessionStep.Tape || s instanceof SessionStep.Typed);
    }

    /** The first program the session read from tape, or null. */
    public SessionStep.Tape firstTape() {
        return steps.stream().filter(SessionStep.Tape.class::isInstance).map(SessionStep.Tape.class::cast).findFirst()
                .orElse(null);
    }

    /** Whether a run of the session stopped at a breakpoint or a step, so that it cannot be replayed. */
    public boolean paused() {
        return steps.stream().anyMatch(SessionStep.Paused.class::isInstance);
    }

    /** The operator's lines, in order. */
    public List<String> operatorLines() {
        return lines.stream().filter(Line::operator).map(Line::text).toList();
    }

    /**
     * An operator's line as the format writes it: as typed, or, when it holds a character the paper
     * cannot show, escaped. The tab is kept, as on the paper.
     */
    public static String operatorLine(String typed) {
        if (typed.codePoints().noneMatch(Protocol::escapedWhenTyped)) {
            return OPERATOR_PREFIX + typed;
        }
        StringBuilder b = new StringBuilder(ESCAPED_OPERATOR_PREFIX);
        typed.codePoints().forEach(c -> {
            if (c == '\\') {
                b.append("\\\\");
            } else if (escapedWhenTyped(c)) {
                for (char unit : Character.toChars(c)) {
                    b.append(String.format("\\u%04X", (int) unit));
                }
            } else {
                b.appendCodePoint(c);
            }
        });
        return b.toString();
    }

    private static boolean escapedWhenTyped(int c) {
        return c != '\t' && Alphabet.isControl(c);
    }

    /** The typed line an escaped operator's line stands for; a backslash not followed as written stays. */
    static String unescapeTyped(String escaped) {
        StringBuilder b = new StringBuilder(escaped.length());
        for (int i = 0; i < escaped.length(); i++) {
            char c = escaped.charAt(i);
            if (c == '\\' && escaped.startsWith("\\", i + 1)) {
                b.append('\\');
                i++;
            } else if (c == '\\' && i + 6 <= escaped.length() && escaped.charAt(i + 1) == 'u'
                    && escaped.substring(i + 2, i + 6).matches("[0-9A-F]{4}")) {
                b.append((char) Integer.parseInt(escaped.substring(i + 2, i + 6), 16));
                i += 5;
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }

    /** A machine line as the format writes it. */
    public static String escape(String machineLine) {
        if (machineLine.startsWith(">") || machineLine.startsWith("#") || machineLine.startsWith("\\")) {
            return "\\" + machineLine;
        }
        return machineLine;
    }
}
