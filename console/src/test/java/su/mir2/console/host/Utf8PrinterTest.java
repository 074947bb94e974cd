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
        "ход 😀 конец", "\ud83d", "\ude00", "а\udc00б", "x\ud83d", "\ude00y", "Ж".repeat(300), "a".repeat(256) + "😀", "b".repeat(255) + "😀",
    };

    @Test
    void theBytesAreThoseTheStreamsEncoderWrites() {
        for (String text : TEXTS) {
            assertArrayEquals(printed(text), written(text), text);
        }
    }

    /** A pair split between two texts (a paced console prints a character at a time) is joined. */
    @Test
    void twoTextsGiveTheBytesTheEncoderWritesForThemInTurn() {
        for (String first : TEXTS) {
            for (String second : TEXTS) {
                assertArrayEquals(printed(first, second), written(first, second), first + " | " + second);
            }
        }
        assertEquals("😀.", new String(written("\ud83d", "\ude00"), StandardCharsets.UTF_8));
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
        assertEquals(new String(printed(expected.toString()), StandardCharsets.UTF_8), bytes.toString(StandardCharsets.UTF_8) + ".");
    }

    /** The texts through a printer, then a character printed: what the encoder still held comes out. */
    private static byte[] written(String... texts) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, false, StandardCharsets.UTF_8);
        Utf8Printer printer = new Utf8Printer(out);
        for (String text : texts) {
            printer.print(text);
        }
        out.print('.');
        out.flush();
        return bytes.toByteArray();
    }

    /** The texts printed in turn, then the same character. */
    private static byte[] printed(String... texts) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, false, StandardCharsets.UTF_8);
        for (String text : texts) {
            out.print(text);
        }
        out.print('.');
        out.flush();
        return bytes.toByteArray();
    }
}
