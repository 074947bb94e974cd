package su.mir2.console.terminal;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Keys for a virtual terminal, typed by the test while the console reads them: an input stream that
 * blocks until the next key is typed, and ends when the keyboard is closed. (A pipe would break when
 * the thread that wrote to it ends.)
 */
final class KeyboardStream extends InputStream {
    private static final int END = -1;
    private static final int GONE = -2;
    private final LinkedBlockingQueue<Integer> bytes = new LinkedBlockingQueue<>();

    void type(String keys) {
        for (byte b : keys.getBytes(StandardCharsets.UTF_8)) {
            bytes.add(b & 0xFF);
        }
    }

    void end() {
        bytes.add(END);
    }

    /** The terminal goes away, as when its window is closed: every read from then on fails. */
    void lose() {
        bytes.add(GONE);
    }

    @Override
    public int read() throws java.io.IOException {
        try {
            int b = bytes.take();
            if (b == END || b == GONE) {
                bytes.add(b);
            }
            if (b == GONE) {
                throw new java.io.IOException("Input/output error");
            }
            return b;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return END;
        }
    }

    @Override
    public int available() {
        Integer next = bytes.peek();
        return next == null || next < 0 ? 0 : 1;
    }
}
