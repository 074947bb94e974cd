package su.mir2.tests.fuzz;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * One fuzzed input as the tool meets it: a program file, then what the operator types on standard
 * input. In the bytes they are parted by the first form feed; without one, all is program.
 */
record FuzzInput(String program, String typing) {
    static final char PARTING = '\f';

    /**
     * The input the bytes stand for. Bytes that are not UTF-8 become U+FFFD: the tool refuses such a
     * file before reading it (exit status 66), so taking them as text gets a fuzzed input further.
     */
    static FuzzInput of(byte[] bytes) {
        String text = text(bytes);
        int at = text.indexOf(PARTING);
        return at < 0 ? new FuzzInput(text, "") : new FuzzInput(text.substring(0, at), text.substring(at + 1));
    }

    /** The bytes as text, those that are not UTF-8 as U+FFFD. */
    static String text(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                    .onUnmappableCharacter(CodingErrorAction.REPLACE).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The bytes of this input, as a corpus or regression file holds them. */
    byte[] bytes() {
        return (typing.isEmpty() ? program : program + PARTING + typing).getBytes(StandardCharsets.UTF_8);
    }
}
