package su.mir2.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.console.host.ExitCode;

/**
 * {@code replay PROTOCOL PROGRAM}, the files the wrong way round, is told as such (a usage error), not as
 * a syntax error in a program; where the first file is not shown a protocol, or the second is no
 * program, the replay says what it said before.
 */
class SwappedReplayFilesTest {
    private static final String SWAPPED_RU = "файлы, похоже, перепутаны местами: сначала программа, затем протокол:\n";
    private static final String SWAPPED_EN = "the two files seem swapped: the program comes first, then the protocol:\n";

    @TempDir
    Path dir;

    private void copyFromTheBook(String name) throws Exception {
        Files.copy(Path.of("..", "programs", "book", "nim", name), dir.resolve(name));
    }

    private void write(String name, String text) throws Exception {
        Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
    }

    /** The book's «НИМ»: its protocol, of comments, the paper and the operator's lines, named first. */
    @Test
    void aBookProtocolNamedBeforeItsProgramIsToldInEitherLanguage() throws Exception {
        copyFromTheBook("printed.alm");
        copyFromTheBook("protocol.txt");
        ToolProcess.Outcome ru = new ToolProcess(dir).run("replay", "protocol.txt", "printed.alm");
        assertEquals(new ToolProcess.Outcome(ExitCode.USAGE, "", SWAPPED_RU + "    mir2 replay printed.alm protocol.txt\n"),
                ru);
        ToolProcess.Outcome en = new ToolProcess(dir).run("replay", "--lang", "en", "protocol.txt", "printed.alm");
        assertEquals(new ToolProcess.Outcome(ExitCode.USAGE, "", SWAPPED_EN + "    mir2 replay printed.alm protocol.txt\n"),
                en);
    }

    /** A paper written with --paper begins with its marks; named before its program it is told so too. */
    @Test
    void aRecordedPaperNamedBeforeItsProgramIsTold() throws Exception {
        write("p.alm", "«РАЗР»2;Х=Х+1;«ВЫВОД»Х;«ВВОД»1;«СТОП»«ГДЕ»Х=5«КОН»◊\n");
        ToolProcess.Outcome recorded = new ToolProcess(dir).input(":пуск\n«ВЫП»Х=Х+10;«НА»1«КОН»◊\n")
                .run("console", "--paper", "paper.txt", "p.alm");
        assertEquals(0, recorded.status(), recorded.err());
        ToolProcess.Outcome o = new ToolProcess(dir).run("replay", "paper.txt", "p.alm");
        assertEquals(new ToolProcess.Outcome(ExitCode.USAGE, "", SWAPPED_RU + "    mir2 replay p.alm paper.txt\n"), o);
        assertEquals(ExitCode.OK, new ToolProcess(dir).run("replay", "p.alm", "paper.txt").status());
    }

    /** Two protocols: the second is no program either, so the first is the bad program it was before. */
    @Test
    void aProtocolBeforeAnotherProtocolIsABadProgram() throws Exception {
        write("a.txt", "# a note\n> «ВЫП»Х=1«КОН»◊\n");
        ToolProcess.Outcome o = new ToolProcess(dir).run("replay", "a.txt", "a.txt");
        assertEquals(new ToolProcess.Outcome(ExitCode.BAD_PROGRAM, "",
                "a.txt:1:1: ОШИБКА: неизвестный знак «#» (U+0023)\n    # a note\n    ^\n"), o);
    }

    /** A program that cannot be read, with nothing of a protocol in it, is a bad program whatever follows. */
    @Test
    void aBadProgramBeforeAProgramIsABadProgram() throws Exception {
        write("bad.alm", "«РАЗР»2;X=1%«КОН»◊\n");
        write("good.alm", "«РАЗР»2;X=1«КОН»◊\n");
        ToolProcess.Outcome o = new ToolProcess(dir).run("replay", "bad.alm", "good.alm");
        assertEquals(new ToolProcess.Outcome(ExitCode.BAD_PROGRAM, "",
                "bad.alm:1:12: ОШИБКА: неизвестный знак «%» (U+0025)\n    «РАЗР»2;X=1%«КОН»◊\n               ^\n"), o);
    }
}
