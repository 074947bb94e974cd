package su.mir2.console.host;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import su.mir2.messages.Messages;

/**
 * The files an option writes (--paper, --trace): opened before the run, so that a file that cannot be
 * written is a mistake of the command line (status 64), said in a sentence.
 */
public final class OutputFiles {
    private OutputFiles() {
    }

    /**
     * {@code file} emptied (or made) and opened in UTF-8; a write that fails later is an
     * {@link OutputFailure} (74). Null when it cannot be opened, after {@code say} heard why: the
     * message {@code key} of the file and the reason.
     */
    public static Writer open(Path file, String key, Messages tool, Consumer<String> say) {
        try {
            // the check sits below the buffer: a full disk is reported, whenever the buffer is written
            return new BufferedWriter(new OutputStreamWriter(new WatchedOutput(Files.newOutputStream(file), file),
                    StandardCharsets.UTF_8));
        } catch (IOException e) {
            say.accept(tool.get(key, file, IoReason.of(e, tool)));
            return null;
        }
    }
}
