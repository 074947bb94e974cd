package su.mir2.console.terminal;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.function.Consumer;
import org.jline.reader.LineReader;
import org.jline.reader.impl.history.DefaultHistory;
import su.mir2.console.host.IoReason;
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
    /** Entries kept, in memory and in the file. */
    static final int ENTRIES = 1000;

    private final Messages tool;
    private final Consumer<String> say;
    private Path file;
    private boolean unwritable;

    KeptHistory(Messages tool, Consumer<String> say) {
        this.tool = tool;
        this.say = say;
    }

    /** Attaches the history to {@code reader}, whose HISTORY_FILE names the file (or nothing). */
    void open(LineReader reader) {
        file = (Path) reader.getVariable(LineReader.HISTORY_FILE);
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
                say.accept(tool.get("console.history.unusable", file,
                        tool.get(Files.isDirectory(file) ? "io.directory" : "io.notfile")));
                return false;
            }
            keepLast(file);
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
            say.accept(tool.get("console.history.unusable", file, IoReason.of(e, tool)));
            return false;
        }
    }

    /**
     * Cuts a file of more than {@link #ENTRIES} lines to its last ones before JLine reads it: JLine
     * cuts it only when it saves, in time that grows with the square of its length (30 000 lines
     * held the console's exit 17 s). Read once, line by line; a file that is no text is left to
     * JLine's reading, which sets it aside.
     */
    private static void keepLast(Path file) throws IOException {
        if (!Files.isRegularFile(file) || Files.size(file) <= ENTRIES * 16L) {
            return;
        }
        ArrayDeque<String> last = new ArrayDeque<>(ENTRIES);
        long lines = 0;
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            for (String line = in.readLine(); line != null; line = in.readLine(), lines++) {
                if (last.size() == ENTRIES) {
                    last.removeFirst();
                }
                last.addLast(line);
            }
        } catch (CharacterCodingException notText) {
            return;
        }
        if (lines <= ENTRIES) {
            return;
        }
        Path cut = file.resolveSibling(file.getFileName() + ".cut");
        Files.deleteIfExists(cut);
        Files.createFile(cut, StateDirectory.ownerFile());
        Files.write(cut, last, StandardCharsets.UTF_8);
        Files.move(cut, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private void setAside(LineReader reader, Path file) {
        try {
            Path aside = asideName(file);
            Files.move(file, aside, StandardCopyOption.ATOMIC_MOVE);
            say.accept(tool.get("console.history.setaside", file, aside));
            prepare(file);
            load();
        } catch (IOException | RuntimeException e) {
            say.accept(tool.get("console.history.unusable", file, IoReason.of(e, tool)));
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

    /**
     * Saved after every entry: a failure (a full disk) is said once, and the entries stay in memory
     * for the session. JLine would only log it, and the next session would find no history.
     */
    @Override
    public void save() throws IOException {
        try {
            super.save();
        } catch (IOException e) {
            if (!unwritable) {
                unwritable = true;
                say.accept(tool.get("console.history.unwritable", file, IoReason.of(e, tool)));
            }
        }
    }

    @Override
    public void add(Instant time, String line) {
        // a history is shown again at the prompt: nothing in it may drive the terminal
        super.add(time, Escaping.escapeKeepingLayout(line));
    }
}
