package su.mir2.tests.fuzz;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * One fuzzed input of {@code mir2 replay}: a protocol and, when the bytes hold a form feed, the program
 * file named before it (the part before the first form feed). Without one the protocol is replayed
 * alone, as a paper that records its own session.
 *
 * @param program the program file's text, or null when none is named
 */
record ProtocolInput(String program, String protocol) {
    /**
     * Begins an input of AlmirFuzzTest's short run that is a protocol: that run fuzzes check and run and
     * replay in one JVM. No program file begins so (the reader refuses the control character).
     */
    static final byte[] MARK = "\u0000replay\u0000".getBytes(StandardCharsets.UTF_8);

    static ProtocolInput of(byte[] bytes) {
        String text = FuzzInput.text(bytes);
        int at = text.indexOf(FuzzInput.PARTING);
        return at < 0 ? new ProtocolInput(null, text) : new ProtocolInput(text.substring(0, at), text.substring(at + 1));
    }

    /** Whether the bytes begin with {@link #MARK}. */
    static boolean isMarked(byte[] bytes) {
        return bytes.length >= MARK.length && Arrays.equals(bytes, 0, MARK.length, MARK, 0, MARK.length);
    }

    static byte[] marked(byte[] bytes) {
        byte[] out = Arrays.copyOf(MARK, MARK.length + bytes.length);
        System.arraycopy(bytes, 0, out, MARK.length, bytes.length);
        return out;
    }

    static byte[] unmarked(byte[] bytes) {
        return Arrays.copyOfRange(bytes, MARK.length, bytes.length);
    }

    /** The bytes of this input, as a seed or regression file holds them. */
    byte[] bytes() {
        return (program == null ? protocol : program + FuzzInput.PARTING + protocol).getBytes(StandardCharsets.UTF_8);
    }

    /** Both texts, for a property to tell what the output merely quotes of them. */
    String whole() {
        return program == null ? protocol : program + FuzzInput.PARTING + protocol;
    }
}
