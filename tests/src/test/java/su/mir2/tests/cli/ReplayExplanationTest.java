package su.mir2.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The book's printed programs with known errors (programs/book/ERRATA.md, B1, B3, B4), replayed against
 * their protocols: the explanation under the difference names the statement the ERRATA names, with the
 * values that show the error. Positions, statements and values were worked out from the programs'
 * texts; the step numbers are those of the emulator's own count.
 */
class ReplayExplanationTest {
    private static final String FOLDS_EN = "(not told apart: runs of blanks, a blank before ◊, empty lines, Latin and"
            + " Cyrillic look-alikes)\n"
            + "\"-\" only in the protocol, \"+\" only on the machine's paper, \">\" an operator's line\n";

    @TempDir
    Path dir;

    private Mir2Process.Outcome replay(String program, String... options) throws Exception {
        String folder = "../programs/book/" + program + "/";
        String[] args = new String[options.length + 3];
        args[0] = "replay";
        System.arraycopy(options, 0, args, 1, options.length);
        args[options.length + 1] = folder + "printed.alm";
        args[options.length + 2] = folder + "protocol.txt";
        return new Mir2Process(dir).run("", args);
    }

    /**
     * B1: after the machine's winning move the ТО-block of «ЕСЛИ»S=N ends without «СТОП», so «ВАШ ХОД»
     * (21:1) is printed on the line of «ВЫ ПРОИГРАЛИ»; the condition read S=N=15, the last cell.
     */
    @Test
    void gonkiNamesTheFallThroughAfterItsWinningMove() throws Exception {
        Mir2Process.Outcome o = replay("gonki", "--lang", "en", "--trace-around", "3");
        assertEquals(FOLDS_EN
                + "    ИГРА ГОНКИ ПО ВЕРТИКАЛИ\n"
                + "    ВАШ СОПЕРНИК — ЭВМ МИР\n"
                + "    ДЕЛАЮ СВОИ ХОД\n"
                + "    Т=1  Р=1\n"
                + "    ВАШ ХОД ◊\n"
                + "  > «ВЫП» T=6; P=5; «НА»L5 «КОН» ◊\n"
                + "    ДЕЛАЮ СВОИ ХОД\n"
                + "    Т=8  Р=2\n"
                + "    ВАШ ХОД ◊\n"
                + "  > «ВЫП» T=14; P=6; «НА»L5 «КОН» ◊\n"
                + "    ДЕЛАЮ СВОИ ХОД\n"
                + "    Т=15  Р=1\n"
                + "+   ВЫ ПРОИГРАЛИВАШ ХОД ◊\n"
                + "-   ВЫ ПРОИГРАЛИ ◊\n"
                + "first difference: protocol «ВЫ ПРОИГРАЛИ ◊», paper «ВЫ ПРОИГРАЛИВАШ ХОД ◊»\n"
                + "after the operator's line «> «ВЫП» T=14; P=6; «НА»L5 «КОН» ◊»\n"
                + "printed by step 3517, 21:1  «ВЫВОД»1,[ВАШ ХОД]\n"
                + "the last condition before it: step 3515, 19:24  «ЕСЛИ»S=N«ТО»\n"
                + "  it read S=15  N=15\n"
                + "the 3 steps before it, and it:\n"
                + "  3514  18:3  «ВЫВОД»01,[ДЕЛАЮ СВОИ ХОД],«СТРОКА»,Т,«ПРОБЕЛ»2,Р,«СТРОКА»"
                + "  → printed «ДЕЛАЮ СВОИ ХОД↵Т=15  Р=1↵»\n"
                + "  3515  19:24  «ЕСЛИ»S=N«ТО»  → true\n"
                + "  3516  20:9  «ВЫВОД»1,[ВЫ ПРОИГРАЛИ]  → printed «ВЫ ПРОИГРАЛИ»\n"
                + "  3517  21:1  «ВЫВОД»1,[ВАШ ХОД]  → printed «ВАШ ХОД»\n"
                + "MISMATCH: ../programs/book/gonki/printed.alm does not reproduce the protocol"
                + " ../programs/book/gonki/protocol.txt\n", o.out());
        assertEquals("", o.err());
        assertEquals(1, o.status());
    }

