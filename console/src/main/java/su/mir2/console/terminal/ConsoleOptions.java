package su.mir2.console.terminal;

import java.nio.file.Path;

/**
 * How the console is set up, beyond the machine itself.
 *
 * @param speed   full or authentic
 * @param display every «ВЫВОД» on the screen (the book's evolution program «на экране»)
 * @param paper   a file for the session's protocol, or null
 * @param history the history file, or null to keep none
 */
public record ConsoleOptions(Speed speed, boolean display, Path paper, Path history) {
    public static ConsoleOptions defaults() {
        return new ConsoleOptions(Speed.FULL, false, null, null);
    }
}
