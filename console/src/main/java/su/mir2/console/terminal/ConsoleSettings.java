package su.mir2.console.terminal;

import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Option;
import su.mir2.console.host.OutputFiles.Written;

/** The console's options, shared by every command that opens it. */
public final class ConsoleSettings {
    @Option(names = "--paper", paramLabel = "FILE")
    Path paper;

    @Option(names = "--speed", paramLabel = "full|authentic")
    String speed = "full";

    @Option(names = "--display")
    boolean display;

    @Option(names = "--history", paramLabel = "FILE")
    Path history;

    @Option(names = "--no-history")
    boolean noHistory;

    /** Whether any option was given that only the console can honour. */
    public boolean asked() {
        return paper != null || display || !"full".equalsIgnoreCase(speed.strip());
    }

    /** The first option given that only the console can honour, as typed; null for none. */
    public String askedBy() {
        return paper != null ? "--paper" : display ? "--display" : asked() ? "--speed" : null;
    }

    /** The files the console writes, as named on the command line. */
    public List<Written> written() {
        return List.of(new Written("--paper", paper), new Written("--history", noHistory ? null : history));
    }

    /** The speed as typed after --speed. */
    public String speedWord() {
        return speed;
    }

    /** The speed asked for, or null when the word names none. */
    public Speed parsedSpeed() {
        return Speed.parse(speed);
    }

    public ConsoleOptions options() {
        Path historyFile = noHistory ? null : history != null ? history : defaultHistory();
        return new ConsoleOptions(parsedSpeed(), display, paper, historyFile);
    }

    /** history in the user's state directory (~/.mir2 after $HOME), or none when there is no home. */
    static Path defaultHistory() {
        Path state = su.mir2.console.host.StateDirectory.of();
        return state == null ? null : state.resolve("history");
    }
}
