package su.mir2.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import su.mir2.console.host.OutputFailure;
import su.mir2.console.host.BufferedPaper;

class BufferedPaperTest {
    /** A file that counts the writes it is given, as the system calls they would be. */
    private static final class CountingFile extends OutputStream {
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int writes;

        @Override
        public void write(int b) {
            writes++;
            bytes.write(b);
        }

        @Override
        public void write(byte[] b, int off, int len) {
            writes++;
            bytes.write(b, off, len);
        }
    }

    @Test
    void aThousandPrintsReachTheFileInOneWriteAtTheFlush() {
        CountingFile file = new CountingFile();
        PrintStream paper = BufferedPaper.on(file, null);
        for (int i = 0; i < 1000; i++) {
            paper.print("Ж");
        }
        assertEquals(0, file.writes);
        paper.flush();
        assertEquals(1, file.writes);
        assertEquals("Ж".repeat(1000), file.bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aFailedWriteStillReachesTheCommandAtTheFlush() {
        OutputStream full = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("No space left on device");
            }
        };
        PrintStream paper = BufferedPaper.on(full, null);
        paper.print("СТРОКА");
        OutputFailure failure = assertThrows(OutputFailure.class, paper::flush);
        assertEquals("No space left on device", failure.getMessage());
    }
}
