package su.mir2.console;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import su.mir2.messages.Messages;

/** Reading program files, with the tool's message when that fails. */
final class ProgramFiles {
    private ProgramFiles() {
    }

    /** The file's text, or null after telling the user why it could not be read. */
    static String read(Path file, Messages tool) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (java.nio.charset.MalformedInputException e) {
            Tool.ERR.println(tool.get("file.encoding", file));
        } catch (java.nio.file.NoSuchFileException e) {
            Tool.ERR.println(tool.get("file.missing", file));
        } catch (java.nio.file.AccessDeniedException e) {
            Tool.ERR.println(tool.get("file.denied", file));
        } catch (IOException e) {
            Tool.ERR.println(tool.get("file.unreadable", file, e.getClass().getSimpleName()));
        }
        return null;
    }
}
