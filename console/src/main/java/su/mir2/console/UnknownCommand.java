package su.mir2.console;

import java.util.List;
import java.util.Locale;
import su.mir2.messages.Messages;

/**
 * A first word that names no command and no file there is (`mir2 chek x.alm`, `mir2 frobnicate`).
 * Taken for the console's FILE it was told as a missing file, or the real file after it as one
 * argument too many; it is told as what it most likely is, a mistyped command, with the command it
 * is nearest to when one is near.
 */
final class UnknownCommand extends Exception {
    private static final long serialVersionUID = 1L;

    private final String word;
    private final transient List<String> commands;

    UnknownCommand(String word, List<String> commands) {
        super(word, null, false, false);
        this.word = word;
        this.commands = List.copyOf(commands);
    }

    /** The refusal in the frame of every command line not understood, and the commands there are. */
    String message(Messages tool) {
        String nearest = nearest();
        String problem = nearest != null ? tool.get("usage.command.near", word, nearest)
                : tool.get("usage.command.none", word);
        return tool.get("usage.error", problem, "mir2") + "\n" + tool.get("usage.commands", String.join(", ", commands));
    }

    /**
     * The command one slip away (a letter wrong, missing, extra or two swapped; two slips in a longer
     * name), ignoring case; null when none is that near. The first in the list wins a tie.
     */
    String nearest() {
        String typed = word.toLowerCase(Locale.ROOT);
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String command : commands) {
            int d = distance(typed, command);
            if (d <= (command.length() >= 5 ? 2 : 1) && d < bestDistance) {
                best = command;
                bestDistance = d;
            }
        }
        return best;
    }

    /** Edits (insertion, deletion, substitution, transposition of neighbours) from one word to the other. */
    private static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
