package su.mir2.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.tests.cli.Mir2Process.Outcome;

/**
 * The mir2 command as a user meets it: a separate process, the operator's typing on standard input,
 * the paper on standard output, messages on standard error, and the exit status.
 */
class CommandLineTest {
    @TempDir
    Path dir;

    private Outcome mir2(String input, String... args) throws IOException, InterruptedException {
        return new Mir2Process(dir).run(input, args);
    }

    /** The directives echoed as the MIR's typewriter printed the keys: Latin T and P as its Т and Р. */
    @Test
    void aBookGameThroughPipesPrintsThePaperWithTheDirectivesEchoed() throws Exception {
        Outcome o = mir2("«ВЫП» T=6; P=5; «НА»L5 «КОН» ◊\n«ВЫП» T=14; P=6; «НА»L5 «КОН» ◊\n", "play", "gonki");
        assertEquals(0, o.status(), o.err());
        assertEquals("""
                ИГРА ГОНКИ ПО ВЕРТИКАЛИ
                ВАШ СОПЕРНИК — ЭВМ МИР
                ДЕЛАЮ СВОИ ХОД
                Т=1  Р=1
                ВАШ ХОД ◊
                «ВЫП» Т=6; Р=5; «НА»L5 «КОН» ◊
                ДЕЛАЮ СВОИ ХОД
                Т=8  Р=2
                ВАШ ХОД ◊
                «ВЫП» Т=14; Р=6; «НА»L5 «КОН» ◊
                ДЕЛАЮ СВОИ ХОД
                Т=15  Р=1
                ВЫ ПРОИГРАЛИ ◊
                """, o.out());
        assertEquals("", o.err());
    }

    @Test
    void aProgramThatCannotBeReadGetsLineColumnAndCaretAndStatus65() throws Exception {
        Path program = Files.writeString(dir.resolve("bad.alm"), "«РАЗР»2;\nX=(1+2«КОН»◊\n", StandardCharsets.UTF_8);
        Outcome o = mir2("", "check", program.toString(), "--lang", "en");
        assertEquals(65, o.status());
        assertEquals("", o.out());
        String first = o.err().lines().findFirst().orElse("");
        assertEquals(program + ":2:7: ERROR: found '«КОНЕЦ»', expected: ", first.substring(0, first.indexOf("expected: ") + 10));
        assertEquals(List.of("    X=(1+2«КОН»◊", "          ^"), o.err().lines().skip(1).toList());
    }

    /** replay of a program the machine cannot read says so as run does: the message, status 65, no verdict. */
    @Test
    void replayOfAProgramThatCannotBeReadExits65AsRunDoes() throws Exception {
        Path program = Files.writeString(dir.resolve("bad.alm"), "«РАЗР»2;«ВВОД»T;X=1«КОН»◊\n", StandardCharsets.UTF_8);
        Path protocol = Files.writeString(dir.resolve("protocol.txt"), "X=1 ◊\n", StandardCharsets.UTF_8);
        String message = program + ":1:16: ERROR: found ';', expected: . = [\n"
                + "    «РАЗР»2;«ВВОД»T;X=1«КОН»◊\n" + " ".repeat(19) + "^\n";
        assertEquals(new Outcome(65, "", message), mir2("", "run", program.toString(), "--lang", "en"));
        assertEquals(new Outcome(65, "", message), mir2("", "replay", program.toString(), protocol.toString(), "--lang", "en"));
    }

    @Test
    void aMissingFileAndAWrongOptionAreSaidWithoutAStackTrace() throws Exception {
        Outcome missing = mir2("", "run", dir.resolve("none.alm").toString(), "--lang", "en");
        assertEquals(66, missing.status());
        assertEquals("there is no file " + dir.resolve("none.alm") + "\n", missing.err());
        Outcome wrong = mir2("", "run", "--bogus", "x.alm", "--lang", "en");
        assertEquals(64, wrong.status());
        assertEquals("command not understood: there is no option --bogus (help: mir2 run --help)\n", wrong.err());
    }

