package su.mir2.tests.fuzz;

import java.util.Set;
import su.mir2.console.host.ExitCode;

/**
 * What must hold for every input: no internal error, no hang, and each command ends with one of the
 * exit statuses the README documents for it.
 */
final class ExitProperty {
    /** check reads the program only. */
    static final Set<Integer> CHECK = Set.of(ExitCode.OK, ExitCode.BAD_PROGRAM);
    /** run also starts it and answers the typed directives. */
    static final Set<Integer> RUN = Set.of(ExitCode.OK, ExitCode.ERROR_STOP, ExitCode.RUNAWAY, ExitCode.BAD_PROGRAM);

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
        String text = input.program() + (input.typing().isEmpty() ? "" : FuzzInput.PARTING + input.typing());
        return text.length() <= 200 ? text : text.substring(0, 200) + "… (" + text.length() + " characters)";
    }
}
