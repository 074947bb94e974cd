package su.mir2.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.console.host.ExitCode;
import su.mir2.console.protocol.SessionMarks;

/**
 * A paper written with {@code --paper} records everything needed to repeat its session, and
 * {@code mir2 replay PAPER} repeats it without being told the program: a session with an edit before
 * the start, with two starts, and with a program typed at the console.
 */
class SessionReplayTest {
    private static final String FOLDS = "(не различаются: пробелы подряд, пробел перед ◊, пустые строки, "
            + "латинские и русские буквы-двойники)\n";

    @TempDir
    Path dir;

    private Path record(String program, String typed) throws Exception {
        if (program != null) {
            Files.writeString(dir.resolve("p.alm"), program, StandardCharsets.UTF_8);
        }
        ToolProcess.Outcome o = new ToolProcess(dir).input(typed).run(program == null
                ? new String[] {"console", "--paper", "paper.txt"} : new String[] {"console", "--paper", "paper.txt", "p.alm"});
        assertEquals(0, o.status(), o.err());
        return dir.resolve("paper.txt");
    }

    private ToolProcess.Outcome replay() throws Exception {
        return new ToolProcess(dir).run("replay", "paper.txt");
    }

    /** The README's instruction for «Тригекс»: an edit before the start. */
    @Test
    void anEditBeforeTheStartReplays() throws Exception {
        String trigex = Files.readString(Path.of("..", "programs", "book", "trigex", "fixed.alm"), StandardCharsets.UTF_8);
        record(trigex, "«ВМЕСТО» M=1 «ЗАПИСАТЬ» M=2 ◊\n:пуск\n«ВЫП»L=3;«НА»2«КОН»◊\n");
        ToolProcess.Outcome o = replay();
        assertEquals(FOLDS + "СОВПАДАЕТ: p.alm воспроизводит протокол paper.txt\n", o.out());
        assertEquals(0, o.status(), o.err());
    }

    @Test
    void twoStartsReplay() throws Exception {
        record("«РАЗР»2;Х=Х+1;«ВЫВОД»Х;«ВВОД»1;«СТОП»«ГДЕ»Х=5«КОН»◊\n",
                ":пуск\n«ВЫП»Х=Х+10;«НА»1«КОН»◊\n:пуск\n«ВЫП»Х=Х+20«КОН»◊\n");
        ToolProcess.Outcome o = replay();
        assertEquals(FOLDS + "СОВПАДАЕТ: p.alm воспроизводит протокол paper.txt\n", o.out());
        assertEquals(0, o.status(), o.err());
    }

    @Test
    void aTypedProgramReplays() throws Exception {
        record(null, "«РАЗР» 2;\n«ВЫВОД» [ПРИВЕТ], Х;\n«ВВОД» 1;\n«СТОП» «ГДЕ» Х=5\n«КОН» ◊\n:пуск\n«ВЫП»Х=7«КОН»◊\n");
        ToolProcess.Outcome o = replay();
        assertEquals(FOLDS + "СОВПАДАЕТ: программа, набранная на пульте, воспроизводит протокол paper.txt\n", o.out());
        assertEquals(0, o.status(), o.err());
    }

    /** A control character typed is recorded as typed, not as its code, so the replay types it again. */
    @Test
    void aControlCharacterTypedReplays() throws Exception {
        Path paper = record("«РАЗР»2;Х=Х+1;«ВЫВОД»Х;«ВВОД»1;«СТОП»«ГДЕ»Х=5«КОН»◊\n", ":пуск\n«ВЫП»Х=Х+10\u0015«КОН»◊\n");
        assertEquals(List.of(">\\ «ВЫП»Х=Х+10\\u0015«КОН»◊"),
                Files.readAllLines(paper).stream().filter(l -> l.startsWith(">")).toList());
        ToolProcess.Outcome o = replay();
        assertEquals(FOLDS + "СОВПАДАЕТ: p.alm воспроизводит протокол paper.txt\n", o.out());
        assertEquals(0, o.status(), o.err());
    }