    @Test
    void aFaultyCommandLineIsSaidInTheChosenLanguageNeverInPicoclisEnglish() throws Exception {
        Path program = Files.writeString(dir.resolve("p.alm"), "«РАЗР»2;X=1«КОН»◊", StandardCharsets.UTF_8);
        String p = program.toString();
        String help = " (справка: mir2 run --help)\n";
        assertEquals(new Outcome(64, "", "команда не понята: нет параметра --bogus" + help), mir2("", "run", p, "--bogus"));
        assertEquals(new Outcome(64, "", "команда не понята: не указано: FILE" + help), mir2("", "run"));
        assertEquals(new Outcome(64, "", "команда не понята: лишний аргумент: " + p + help), mir2("", "run", p, p));
        assertEquals(new Outcome(64, "", "команда не понята: параметр --runs не принимает значение «x»"
                + " (справка: mir2 bench --help)\n"), mir2("", "bench", "--runs", "x"));
        assertEquals(new Outcome(64, "", "команда не понята: параметр --memory указан дважды" + help),
                mir2("", "run", p, "--memory", "200", "--memory", "300"));
        assertEquals(new Outcome(64, "", "команда не понята: --lang de: сообщения бывают на ru (русском) или en (английском)"
                + help), mir2("", "run", p, "--lang", "de"));
    }

    @Test
    void optionsBeforeTheSubcommandAreItsOwnAndNoSubcommandOpensTheConsole() throws Exception {
        Path program = Files.writeString(dir.resolve("p.alm"), "«РАЗР»2;X=1;«ВЫВОД»X«КОН»◊", StandardCharsets.UTF_8);
        Outcome before = mir2("", "--lang", "en", "--max-steps", "1", "run", program.toString());
        assertEquals(new Outcome(2, "◊\n", "Machine stopped: the program ran 2 steps (the --max-steps limit)\n"), before);
        Outcome file = mir2("", "--lang", "en", program.toString());
        assertEquals(0, file.status(), file.err());
        // without a terminal the paper alone is on standard output, the console's notes on standard error
        assertEquals("", file.out());
        List<String> lines = file.err().lines().toList();
        assertEquals(3, lines.size(), file.err());
        assertEquals("# MIR-2 computer, operator's console. Help: :help (F1, Alt-H). Leave: :quit, Ctrl-D or Ctrl-C twice.",
                lines.get(0));
        assertEquals("# program " + program + " read from punched tape", lines.get(1).substring(0, lines.get(1).indexOf(':')));
        assertEquals("# console switched off.", lines.get(2));
        Outcome unknown = mir2("", "--lang", "en", "--bogus");
        assertEquals(new Outcome(64, "", "command not understood: there is no option --bogus (help: mir2 console --help)\n"),
                unknown);
    }

    @Test
    void checkFindsEveryMissingLabelAndUndescribedArrayThatARunWouldStopOn() throws Exception {
        Path program = Files.writeString(dir.resolve("m.alm"),
                "«РАЗР»2;\n1.X=B[1]+A[2];«НА»7;\n«НА»1;«ВЫВОД»«МАССИВ»C«ГДЕ»B[2]=1,2«КОН»◊\n", StandardCharsets.UTF_8);
        Outcome o = mir2("", "check", program.toString(), "--lang", "en");
        assertEquals(new Outcome(65, "", program + ":2:10: ERROR: array А is not described in «ГДЕ»\n"
                + "    1.X=B[1]+A[2];«НА»7;\n"
                + "             ^\n"
                + program + ":2:19: ERROR: label 7 not found\n"
                + "    1.X=B[1]+A[2];«НА»7;\n"
                + "                      ^\n"
                + program + ":3:22: ERROR: array С is not described in «ГДЕ»\n"
                + "    «НА»1;«ВЫВОД»«МАССИВ»C«ГДЕ»B[2]=1,2«КОН»◊\n"
                + "                         ^\n"), o);
    }

    @Test
    void aRunawayIsStoppedWithStatusTwo() throws Exception {
        Path program = Files.writeString(dir.resolve("loop.alm"), "«РАЗР»2;1.X=X+1;«НА»1«КОН»◊", StandardCharsets.UTF_8);
        Outcome o = mir2("", "run", program.toString(), "--max-steps", "1000", "--lang", "en");
        assertEquals(2, o.status());
        assertEquals("◊\n", o.out());
        assertEquals("Machine stopped: the program ran 1001 steps (the --max-steps limit)\n", o.err());
    }

