package su.mir2.tests.fuzz;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/** How many inputs ended with which exit statuses of the commands, as a Markdown table. */
final class ExitStatuses {
    private final Map<String, Long> counts = new TreeMap<>();
    /** The commands, one column each. */
    private final String[] commands;
    private long inputs;

    ExitStatuses(String... commands) {
        this.commands = commands;
    }

    synchronized void count(ToolRun.Outcome o) {
        count(o.check(), o.run());
    }

    synchronized void count(int... statuses) {
        String[] names = new String[statuses.length];
        for (int i = 0; i < statuses.length; i++) {
            names[i] = ExitProperty.name(statuses[i]);
        }
        count(names);
    }

    /** One input's row: a command's status (or what else a column tells) each. */
    synchronized void count(String... cells) {
        inputs++;
        counts.merge(String.join(" | ", cells), 1L, Long::sum);
    }

    synchronized long inputs() {
        return inputs;
    }

    synchronized String table() {
        StringBuilder b = new StringBuilder("| ").append(String.join(" | ", commands)).append(" | inputs |\n|")
                .append("---|".repeat(commands.length + 1)).append('\n');
        counts.forEach((statuses, n) -> b.append("| ").append(statuses).append(" | ").append(n).append(" |\n"));
        b.append("| all |").append(" |".repeat(commands.length - 1)).append(' ').append(inputs).append(" |\n");
        return b.toString();
    }

    /** Writes the table to the file (the fuzz run's result to read or copy), and returns it. */
    synchronized String write(Path file) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, table(), StandardCharsets.UTF_8);
        return table();
    }
}