    /**
     * A run stopped at a breakpoint, where the operator typed a move: the replay would not stop there,
     * so it would type the move where the program asks, and it says the session cannot be replayed.
     */
    @Test
    void aSessionThatPausedAtABreakpointIsRefused() throws Exception {
        String nim = Files.readString(Path.of("..", "programs", "book", "nim", "printed.alm"), StandardCharsets.UTF_8);
        record(nim, ":стоп 9\n:пуск\n«ВЫП» Т=2; Л=1; «НА» 9 «КОН» ◊\n«ВЫП» Т=1; Л=0; «НА» 9 «КОН» ◊\n");
        ToolProcess.Outcome o = replay();
        assertEquals("", o.out());
        assertEquals("сеанс paper.txt останавливался на точке останова или шаге (:стоп, :шаг) и не воспроизводится\n",
                o.err());
        assertEquals(ExitCode.BAD_PROGRAM, o.status());
    }

    /** A mark no session writes (here mistyped) is refused, not passed over: it would change the session. */
    @Test
    void anUnknownMarkIsRefusedWithItsLine() throws Exception {
        Files.writeString(dir.resolve("paper.txt"), "# a session\n#! strat\nА ◊\n", StandardCharsets.UTF_8);
        ToolProcess.Outcome o = replay();
        assertEquals("", o.out());
        assertEquals("paper.txt:2:1: ОШИБКА: пометка «#! strat» неизвестна\n"
                + "    бывают #! tape:, #! typed:, #! start, #! paused, #! mode: result\n", o.err());
        assertEquals(ExitCode.BAD_PROGRAM, o.status());
    }

    /**
     * A damaged header: the start before the program typed. Replayed, it stopped at the machine's
     * «no program» at 1:1, of no file; it is refused at its line, as a mistyped mark.
     */
    @Test
    void aStartBeforeTheSessionsProgramIsRefusedWithItsLine() throws Exception {
        Files.writeString(dir.resolve("paper.txt"), "# a session\n#! start\n#! typed:\n#!| «РАЗР»1;«ВЫВОД»[А]«КОН»◊\n"
                + "А ◊\n", StandardCharsets.UTF_8);
        ToolProcess.Outcome o = replay();
        assertEquals("", o.out());
        assertEquals("paper.txt:2:1: ОШИБКА: пуск «#! start» раньше программы\n"
                + "    сеанс сначала вводит программу: #! tape: или #! typed:\n", o.err());
        assertEquals(ExitCode.BAD_PROGRAM, o.status());
        ToolProcess.Outcome en = new ToolProcess(dir).run("replay", "--lang", "en", "paper.txt");
        assertEquals(new ToolProcess.Outcome(ExitCode.BAD_PROGRAM, "", "paper.txt:2:1: ERROR: the start «#! start»"
                + " comes before any program\n    a session reads its program in first: #! tape: or #! typed:\n"), en);
    }

    /** The first of a misplaced start and an unknown mark is told. */
    @Test
    void ofTwoBadMarksTheFirstIsTold() throws Exception {
        Files.writeString(dir.resolve("paper.txt"), "#! strat\n#! start\n#! typed:\n#!| «РАЗР»1;«КОН»◊\n",
                StandardCharsets.UTF_8);
        assertEquals("paper.txt:1:1: ОШИБКА: пометка «#! strat» неизвестна\n"
                + "    бывают #! tape:, #! typed:, #! start, #! paused, #! mode: result\n", replay().err());
        Files.writeString(dir.resolve("paper.txt"), "#! start\n#! strat\n#! typed:\n#!| «РАЗР»1;«КОН»◊\n",
                StandardCharsets.UTF_8);
        assertEquals("paper.txt:1:1: ОШИБКА: пуск «#! start» раньше программы\n"
                + "    сеанс сначала вводит программу: #! tape: или #! typed:\n", replay().err());
    }

    /** A long unknown mark is cut so that the sentence keeps to 100 characters (it quoted 100 of the mark). */
    @Test
    void aLongUnknownMarkIsCutToTheWidthOfAMessage() throws Exception {
        Files.writeString(dir.resolve("paper.txt"), "#! " + "М".repeat(200) + "\nА ◊\n", StandardCharsets.UTF_8);
        ToolProcess.Outcome o = replay();
        assertEquals("", o.out());
        assertEquals("paper.txt:1:1: ОШИБКА: пометка «#! " + "М".repeat(52) + "…» неизвестна\n"
                + "    бывают #! tape:, #! typed:, #! start, #! paused, #! mode: result\n", o.err());
        assertEquals(ExitCode.BAD_PROGRAM, o.status());
    }

