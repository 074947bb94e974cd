package su.mir2.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.messages.Messages;
import su.mir2.console.host.ExitCode;
import su.mir2.console.host.ProgramFiles;
import su.mir2.console.host.Tool;

/** Program and protocol files: bounded in size, refused when they are no file, with the status to exit with. */
class ProgramFilesTest {
    private static final Messages TOOL = Messages.of(Tool.BUNDLE, Messages.ENGLISH);

    @TempDir
    Path dir;

    @Test
    void aFileLargerThanTheBoundIsRefusedAsAnInvalidProgram() throws Exception {
        Path big = dir.resolve("big.alm");
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(ProgramFiles.LIMIT + 1L);
        }
        List<String> notes = new ArrayList<>();
        ProgramFiles.Reading r = ProgramFiles.read(big, TOOL, notes::add);
        assertEquals(ExitCode.BAD_PROGRAM, r.status());
        assertEquals("the file " + big + " is larger than 64 MiB", r.message(TOOL));
        assertEquals(List.of(), notes);
    }

    @Test
    void aFileOfTheBoundIsRead() throws Exception {
        Path full = dir.resolve("full.alm");
        try (RandomAccessFile f = new RandomAccessFile(full.toFile(), "rw")) {
            f.setLength(ProgramFiles.LIMIT);
        }
        assertEquals(ProgramFiles.LIMIT, ProgramFiles.read(full, TOOL, note -> { }).text().length());
    }

    @Test
    void aByteThatIsNotUtf8IsPlacedAtItsColumnCountingAnEmojiAsOneCharacter() throws Exception {
        // Х 1 (two bytes), 😀 2 (four bytes, two UTF-16 units), the byte FF 3
        byte[] typed = "Х😀".getBytes(StandardCharsets.UTF_8);
        byte[] bytes = Arrays.copyOf(typed, typed.length + 1);
        bytes[typed.length] = (byte) 0xFF;
        Path file = Files.write(dir.resolve("emoji.alm"), bytes);
        ProgramFiles.Reading r = ProgramFiles.read(file, TOOL, note -> { });
        assertEquals(ExitCode.BAD_PROGRAM, r.status());
        assertEquals("the file " + file + " is not UTF-8: line 1, column 3, byte FF", r.message(TOOL));
    }

    @Test
    void aDeviceIsRefusedBeforeItIsRead() {
        ProgramFiles.Reading r = ProgramFiles.read(Path.of("/dev/urandom"), TOOL, note -> { });
        assertEquals(ExitCode.NO_INPUT, r.status());
        assertEquals("/dev/urandom is not a file: a program or protocol is read from a file or a pipe", r.message(TOOL));
        assertEquals(true, Files.exists(Path.of("/dev/urandom")));
    }
}
