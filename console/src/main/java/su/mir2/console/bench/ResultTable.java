package su.mir2.console.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import su.mir2.messages.Messages;

/**
 * The result table of mir2 bench, in two parts: the times and their ratios, a row as each workload is
 * measured, then the steps and their rate. As one table its rows ran past 100 columns (a report is
 * read in files and pipes); each part keeps within them in either language, however long a figure.
 */
public final class ResultTable {
    /**
     * Columns at least so wide (or as their heading): times of up to six digits of ms and a billion
     * steps keep their column.
     */
    private final int[] timeWidths = {11, 28, 25, 6, 6};
    private final int[] stepWidths = {11, 13, 8};
    private final String[] timeHeading;
    private final String[] stepHeading;
    private final List<String[]> steps = new ArrayList<>();

    public ResultTable(Messages tool) {
        timeHeading = new String[] {tool.get("bench.col.workload"), tool.get("bench.col.emulator"),
            tool.get("bench.col.baseline"), tool.get("bench.col.ratio"), tool.get("bench.col.paired")};
        stepHeading = new String[] {tool.get("bench.col.workload"), tool.get("bench.col.steps"),
            tool.get("bench.col.rate")};
        fit(timeWidths, timeHeading);
        fit(stepWidths, stepHeading);
    }

    /** Each column at least as wide as its heading. */
    private static void fit(int[] widths, String[] heading) {
        for (int k = 0; k < widths.length; k++) {
            widths[k] = Math.max(widths[k], heading[k].length());
        }
    }

    /** The heading of the times. */
    public String timesHeading() {
        return row(timeWidths, 3, timeHeading);
    }

    /** A workload's row of the times; its steps are kept for {@link #steps}. */
    public String times(String name, Harness.Measurement m) {
        steps.add(new String[] {name, grouped(m.steps()), String.format(Locale.ROOT, "%.1f", m.stepsPerSecond() / 1e6)});
        return row(timeWidths, 3, name, range(m.emulatorNanos()), range(m.baselineNanos()),
                String.format(Locale.ROOT, "%.1f", m.ratio()), String.format(Locale.ROOT, "%.1f", m.pairedRatio()));
    }

    /** The steps: a heading and a row for each workload measured. */
    public List<String> steps() {
        List<String> lines = new ArrayList<>();
        lines.add(row(stepWidths, 1, stepHeading));
        for (String[] cells : steps) {
            lines.add(row(stepWidths, 1, cells));
        }
        return lines;
    }

    /** Median (min–max) in ms. */
    private static String range(long[] nanos) {
        return millis(Harness.median(nanos)) + " (" + millis(Harness.min(nanos)) + "–" + millis(Harness.max(nanos)) + ")";
    }

    /** A line of a table: the first {@code left} columns (names and times) to the left, figures to the right. */
    private static String row(int[] widths, int left, String... cells) {
        StringBuilder b = new StringBuilder();
        for (int k = 0; k < cells.length; k++) {
            String pad = " ".repeat(Math.max(0, widths[k] - cells[k].length()));
            if (k > 0) {
                b.append("  ");
            }
            b.append(k < left ? cells[k] + pad : pad + cells[k]);
        }
        return b.toString().stripTrailing();
    }

    /** Nanoseconds in ms, to a tenth. */
    public static String millis(long nanos) {
        return String.format(Locale.ROOT, "%.1f", nanos / 1e6);
    }

    private static String grouped(long n) {
        return String.format(Locale.ROOT, "%,d", n).replace(',', ' ');
    }
}
