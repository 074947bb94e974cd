package su.mir2.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A replay quotes a long line in a window around where it first differs, with … where cut: 72
 * characters in the difference, 24 in the sentence on the first difference, so no line of the report
 * is much longer than 100 characters, however long the protocol's.
 */
class ReplayLongLinesTest {
    private static final String HEAD = "(не различаются: пробелы подряд, пробел перед ◊, пустые строки, латинские и русские"
            + " буквы-двойники)\n«-» есть только в протоколе, «+» только на бумаге машины, «>» строка оператора\n";

    @TempDir
    Path dir;

    private ToolProcess.Outcome replay(String program, String protocol) throws Exception {
        Files.writeString(dir.resolve("p.alm"), program, StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("p.txt"), protocol, StandardCharsets.UTF_8);
        return new ToolProcess(dir).run("replay", "p.alm", "p.txt");
    }

    /** The paper has nothing where the protocol has a line of 5000 letters: its beginning is shown. */
    @Test
    void aLongLineThePaperLacksIsShownFromItsBeginning() throws Exception {
        ToolProcess.Outcome o = replay("«РАЗР»3;X=5;«ВЫВОД»X;«ВВОД»34«ГДЕ»M[3]=1,2,3«КОН»◊\n", "Х=5 ◊\n" + "A".repeat(5000) + "\n");
        assertEquals(new ToolProcess.Outcome(1, HEAD
                + "    Х=5 ◊\n"
                + "-   " + "A".repeat(72) + "…\n"
                + "первое расхождение: в протоколе «" + "A".repeat(24) + "…», на бумаге «—»\n"
                + "здесь машина остановилась, после шага 3, 1:22  «ВВОД»34\n"
                + "РАСХОЖДЕНИЕ: p.alm не воспроизводит протокол p.txt\n", ""), o);
    }

    /** Two lines of 200 letters that differ at the 101st: each is shown around it. */
    @Test
    void twoLongLinesAreShownAroundWhereTheyDiffer() throws Exception {
        String b = "Б";
        ToolProcess.Outcome o = replay("«РАЗР»2;«ВЫВОД»[" + b.repeat(100) + "Я" + b.repeat(99) + "]«КОН»◊\n",
                b.repeat(100) + "Ю" + b.repeat(99) + " ◊\n");
        assertEquals(new ToolProcess.Outcome(1, HEAD
                + "+   …" + b.repeat(36) + "Я" + b.repeat(35) + "…\n"
                + "-   …" + b.repeat(36) + "Ю" + b.repeat(35) + "…\n"
                + "первое расхождение: в протоколе «…" + b.repeat(12) + "Ю" + b.repeat(11) + "…», на бумаге «…"
                + b.repeat(12) + "Я" + b.repeat(11) + "…»\n"
                + "напечатал шаг 1, 1:9  «ВЫВОД»[" + b.repeat(51) + "…\n"
                + "РАСХОЖДЕНИЕ: p.alm не воспроизводит протокол p.txt\n", ""), o);
    }

    /** A long directive before the difference is quoted from its beginning, as in the difference. */
    @Test
    void aLongOperatorsLineBeforeTheDifferenceIsShownFromItsBeginning() throws Exception {
        String directive = "«ВЫП»" + "X=1;".repeat(50) + "«ВЫВОД»X«КОН»◊";
        ToolProcess.Outcome o = replay("«РАЗР»2;«ВВОД»1;«ВЫВОД»X«КОН»◊\n", "◊\n> " + directive + "\nХ=2 ◊\n");
        String shown = directive.substring(0, 72) + "…";
        assertEquals(new ToolProcess.Outcome(1, HEAD
                + "    ◊\n"
                + "  > " + shown + "\n"
                + "+   Х=1 ◊\n"
                + "-   Х=2 ◊\n"
                + "первое расхождение: в протоколе «Х=2 ◊», на бумаге «Х=1 ◊»\n"
                + "после строки оператора «> " + shown + "»\n"
                + "напечатал шаг 52, 1:206  «ВЫВОД»Х\n"
                + "  прочитал Х=1\n"
                + "РАСХОЖДЕНИЕ: p.alm не воспроизводит протокол p.txt\n", ""), o);
    }

    /** A protocol of the result only whose many words the paper lacks: they are cut to keep the sentence to 100. */
    @Test
    void manyMissingWordsOfAResultAreCut() throws Exception {
        ToolProcess.Outcome o = replay("«РАЗР»3;X=5;«ВЫВОД»X«КОН»◊\n", "#! mode: result\n" + "СЛОВО ".repeat(40) + "\n");
        assertEquals(new ToolProcess.Outcome(1, "(не различаются: пробелы подряд, пробел перед ◊, пустые строки, латинские и"
                + " русские буквы-двойники)\n"
                + "в напечатанном машиной нет: " + "СЛОВО ".repeat(8) + "СЛО…; машина напечатала:\n"
                + "    Х=5 ◊\n"
                + "РАСХОЖДЕНИЕ: p.alm не воспроизводит протокол p.txt\n", ""), o);
    }

    /** The statement the machine halted after is cut to what the longer sentence leaves of 100 characters. */
    @Test
    void aLongStatementTheMachineHaltedAfterIsCutToTheSentence() throws Exception {
        String sum = "1+".repeat(40);
        String stop = "ОСТАНОВ ПО ОШИБКЕ: деление на нуль\nВ ОПЕРАТОРЕ 1:9: Х=" + "1+".repeat(27) + "1... ◊\n";
        ToolProcess.Outcome o = replay("«РАЗР»2;X=" + sum + "1/0«КОН»◊\n", stop + "ЕЩЁ\n");
        assertEquals(new ToolProcess.Outcome(1, HEAD
                + "    ОСТАНОВ ПО ОШИБКЕ: деление на нуль\n"
                + "    В ОПЕРАТОРЕ 1:9: Х=" + "1+".repeat(26) + "1…\n"
                + "-   ЕЩЁ\n"
                + "первое расхождение: в протоколе «ЕЩЁ», на бумаге «—»\n"
                + "здесь машина остановилась, после шага 1, 1:9  Х=" + "1+".repeat(25) + "1…\n"
                + "РАСХОЖДЕНИЕ: p.alm не воспроизводит протокол p.txt\n", ""), o);
    }
}
