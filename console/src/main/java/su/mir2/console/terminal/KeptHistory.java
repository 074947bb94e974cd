package su.mir2.console.terminal;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.function.Consumer;
import org.jline.reader.LineReader;
import org.jline.reader.impl.history.DefaultHistory;
import su.mir2.console.host.StateDirectory;
import su.mir2.messages.Escaping;
import su.mir2.messages.Messages;

/**
 * The console's history, kept in a file across sessions. The file is made readable by its owner
 * alone; a control character typed is kept in its U+XXXX form, never raw, so the file stays text. A
 * file that cannot be read as a history is set aside (renamed) with a word to the operator, and the
 * session begins a new one; a path that is no file (a directory) costs the session its history.
 */
final class KeptHistory extends DefaultHistory {
    private final Messages tool;
    private final Consumer<String> say;

    KeptHistory(Messages tool, Consumer<String> say) {
        this.tool = tool;
        this.say = say;
    }

    /** Attaches the history to {@code reader}, whose HISTORY_FILE names the file (or nothing). */
    void open(LineReader reader) {
        Path file = (Path) reader.getVariable(LineReader.HISTORY_FILE);
        if (file != null && !prepare(file)) {
            reader.setVariable(LineReader.HISTORY_FILE, null);
        }
        try {
            attach(reader);
        } catch (RuntimeException unreadable) {
            setAside(reader, file);
        }
    }

    /** A new file made for the owner alone; false (after a word) when the path cannot hold a history. */
    private boolean prepare(Path file) {
        try {
            if (Files.exists(file) && !Files.isRegularFile(file)) {
                say.accept(tool.get("console.history.unusable", file));
                return false;
            }
            if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
                Path parent = file.toAbsolutePath().getParent();
                if (parent != null) {
                    StateDirectory.create(parent);
                }
                Files.createFile(file, StateDirectory.ownerFile());
            }
            return true;
        } catch (FileAlreadyExistsException raced) {
            return true;
        } catch (IOException | UnsupportedOperationException e) {
            say.accept(tool.get("console.history.unusable", file));
            return false;
        }
    }

    private void setAside(LineReader reader, Path file) {
        try {
            Path aside = asideName(file);
            Files.move(file, aside, StandardCopyOption.ATOMIC_MOVE);
            say.accept(tool.get("console.history.setaside", file, aside));
            prepare(file);
            load();
        } catch (IOException | RuntimeException e) {
            say.accept(tool.get("console.history.unusable", file));
            reader.setVariable(LineReader.HISTORY_FILE, null);
            forget();
        }
    }

    /** The entries in memory go; without a file, purging deletes nothing. */
    private void forget() {
        try {
            super.purge();
        } catch (IOException | RuntimeException e) {
            // without a file there is nothing to purge but the entries in memory
        }
    }

    /** FILE.unreadable, or FILE.unreadable-2, … — a name not taken. */
    private static Path asideName(Path file) {
        Path aside = file.resolveSibling(file.getFileName() + ".unreadable");
        for (int n = 2; Files.exists(aside, LinkOption.NOFOLLOW_LINKS); n++) {
            aside = file.resolveSibling(file.getFileName() + ".unreadable-" + n);
        }
        return aside;
    }

    @Override
    public void add(Instant time, String line) {
        // a history is shown again at the prompt: nothing in it may drive the terminal
        super.add(time, Escaping.escapeKeepingLayout(line));
    }
}
