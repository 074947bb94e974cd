package su.mir2.console.terminal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * How to play a game, for a newcomer at the machine: a text beside the program's file
 * ({@code card.ru.txt}, {@code card.en.txt} in the game's folder), shown off the paper when the
 * program is read in from that file and again with F1.
 */
final class GameCard {
    private GameCard() {
    }

    /** The card in the console's language beside {@code programFile}, or null when it has none. */
    static String beside(String programFile, Locale locale) {
        if (programFile == null) {
            return null;
        }
        try {
            Path folder = Path.of(programFile).toAbsolutePath().getParent();
            if (folder == null) {
                return null;
            }
            Path card = folder.resolve("card." + locale.getLanguage() + ".txt");
            if (!Files.isRegularFile(card)) {
                return null;
            }
            return Files.readString(card, StandardCharsets.UTF_8).stripTrailing();
        } catch (InvalidPathException | IOException | SecurityException e) {
            // a card that cannot be read is no reason to refuse the game: it is played without one
            return null;
        }
    }
}
