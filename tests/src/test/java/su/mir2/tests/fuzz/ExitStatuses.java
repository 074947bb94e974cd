package su.mir2.tests.fuzz;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/** How many inputs ended with which exit statuses of check and run, as a Markdown table. */
final class ExitStatuses {
    private final Map<String, Long> counts = new TreeMap<>();
    private long inputs;

    synchronized void count(ToolRun.Outcome o) {
        inputs++;
        counts.merge(ExitProperty.name(o.check()) + " | " + ExitProperty.name(o.run()), 1L, Long::sum);
    }

    synchronized long inputs() {
        return inputs;
    }

    synchronized String table() {
        StringBuilder b = new StringBuilder("| check | run | inputs |\n|---|---|---|\n");
        counts.forEach((statuses, n) -> b.append("| ").append(statuses).append(" | ").append(n).append(" |\n"));
        b.append("| all | | ").append(inputs).append(" |\n");
        return b.toString();
    }

    /** Writes the table to the file (the fuzz run's result to read or copy), and returns it. */
    synchronized String write(Path file) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, table(), StandardCharsets.UTF_8);
        return table();
    }
}
