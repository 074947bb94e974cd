package su.mir2.console.host;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class Utf8PrinterTest {
    /** One, two and three bytes a character, the MIR's signs, a pair and lone surrogates, a long text. */
    private static final String[] TEXTS = {
        "", "*", " ", "\n", "ЭВОЛЮЦИЯ", "«ВЫВОД»[Т=6]", "◊ ≤ ≥ ≠ × ↑ √ ε ₣ Σ Π ∧ ∨ ¬ ⊃ ⏨ ½", "é ß ©", "\u007f\u0080\u07ff\u0800\uffff",
        "ход 😀 конец", "\ud83d", "а\udc00б", "x\ud83d", "Ж".repeat(300), "a".repeat(256) + "😀", "b".repeat(255) + "😀",
    };

    @Test
    void theBytesAreThoseTheStreamsEncoderWrites() {
        for (String text : TEXTS) {
            assertArrayEquals(printed(text), written(text), text);
        }
    }

    @Test
    void textsPrintedToTheStreamInBetweenKeepTheirPlace() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, false, StandardCharsets.UTF_8);
        Utf8Printer printer = new Utf8Printer(out);
        StringBuilder expected = new StringBuilder();
        for (String text : TEXTS) {
            printer.print(text);
            out.print("|" + text.length() + "|");
            printer.print("«ВЫП»Т=5;«КОН»◊\n");
            expected.append(text).append('|').append(text.length()).append("|«ВЫП»Т=5;«КОН»◊\n");
        }
        out.flush();
        assertEquals(new String(printed(expected.toString()), StandardCharsets.UTF_8), bytes.toString(StandardCharsets.UTF_8));
    }

    private static byte[] written(String text) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, false, StandardCharsets.UTF_8);
        new Utf8Printer(out).print(text);
        out.flush();
        return bytes.toByteArray();
    }

    private static byte[] printed(String text) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, false, StandardCharsets.UTF_8);
        out.print(text);
        out.flush();
        return bytes.toByteArray();
    }
}
