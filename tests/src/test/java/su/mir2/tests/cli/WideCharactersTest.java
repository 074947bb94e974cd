package su.mir2.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.tests.cli.Mir2Process.Outcome;

/**
 * A message about a line with an emoji (two UTF-16 units, two terminal columns) or CJK characters (one
 * unit, two columns) before the fault: its column counts characters, and its caret stands under the
 * faulty character at a terminal, for a program file and for a directive typed at the console.
 */
class WideCharactersTest {
    private static final String MISSING = ": ERROR: missing ';' between statements"
            + " (needed except before a service word or after ')')\n";

    @TempDir
    Path dir;

    /** Run in the directory of the programs, named as there, so that a message's width is known. */
    private Outcome mir2(String input, String... args) throws IOException, InterruptedException {
        return new Mir2Process(dir).inDirectory().run(input, args);
    }

    private Path program(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
    }

    /**
     * {@code command} on a program whose second line, {@code line}, misses a «;»: refused (65) with
     * nothing on the paper, at 2:{@code column}, the line quoted as {@code quoted} and the caret after
     * {@code caret} terminal columns of it.
     */
    private void assertRefused(String command, String line, int column, String quoted, int caret)
            throws Exception {
        program("p.alm", "«РАЗР»2;\n" + line + "\n");
        String message = "p.alm:2:" + column + MISSING + "    " + quoted + "\n" + " ".repeat(4 + caret) + "^\n";
        assertEquals(new Outcome(65, "", message), mir2("", command, "p.alm", "--lang", "en"));
    }

    @Test
    void anEmojiInATextIsOneColumnBeforeTheFaultAndTwoBeforeTheCaret() throws Exception {
        // «ВЫВОД» 1-7, [ 8, 😀 9, ] 10, ; 11, Х 12, = 13, 1 14, blank 15, У 16; 16 terminal columns before У
        String line = "«ВЫВОД»[😀];Х=1 У=2«КОН»◊";
        assertRefused("check", line, 16, line, 16);
    }

    @Test
    void cjkCharactersAreOneColumnEachBeforeTheFaultAndTwoBeforeTheCaret() throws Exception {
        // [ 8, 中 9, 文 10, ] 11, ; 12, Х 13, = 14, 1 15, blank 16, У 17; 18 terminal columns before У
        String line = "«ВЫВОД»[中文];Х=1 У=2«КОН»◊";
        assertRefused("run", line, 17, line, 18);
    }

    @Test
    void aDirectiveWithAnEmojiAndACjkCharacterIsShownOnThePaperWithItsCaretInPlace() throws Exception {
        // «ВЫП» 1-5, «ВЫВОД» 6-12, [ 13, 😀 14, 中 15, ] 16, ; 17, А 18, = 19, 1 20, blank 21, Б 22;
        // 5 + 7 + 1 + 2 + 2 + 1 + 1 + 4 = 23 terminal columns before Б
        program("waits.alm", "«РАЗР»2;«ВВОД»34«КОН»◊");
        String directive = "«ВЫП»«ВЫВОД»[😀中];А=1 Б=2«КОН»◊";
        Outcome o = mir2(directive + "\n", "run", "waits.alm", "--lang", "en");
        assertEquals(0, o.status(), o.err());
        assertEquals("◊\n" + directive + "\n"
                // 104 columns: the message goes on under itself from its last blank within 100
                + "directive:1:22: ERROR: missing ';' between statements (needed except before a service word or after\n"
                + "  ')')\n"
                + "    " + directive + "\n"
                + " ".repeat(4 + 23) + "^\n"
                + "◊\n", o.out());
        assertEquals("", o.err());
    }

    @Test
    void aLongLineOfCjkCharactersIsClippedByTheColumnsItTakes() throws Exception {
        // «ВЫВОД» 1-7, [ 8, 中 9-68, ] 69, ; 70, Х 71, = 72, 1 73, blank 74, У 75. In terminal columns the
        // line takes 143 and У stands after 134 of them. A window of 72 would begin after 143 - 72 = 71,
        // inside a 中: it begins at the next one, the 33rd, after 8 + 64 = 72 columns, and shows the 71
        // left; У is 134 - 72 = 62 columns into them, after the …
        assertRefused("check", "«ВЫВОД»[" + "中".repeat(60) + "];Х=1 У=2«КОН»◊", 75,
                "…" + "中".repeat(28) + "];Х=1 У=2«КОН»◊", 1 + 62);
    }
}
