package su.mir2.console.protocol;

import java.util.ArrayList;
import java.util.List;

/**
 * A protocol: the paper of a session, the machine's lines and the operator's. The text format, which
 * {@code replay} reads and {@code --paper} writes:
 * <ul>
 * <li>{@code # …} a comment (provenance, notes); {@code #! mode: result} marks a protocol of which the
 * book printed only the result, so end signs are not compared;</li>
 * <li>{@code > …} a line the operator typed, as typed;</li>
 * <li>any other line: a line the machine printed; one that would begin with {@code >}, {@code #} or
 * {@code \} is written with a leading {@code \}.</li>
 * </ul>
 */
public record Protocol(List<Line> lines, boolean resultOnly) {
    public static final String OPERATOR_PREFIX = "> ";

    public record Line(boolean operator, String text) {
    }

    public static Protocol parse(String text) {
        List<Line> lines = new ArrayList<>();
        boolean result = false;
        String[] all = text.split("\r?\n", -1);
        int count = all.length;
        if (count > 0 && all[count - 1].isEmpty()) {
            count--;
        }
        for (int i = 0; i < count; i++) {
            String line = all[i];
            if (line.startsWith("#!")) {
                String setting = line.substring(2).strip().replaceAll("\\s+", " ");
                if (setting.equals("mode: result")) {
                    result = true;
                }
            } else if (line.startsWith("#")) {
                continue;
            } else if (line.startsWith(">")) {
                lines.add(new Line(true, line.startsWith(OPERATOR_PREFIX) ? line.substring(2) : line.substring(1)));
            } else if (line.startsWith("\\")) {
                lines.add(new Line(false, line.substring(1)));
            } else {
                lines.add(new Line(false, line));
            }
        }
        return new Protocol(List.copyOf(lines), result);
    }

    /** The operator's lines, in order. */
    public List<String> operatorLines() {
        return lines.stream().filter(Line::operator).map(Line::text).toList();
    }

    /** A machine line as the format writes it. */
    public static String escape(String machineLine) {
        if (machineLine.startsWith(">") || machineLine.startsWith("#") || machineLine.startsWith("\\")) {
            return "\\" + machineLine;
        }
        return machineLine;
    }
}
