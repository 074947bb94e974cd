package su.mir2.console.protocol;

import java.util.List;

/**
 * Why a replay departs from its protocol where it does: the statement that printed the paper's first
 * differing character, or, where the paper has nothing there (it ended early, or only the machine's
 * end sign or a refusal stands there), the statement the machine last halted after.
 *
 * @param printed   true: {@code step} printed the character; false: the machine halted after it
 * @param step      the step as the trace shows it, or null when no statement ran at all
 * @param condition the last «ЕСЛИ» before it, or null
 * @param before    the trace lines of the steps just before it, oldest first
 */
public record Explanation(boolean printed, Step step, Step condition, List<String> before) {
    /** A step: its number, its statement where typed ("12:5  text"), its trace line, what it read. */
    public record Step(long number, String statement, String line, List<String> reads) {
    }
}