    /**
     * B3: the concrete program's first move is printed by «ВЫВ»01«ЗНАЧ»[ДЕЛАЮ СВОИ],… (4:19) without the
     * «СТРО» the general printing has, so it stands on the title's line. No «ЕСЛИ» ran before it; H (Н)
     * is 1 after 1.H=H+1, and N=ε(M)=1.
     */
    @Test
    void trigexNamesTheOutputWithoutItsLineFeed() throws Exception {
        Mir2Process.Outcome o = replay("trigex", "--lang", "ru");
        assertEquals("(не различаются: пробелы подряд, пробел перед ◊, пустые строки, латинские и русские"
                + " буквы-двойники)\n"
                + "«-» есть только в протоколе, «+» только на бумаге машины, «>» строка оператора\n"
                + "    ИГРА ТРИГЕКС\n"
                + "+   ВАШ СОПЕРНИК — ЭВМ МИР-2ДЕЛАЮ СВОИ  1  ХОД\n"
                + "-   ВАШ СОПЕРНИК — ЭВМ МИР-2\n"
                + "-   ДЕЛАЮ СВОИ 1 ХОД\n"
                + "    N=1\n"
                + "    ВАШ ХОД ◊\n"
                + "  > «ВЫП»L=3; «НА»2 «КОН» ◊\n"
                + "    ДЕЛАЮ СВОИ  2  ХОД\n"
                + "    N=2\n"
                + "    ВАШ ХОД ◊\n"
                + "  > «ВЫП»L=8; «НА»2 «КОН» ◊\n"
                + "    ДЕЛАЮ СВОИ  3  ХОД\n"
                + "    N=5\n"
                + "    ВАШ ХОД ◊\n"
                + "  > «ВЫП»L=9; «НА»2 «КОН» ◊\n"
                + "    ДЕЛАЮ СВОИ  4  ХОД\n"
                + "    N=7\n"
                + "    ВАШ ХОД ◊\n"
                + "  > «ВЫП»L=4; «НА»2 «КОН» ◊\n"
                + "    ДЕЛАЮ СВОИ  5  ХОД\n"
                + "    N=6\n"
                + "    ВЫ ПРОИГРАЛИ ◊\n"
                + "первое расхождение: в протоколе «ВАШ СОПЕРНИК — ЭВМ МИР-2», на бумаге «… — ЭВМ МИР-2ДЕЛАЮ"
                + " СВОИ  …»\n"
                + "напечатал шаг 36, 4:19  «ВЫВОД»01«ЗНАЧЕНИЙ»[ДЕЛАЮ СВОИ],«ПРОБЕЛ»2,Н,«ПРОБЕЛ»2,[ХОД]…\n"
                + "  прочитал Н=1  N=1\n"
                + "РАСХОЖДЕНИЕ: ../programs/book/trigex/printed.alm не воспроизводит протокол"
                + " ../programs/book/trigex/protocol.txt\n", o.out());
        assertEquals("", o.err());
        assertEquals(1, o.status());
    }

    /**
     * B4: the I-loop's body is only «ВЫВ»«СТР», so the J-loop prints one row after the I-loop has ended,
     * with I=M2+1=7. The first row's second character is the first that differs: «ВЫВ»[.] (7:12) after
     * «Е»A[I,J]>0 (6:16) found A[7,5] still cleared (-2).
     */
    @Test
    void evolutionNamesTheRowPrintedAfterItsLoop() throws Exception {
        Mir2Process.Outcome o = replay("evolution", "--lang", "en", "--trace-around", "2");
        // each picture of the protocol (the start and five tacts) against the one row the paper has
        String diff = "    ЭВОЛЮЦИЯ\n"
                + "+   ...\n-   .0.\n-   ..0\n-   000\n    1  ТАКТ\n"
                + "+   ...\n-   0.0\n-   .00\n-   .0.\n    2  ТАКТ\n"
                + "+   ...\n-   ..0\n-   0.0\n-   .00\n    3  ТАКТ\n"
                + "+   ...\n-   0..\n-   .00\n-   00.\n    4  ТАКТ\n"
                + "+   ...\n-   .0.\n-   ..0\n-   000\n    5  ТАКТ\n"
                + "+   ... ◊\n-   0.0\n-   .00\n-   .0. ◊\n";
        assertEquals(FOLDS_EN + diff
                + "first difference: protocol «.0.», paper «...»\n"
                + "printed by step 775, 7:12  «ВЫВОД»[.]\n"
                + "the last condition before it: step 774, 6:16  «ЕСЛИ»А[I,J]>0«ТО»\n"
                + "  it read I=7  J=5  А[7,5]=-2\n"
                + "the 2 steps before it, and it:\n"
                + "  773  5:29  «ДЛЯ»J=N1«ШАГ»1«ДО»N2«ВЫПОЛНИТЬ»  → loop goes on\n"
                + "  774  6:16  «ЕСЛИ»А[I,J]>0«ТО»  → false\n"
                + "  775  7:12  «ВЫВОД»[.]  → printed «.»\n"
                + "MISMATCH: ../programs/book/evolution/printed.alm does not reproduce the protocol"
                + " ../programs/book/evolution/protocol.txt\n", o.out());
        assertEquals("", o.err());
        assertEquals(1, o.status());
    }

    /** replay --trace traces the replay's run as run --trace does: to standard error, or into a file. */
    @Test
    void replayTracesItsRunLikeRun() throws Exception {
        java.nio.file.Files.writeString(dir.resolve("p.alm"), "«РАЗР»2;X=2;«ВЫВОД»X«КОН»◊");
        java.nio.file.Files.writeString(dir.resolve("p.txt"), "Х=2 ◊\n");
        String trace = "1  1:9  Х=2  → Х=2\n"
                + "2  1:13  «ВЫВОД»Х  → printed «Х=2»\n"
                + "3  1:21  «ГДЕ»  → halts: the statements ran out\n";
        String report = FOLDS_EN.lines().findFirst().orElseThrow() + "\n"
                + "MATCH: " + dir.resolve("p.alm") + " reproduces the protocol " + dir.resolve("p.txt") + "\n";
        Mir2Process.Outcome o = new Mir2Process(dir).run("", "replay", "--lang", "en",
                dir.resolve("p.alm").toString(), dir.resolve("p.txt").toString(), "--trace");
        assertEquals(report, o.out());
        assertEquals(trace, o.err());
        assertEquals(0, o.status());
        Path file = dir.resolve("trace.txt");
        o = new Mir2Process(dir).run("", "replay", "--lang", "en", dir.resolve("p.alm").toString(),
                dir.resolve("p.txt").toString(), "--trace=" + file);
        assertEquals(report, o.out());
        assertEquals("", o.err());
        assertEquals(trace, java.nio.file.Files.readString(file));
    }
}
