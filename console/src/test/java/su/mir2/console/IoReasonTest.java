package su.mir2.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import org.junit.jupiter.api.Test;
import su.mir2.messages.Messages;
import su.mir2.console.host.IoReason;
import su.mir2.console.host.Tool;

class IoReasonTest {
    private static final Messages EN = Messages.of(Tool.BUNDLE, Messages.ENGLISH);
    private static final Messages RU = Messages.of(Tool.BUNDLE, Messages.RUSSIAN);

    @Test
    void theCommonCausesAreNamedInTheUsersLanguage() {
        assertEquals("no such file or directory", IoReason.of(new NoSuchFileException("/a"), EN));
        assertEquals("нет доступа", IoReason.of(new AccessDeniedException("/a"), RU));
        assertEquals("no file can have that name", IoReason.of(new InvalidPathException("a\0", "nul"), EN));
        assertEquals("not UTF-8", IoReason.of(new MalformedInputException(1), EN));
        assertEquals("файловая система только для чтения",
                IoReason.of(new FileSystemException("/a", null, "Read-only file system"), RU));
        assertEquals("на диске нет места", IoReason.of(new IOException("No space left on device"), RU));
    }

    @Test
    void anyOtherCauseIsAnInputOutputErrorNeverTheSystemsText() {
        assertEquals("an input/output error", IoReason.of(new IOException("Stale file handle"), EN));
        assertEquals("ошибка ввода-вывода", IoReason.of(new IOException((String) null), RU));
    }
}
