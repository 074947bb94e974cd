package su.mir2.tests.fuzz;

import java.nio.charset.StandardCharsets;

/**
 * One fuzzed input of {@code mir2 replay}: a protocol and, when the bytes hold a form feed, the program
 * file named before it (the part before the first form feed). Without one the protocol is replayed
 * alone, as a paper that records its own session.
 *
 * @param program the program file's text, or null when none is named
 */
record ProtocolInput(String program, String protocol) {
    static ProtocolInput of(byte[] bytes) {
        String text = FuzzInput.text(bytes);
        int at = text.indexOf(FuzzInput.PARTING);
        return at < 0 ? new ProtocolInput(null, text) : new ProtocolInput(text.substring(0, at), text.substring(at + 1));
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
