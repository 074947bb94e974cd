package su.mir2.console.host;

import java.io.PrintStream;

/**
 * Prints short texts to a stream in UTF-8 as bytes. The typewriter prints a character or a number at
 * a time, millions of times in a long run, and PrintStream's print puts each through its encoder,
 * which wraps it in a buffer of its own: some 100 ns and 50 bytes of garbage a call. Encoded here,
 * a text reaches the stream as bytes; a PrintStream keeps no characters between calls, so bytes and
 * printed text reach the file in the order they were given, and nothing waits outside the stream's
 * buffer. A surrogate pair (no MIR sign is one) and a long text are left to the stream's encoder.
 */
public final class Utf8Printer {
    /** The longest text encoded here; a longer one (a directive's echo, a message) is printed. */
    private static final int LONGEST = 256;

    private final PrintStream out;
    private final byte[] bytes = new byte[3 * LONGEST];
    /**
     * Whether the last text ended with a high surrogate, which the stream's encoder keeps until the
     * next character tells whether it begins a pair: the next text goes to the encoder too, so that
     * the pair is joined, or the lone half replaced, before it.
     */
    private boolean surrogateWaits;

    /** A printer on {@code out}, which must write UTF-8. */
    public Utf8Printer(PrintStream out) {
        this.out = out;
    }

    public void print(String text) {
        int length = text.length();
        if (length == 0) {
            return;
        }
        synchronized (out) {
            if (length > LONGEST || surrogateWaits) {
                printed(text);
                return;
            }
            int n = 0;
            for (int i = 0; i < length; i++) {
                char c = text.charAt(i);
                if (c < 0x80) {
                    bytes[n++] = (byte) c;
                } else if (c < 0x800) {
                    bytes[n++] = (byte) (0xC0 | c >> 6);
                    bytes[n++] = (byte) (0x80 | c & 0x3F);
                } else if (Character.isSurrogate(c)) {
                    out.write(bytes, 0, n);
                    printed(text.substring(i));
                    return;
                } else {
                    bytes[n++] = (byte) (0xE0 | c >> 12);
                    bytes[n++] = (byte) (0x80 | c >> 6 & 0x3F);
                    bytes[n++] = (byte) (0x80 | c & 0x3F);
                }
            }
            out.write(bytes, 0, n);
        }
    }

    private void printed(String text) {
        out.print(text);
        surrogateWaits = Character.isHighSurrogate(text.charAt(text.length() - 1));
    }
}