    @Test
    void aControlCharacterInAProgramOrADirectiveIsRefusedAndNeverReachesTheTerminalRaw() throws Exception {
        Files.writeString(dir.resolve("esc.alm"), "«РАЗР»2;\n«ВЫВОД»[\u001B[2J]«КОН»◊\n", StandardCharsets.UTF_8);
        Outcome bad = new Mir2Process(dir).inDirectory().run("", "run", "esc.alm", "--lang", "en");
        assertEquals(65, bad.status());
        assertEquals("", bad.out());
        assertEquals("esc.alm:2:9: ERROR: the control character U+001B is not in the machine's alphabet\n"
                + "    «ВЫВОД»[U+001B[2J]«КОН»◊\n"
                + "            ^\n", bad.err());
        Path waits = Files.writeString(dir.resolve("waits.alm"), "«РАЗР»2;«ВВОД»34«КОН»◊", StandardCharsets.UTF_8);
        Outcome typed = mir2("«ВЫП»«ВЫВОД»[\u001B]0;T\u0007]«КОН»◊\n", "run", waits.toString(), "--lang", "en");
        assertEquals(0, typed.status(), typed.err());
        assertEquals("◊\n«ВЫП»«ВЫВОД»[U+001B]0;ТU+0007]«КОН»◊\n"
                + "directive:1:14: ERROR: the control character U+001B is not in the machine's alphabet\n"
                + "    «ВЫП»«ВЫВОД»[U+001B]0;ТU+0007]«КОН»◊\n"
                + "                 ^\n"
                + "◊\n", typed.out());
        assertEquals("", typed.err());
    }

    @Test
    void replayShowsAControlCharacterOfAProtocolByItsCode() throws Exception {
        Path program = Files.writeString(dir.resolve("p.alm"), "«РАЗР»2;«ВЫВОД»[ИТОГ]«КОН»◊", StandardCharsets.UTF_8);
        Path protocol = Files.writeString(dir.resolve("p.txt"), "ИТОГ\u001B[2J ◊\n", StandardCharsets.UTF_8);
        Outcome o = mir2("", "replay", program.toString(), protocol.toString(), "--lang", "en");
        assertEquals(1, o.status(), o.err());
        assertEquals("(not told apart: runs of blanks, a blank before ◊, empty lines, Latin and Cyrillic look-alikes)\n"
                + "\"-\" only in the protocol, \"+\" only on the machine's paper, \">\" an operator's line\n"
                + "+   ИТОГ ◊\n"
                + "-   ИТОГU+001B[2J ◊\n"
                + "first difference: protocol «ИТОГU+001B[2J ◊», paper «ИТОГ ◊»\n"
                + "the machine halted there, after step 2, 1:22  «ГДЕ»\n"
                + "MISMATCH: " + program + " does not reproduce the protocol " + protocol + "\n", o.out());
        assertEquals("", o.err());
    }

    @Test
    void aStepLimitOfZeroOrLessIsRefusedNotTakenForNoLimit() throws Exception {
        Path program = Files.writeString(dir.resolve("loop.alm"), "«РАЗР»2;1.X=X+1;«НА»1«КОН»◊", StandardCharsets.UTF_8);
        for (String steps : List.of("0", "-5")) {
            Outcome o = mir2("", "run", program.toString(), "--max-steps", steps, "--lang", "en");
            assertEquals(64, o.status());
            assertEquals("", o.out());
            assertEquals("command not understood: --max-steps takes a number of steps above zero, not " + steps
                    + "; for no limit leave it out (help: mir2 run --help)\n", o.err());
        }
    }

    @Test
    void aRunawayInsideΣIsStoppedByTheStepLimit() throws Exception {
        Path program = Files.writeString(dir.resolve("sigma.alm"), "«РАЗРЯДНОСТЬ»3;A=Σ(I=1,5,Σ(I=1,1,I));«ВЫВОД»A«КОНЕЦ»◊",
                StandardCharsets.UTF_8);
        Outcome o = mir2("", "run", program.toString(), "--max-steps", "1000", "--lang", "en");
        assertEquals(2, o.status());
        assertEquals("◊\n", o.out());
        assertEquals("Machine stopped: the program ran 1001 steps (the --max-steps limit)\n", o.err());
    }

    @Test
    void aMemoryTooSmallOrTooLargeIsRefusedWithStatus64() throws Exception {
        Path program = Files.writeString(dir.resolve("p.txt"), "«РАЗР»2;X=1«КОН»◊", StandardCharsets.UTF_8);
        for (String size : List.of("0", "-5", "99", "8000001", "2147483647")) {
            Outcome o = mir2("", "run", program.toString(), "--memory", size, "--lang", "en");
            assertEquals(64, o.status(), size);
            assertEquals("", o.out(), size);
            assertEquals("command not understood: --memory " + size + ": the memory holds from 100 to 8000000 symbols"
                    + " (help: mir2 run --help)\n", o.err(), size);
        }
        Outcome o = mir2("", "run", program.toString(), "--memory", "8000000");
        assertEquals(0, o.status());
        assertEquals("◊\n", o.out());
    }

