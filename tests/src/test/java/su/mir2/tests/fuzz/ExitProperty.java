package su.mir2.tests.fuzz;

import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import su.mir2.console.host.ExitCode;
import su.mir2.messages.Escaping;

/**
 * What must hold for every input: no internal error, no hang, and each command ends with one of the
 * exit statuses the README documents for it.
 */
final class ExitProperty {
    /** check reads the program only. */
    static final Set<Integer> CHECK = Set.of(ExitCode.OK, ExitCode.BAD_PROGRAM);
    /** run also starts it and answers the typed directives. */
    static final Set<Integer> RUN = Set.of(ExitCode.OK, ExitCode.ERROR_STOP, ExitCode.RUNAWAY, ExitCode.BAD_PROGRAM);

    /**
     * replay also compares: a match, a difference, a paper that records no session and names no program,
     * a protocol or program that cannot be read, a tape the paper names that is missing.
     */
    static final Set<Integer> REPLAY = Set.of(ExitCode.OK, ExitCode.ERROR_STOP, ExitCode.USAGE, ExitCode.BAD_PROGRAM,
            ExitCode.NO_INPUT);
    /** The widest line a message may have (CONTRIBUTING.md), in terminal columns: a combining mark takes none. */
    static final int COLUMNS = 100;
    /**
     * The most characters a line may have, however few columns they take: a quoted line keeps to two a
     * column, as a letter with its accent written as two does.
     */
    static final int CHARACTERS = 2 * COLUMNS;
    /**
     * What only Java prints: a stack frame, a qualified class name, an exception's simple name. Found in
     * the output but not in the input, it is the tool's leak, not the protocol quoted.
     */
    private static final Pattern JAVA = Pattern.compile(
            "\\bat [\\w$.]+\\(|\\b(?:java|javax|jdk|sun|su\\.mir2|org|com)\\.[a-z]\\w*\\.|\\w+(?:Exception|Error)\\b");

    private ExitProperty() {
    }

    /** Null when the outcome keeps the property, else what is wrong with it. */
    static String violation(ToolRun.Outcome o) {
        if (!CHECK.contains(o.check())) {
            return "check: " + name(o.check());
        }
        if (!RUN.contains(o.run())) {
            return "run: " + name(o.run());
        }
        // whatever the machine cannot read, check cannot either; check also finds names a run would
        // stop on only when it got there (a missing label, an undescribed array), so not the converse
        if (o.run() == ExitCode.BAD_PROGRAM && o.check() != ExitCode.BAD_PROGRAM) {
            return "check " + o.check() + " but run " + o.run();
        }
        return null;
    }

    /** How a violation of the replay's property begins after "replay: ", by kind. */
    static final String LONG_LINE = "a line of ";
    static final String JAVA_WORDS = "Java's own words";

    /** The kind of a replay's violation (null: none), for the table of a run. */
    static String kind(String violation) {
        if (violation == null) {
            return "kept";
        }
        String what = violation.substring("replay: ".length());
        return what.startsWith(LONG_LINE) ? "a line over " + COLUMNS : what.startsWith(JAVA_WORDS) ? JAVA_WORDS : what;
    }

    /** Null when the replay's outcome keeps the property, else what is wrong with it. */
    static String violation(ReplayRun.Outcome o, ProtocolInput input) {
        if (!REPLAY.contains(o.status())) {
            return "replay: " + name(o.status());
        }
        for (String line : (o.out() + o.err()).split("\n")) {
            if (columns(line) > COLUMNS || line.codePointCount(0, line.length()) > CHARACTERS) {
                return "replay: " + LONG_LINE + columns(line) + " columns, " + line.codePointCount(0, line.length())
                        + " characters: " + line;
            }
            Matcher java = JAVA.matcher(line);
            while (java.find()) {
                // quoted as the tool shows it: a control character by its code (U+0000Error)
                if (!input.whole().contains(java.group()) && !Escaping.escape(input.whole()).contains(java.group())) {
                    return "replay: " + JAVA_WORDS + " «" + java.group() + "» in: " + line;
                }
            }
        }
        return null;
    }

    /**
     * The columns a line takes at a terminal, counted as simply as can be: one for each character but a
     * combining mark (a wide one, which takes two, counted as one: the tool's own measure is stricter).
     */
    static int columns(String line) {
        return (int) line.codePoints().filter(c -> Character.getType(c) != Character.NON_SPACING_MARK
                && Character.getType(c) != Character.ENCLOSING_MARK).count();
    }

    static void require(ReplayRun.Outcome o, ProtocolInput input) {
        String wrong = violation(o, input);
        if (wrong != null) {
            throw new AssertionError(wrong + " for " + abbreviated(input.whole()), o.fault());
        }
    }

    /** The outcome as a failure, with the fault's trace for whoever looks into it. */
    static void require(ToolRun.Outcome o, FuzzInput input) {
        String wrong = violation(o);
        if (wrong != null) {
            AssertionError e = new AssertionError(wrong + " for " + abbreviated(input), o.fault());
            throw e;
        }
    }

    static String name(int status) {
        return switch (status) {
            case ToolRun.HANG -> "hang";
            case ExitCode.INTERNAL -> "70 (internal error)";
            default -> Integer.toString(status);
        };
    }

    private static String abbreviated(FuzzInput input) {
        return abbreviated(input.program() + (input.typing().isEmpty() ? "" : FuzzInput.PARTING + input.typing()));
    }

    private static String abbreviated(String text) {
        return text.length() <= 200 ? text : text.substring(0, 200) + "… (" + text.length() + " characters)";
    }
}