    /**
     * A program named beside a paper stands for the first tape the session read; another is found as the
     * session named it (before, the replay met a tape it did not hold: an internal error, 70).
     */
    @Test
    void aProgramNamedStandsForTheFirstTapeAndTheSecondIsFoundAsNamed() throws Exception {
        String a = "«РАЗР»1;«ВЫВОД»[А]«КОН»◊\n";
        String b = "«РАЗР»1;«ВЫВОД»[Б]«КОН»◊\n";
        Files.writeString(dir.resolve("a2.alm"), a, StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("b.alm"), b, StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("paper.txt"), SessionMarks.tape("a.alm", a) + "\n#! start\nА ◊\n"
                + SessionMarks.tape("b.alm", b) + "\n#! start\nБ ◊\n", StandardCharsets.UTF_8);
        ToolProcess.Outcome o = new ToolProcess(dir).run("replay", "a2.alm", "paper.txt");
        assertEquals(new ToolProcess.Outcome(0, FOLDS + "СОВПАДАЕТ: a2.alm воспроизводит протокол paper.txt\n", ""), o);
        Files.delete(dir.resolve("b.alm"));
        o = new ToolProcess(dir).run("replay", "a2.alm", "paper.txt");
        assertEquals(new ToolProcess.Outcome(ExitCode.NO_INPUT, "", "нет файла b.alm\n"), o);
    }

    /** A missing tape of a long name is named cut, so that the sentence keeps to 100 characters. */
    @Test
    void aMissingTapeOfALongNameIsNamedCut() throws Exception {
        Files.writeString(dir.resolve("paper.txt"), "#! tape: sha256=1 " + "д".repeat(300) + "\n#! start\nА ◊\n",
                StandardCharsets.UTF_8);
        ToolProcess.Outcome o = replay();
        assertEquals(new ToolProcess.Outcome(ExitCode.NO_INPUT, "", "нет файла " + "д".repeat(89) + "…\n"), o);
    }

    /** A mark of control characters is cut as shown, each by its code, so the sentence keeps to 100 characters. */
    @Test
    void anUnknownMarkOfControlCharactersIsCutAsShown() throws Exception {
        Files.writeString(dir.resolve("paper.txt"), "#! " + "\u0001".repeat(30) + "\nА ◊\n", StandardCharsets.UTF_8);
        ToolProcess.Outcome o = replay();
        assertEquals(new ToolProcess.Outcome(ExitCode.BAD_PROGRAM, "", "paper.txt:1:1: ОШИБКА: пометка «#! "
                + "U+0001".repeat(8) + "U+00…» неизвестна\n"
                + "    бывают #! tape:, #! typed:, #! start, #! paused, #! mode: result\n"), o);
    }

    /** A program changed since the session was recorded is not replayed: the match would prove nothing. */
    @Test
    void aChangedProgramIsRefused() throws Exception {
        record("«РАЗР»1;«ВЫВОД»[А]«КОН»◊\n", ":пуск\n");
        Files.writeString(dir.resolve("p.alm"), "«РАЗР»1;«ВЫВОД»[Б]«КОН»◊\n", StandardCharsets.UTF_8);
        ToolProcess.Outcome o = replay();
        assertEquals("", o.out());
        assertEquals("программа p.alm изменилась после записи сеанса\n", o.err());
        assertEquals(ExitCode.BAD_PROGRAM, o.status());
    }

    @Test
    void aBookProtocolNamesNoProgram() throws Exception {
        Files.writeString(dir.resolve("paper.txt"), "ВАШ ХОД ◊\n> «ВЫП»Х=1«КОН»◊\n", StandardCharsets.UTF_8);
        ToolProcess.Outcome o = replay();
        assertEquals("в paper.txt не сказано, откуда программа: назовите её, mir2 replay ПРОГРАММА paper.txt\n", o.err());
        assertEquals(ExitCode.USAGE, o.status());
    }
}