    /** check reads a program in and runs nothing: it takes the language and the memory, no option of a run. */
    @Test
    void checkListsAndTakesOnlyTheOptionsItUses() throws Exception {
        assertEquals(new Outcome(0, """
                Usage: mir2 check [-hV] [--lang=ru|en] [--memory=SYMBOLS] FILE
                Check an ALMIR-65 program's text without running it.
                      FILE               The program.
                  -h, --help             Show this help message and exit.
                      --lang=ru|en       Language of messages (default: ru).
                      --memory=SYMBOLS   Main memory in symbols, 100 to 8000000 (default: 8000,
                                           the MIR-2's).
                  -V, --version          Print version information and exit.
                """, ""), mir2("", "check", "--help", "--lang", "en"));
        Path program = Files.writeString(dir.resolve("p.txt"), "«РАЗР»2;X=1«КОН»◊", StandardCharsets.UTF_8);
        for (String option : List.of("--max-steps=5", "--no-translation", "--check-subscripts")) {
            assertEquals(new Outcome(64, "", "command not understood: there is no option " + option
                    + " (help: mir2 check --help)\n"), mir2("", "check", program.toString(), option, "--lang", "en"), option);
        }
    }

    /** A Russian reader sees the programs' Russian titles alone: the book's own names. */
    @Test
    void playListsTheRussianTitlesInRussian() throws Exception {
        assertEquals(new Outcome(0, """
                cards      «Программа обучения распознаванию карточек»
                dates      «Программа для вычисления «Расстояний» между двумя датами и дней недели»
                evolution  «Программа моделирования процесса эволюции на ЭВМ МИР-2»
                gonki      «Гонки по вертикали»
                logic      «Программа для решения логических задач»
                nim        «НИМ»
                trigex     «Тригекс»

                Игры из других источников, записанные на АЛМИР-65 (programs/more):
                algoritm   Алгоритмическая игра
                automat    Элементарный клеточный автомат
                grundy     Сумма игр по Шпрагу — Гранди
                minimax    Спички: минимакс и альфа-бета
                spichki    Ним со спичками
                vzyatie    Наиболее длинное взятие
                """, ""), mir2("", "play"));
    }

    /** play lists the games of programs/more after the book's, and starts one by its short name; a long title goes on under itself, within 100 columns. */
    @Test
    void playListsTheOtherSourcesGamesInASecondGroupAndStartsThem() throws Exception {
        assertEquals(new Outcome(0, """
                cards      Learning to recognise cards («Программа обучения распознаванию карточек»)
                dates      Distances between dates and weekdays («Программа для вычисления «Расстояний» между двумя
                             датами и дней недели»)
                evolution  Evolution («Программа моделирования процесса эволюции на ЭВМ МИР-2»)
                gonki      «Гонки по вертикали» (Vertical race)
                logic      Solver for logic problems («Программа для решения логических задач»)
                nim        «НИМ» (Nim)
                trigex     «Тригекс» (Trihex)

                Games of the other sources, written in ALMIR-65 (programs/more):
                algoritm   Алгоритмическая игра (the algorithmic game)
                automat    Элементарный клеточный автомат (an elementary cellular automaton)
                grundy     Сумма игр по Шпрагу — Гранди (a sum of subtraction games by their Grundy values)
                minimax    Спички: минимакс и альфа-бета (a take-away game searched by minimax and alpha-beta)
                spichki    Ним со спичками (Nim with matches, after Арсак)
                vzyatie    Наиболее длинное взятие (the longest capture, after Арсак)
                """, ""), mir2("", "play", "--lang", "en"));
        Outcome o = mir2("«ВЫП» X=3; «НА» 9 «КОН» ◊\n", "play", "minimax");
        assertEquals(0, o.status(), o.err());
        assertEquals("""
                ИГРА СПИЧКИ: МИНИМАКС И АЛЬФА-БЕТА
                ЗА ХОД БЕРУТ ОТ 1 ДО 3 СПИЧЕК
                СПИЧЕК 13
                МИНИМАКС: ПОЗИЦИЙ 3736, ОЦЕНКА 1, ХОД 1
                АЛЬФА-БЕТА: ПОЗИЦИЙ 3144, ОЦЕНКА 1, ХОД 1
                БЕРУ 1, ОСТАЛОСЬ 12
                ВАШ ХОД ◊
                «ВЫП» Х=3; «НА» 9 «КОН» ◊
                СПИЧЕК 9
                МИНИМАКС: ПОЗИЦИЙ 326, ОЦЕНКА 1, ХОД 1
                АЛЬФА-БЕТА: ПОЗИЦИЙ 306, ОЦЕНКА 1, ХОД 1
                БЕРУ 1, ОСТАЛОСЬ 8
                ВАШ ХОД ◊
                """, o.out());
    }
}
