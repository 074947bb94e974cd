package su.mir2.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import su.mir2.machine.memory.Memory;
import su.mir2.machine.typewriter.StringPaper;
import su.mir2.messages.Messages;
import su.mir2.machine.halt.Halt;
import su.mir2.machine.halt.MachineException;

/** The memory of 8000 symbols, subscripts, and the machine's error stops. */
class MachineModelTest {
    private static final String NEIGHBOURS = "«РАЗР»2;«ВЫВОД»A[4],[ ],A[5]«ГДЕ»A[3]=1,2,3;B[2]=7,8«КОН»◊";

    @Test
    void uncheckedSubscriptsReachTheNeighbouringWords() {
        assertEquals("А[4]=7 А[5]=8 ◊\n", Session.run(NEIGHBOURS));
    }

    @Test
    void checkedSubscriptsStopTheMachineNamingArrayAndSubscript() {
        Session s = new Session(MachineOptions.defaults().withCheckedSubscripts(true));
        assertEquals("ОСТАНОВ ПО ОШИБКЕ: индекс [4] массива А вне границ: индекс номер 1 должен быть от 1 до 3\n"
                + "В ОПЕРАТОРЕ 1:9: «ВЫВОД»А[4],[ ],А[5] ◊\n", s.play(NEIGHBOURS));
    }

    @Test
    void freeMemoryAboveTheDataReadsAsZeroAndTheEndOfMemoryStopsTheMachine() {
        assertEquals("А[9]=0 ◊\n", Session.run("«РАЗР»2;«ВЫВОД»A[9]«ГДЕ»A[3]«КОН»◊"));
        assertEquals("ОСТАНОВ ПО ОШИБКЕ: элемент А[99999] лежит вне памяти данных\n"
                + "В ОПЕРАТОРЕ 1:9: «ВЫВОД»А[99999] ◊\n", Session.run("«РАЗР»2;«ВЫВОД»A[99999]«ГДЕ»A[3]«КОН»◊"));
    }

    @Test
    void aSubscriptSoLargeThatItsOffsetPassesTwoToThe32DoesNotWrapAroundOntoAnElement() {
        // (1073741825 − 1) × 4 = 2↑32: computed in 32 bits, the offset would be 0, the element Т[1,1]
        String program = "«РАЗР»12;Т[1,1]=7;I=1073741825;«ВЫВОД»Т[I,1]«ГДЕ»Т[3,4]«КОН»◊";
        assertEquals("ОСТАНОВ ПО ОШИБКЕ: элемент Т[1073741825,1] лежит вне памяти данных\n"
                + "В ОПЕРАТОРЕ 1:32: «ВЫВОД»Т[I,1] ◊\n", Session.run(program));
    }

    @Test
    void dataThatDoesNotFitTheMemoryIsRefused() {
        // 19 symbols of program text, then 1 + 100×100 words of 2 digits and a sign
        assertEquals("p:1:17: ОШИБКА: переполнение памяти: вместе с А программе нужно 30022 знака, а в памяти 8000\n"
                        + "    «РАЗР»2;X=1«ГДЕ»A[100,100]«КОН»◊\n                    ^",
                Session.loadError("«РАЗР»2;X=1«ГДЕ»A[100,100]«КОН»◊", "ru"));
    }

    /**
     * 64 symbols of program text (line ends are not read in) and 3 symbols a word: the 13th simple
     * variable, Н, would take the program to 103 of 100 symbols. It is shown where it is first named.
     */
    @Test
    void aSimpleVariableThatDoesNotFitIsRefusedWhereItIsNamed() {
        String program = "«РАЗР»2;\nА=1;Б=2;В=3;Г=4;Д=5;Е=6;Ж=7;\nЗ=8;И=9;К=1;Л=1;М=1;Н=1;О=1;П=1\n«КОН»◊";
        assertEquals("p:3:21: ОШИБКА: переполнение памяти: вместе с Н программе нужно 103 знака, а в памяти 100\n"
                        + "    З=8;И=9;К=1;Л=1;М=1;Н=1;О=1;П=1\n"
                        + "                        ^",
                Session.loadError(program, MachineOptions.defaults().withMemory(100)));
    }

    /**
     * 56 symbols of text and 13 words leave 5 free: a directive's О fits, its П does not. The directive
     * is refused at П and changes nothing.
     */
    @Test
    void aDirectivesVariableThatDoesNotFitIsRefusedWhereItIsNamed() {
        Session s = new Session(MachineOptions.defaults().withMemory(100));
        String program = "«РАЗР»2;\nА=1;Б=2;В=3;Г=4;Д=5;Е=6;Ж=7;\nЗ=8;И=9;К=1;Л=1;М=1;Н=1\n«КОН»◊";
        assertEquals("◊\n«ВЫП»А=5;О=1;П=1«КОН»◊\n"
                        + "директива:1:14: ОШИБКА: переполнение памяти: вместе с П программе нужно 101 знак,"
                        + " а в памяти 100\n"
                        + "    «ВЫП»А=5;О=1;П=1«КОН»◊\n"
                        + "                 ^\n◊\n"
                        + "«ВЫП»«ВЫВОД»А«КОН»◊\nА=1 ◊\n",
                s.play(program, "«ВЫП»А=5;О=1;П=1«КОН»◊", "«ВЫП»«ВЫВОД»А«КОН»◊"));
    }

    @Test
    void aLargerMemoryCanBeAskedFor() {
        Session s = new Session(MachineOptions.defaults().withMemory(100_000));
        assertEquals("А[100,100]=0 ◊\n", s.play("«РАЗР»2;«ВЫВОД»A[100,100]«ГДЕ»A[100,100]«КОН»◊"));
    }

    @Test
    void theLargestMemoryHoldsATableOf800By800() {
        // 640 000 words of 3 symbols at «РАЗРЯДНОСТЬ» 2: 1 920 000 symbols beside the program
        Session s = new Session(MachineOptions.defaults().withMemory(Memory.MOST_SYMBOLS));
        assertEquals("А[800,800]=42 ◊\n", s.play("«РАЗР»2;A[800,800]=42;«ВЫВОД»A[800,800]«ГДЕ»A[800,800]«КОН»◊"));
    }

    @Test
    void longIntegersTakeMemoryDigitByDigit() {
        assertEquals("ОСТАНОВ ПО ОШИБКЕ: переполнение памяти: числу из 7606 цифр нужно ещё 7604 знака, а свободно 373\n"
                + "В ОПЕРАТОРЕ 1:18: У=Х ◊\n", Session.run("«РАЗР»2;X=7↑9000;Y=X«КОН»◊"));
    }

    /**
     * 32 symbols of program text and 42 words of 2 symbols leave 35 of 151 free. The squares of 4 to 9
     * take a symbol more than a word, those of 10 to 23 two: 34. 24×24 needs two more, and one is free.
     */
    @Test
    void aNumberThatDoesNotFitSaysHowMuchMemoryWasFree() {
        String program = "«РАЗР»1;«ДЛЯ»I=1«ШАГ»1«ДО»N«ВЫП»M[I]=I×I«ГДЕ»N=40;M[N]«КОН»◊";
        MachineOptions small = MachineOptions.defaults().withMemory(151);
        assertEquals("ОСТАНОВ ПО ОШИБКЕ: переполнение памяти: числу из 3 цифр нужно ещё 2 знака, а свободно 1\n"
                + "В ОПЕРАТОРЕ 1:33: М[I]=I×I ◊\n", new Session(small).play(program));
        assertEquals("ERROR STOP: memory overflow: a number of 3 digits needs 2 more symbols, 1 is free\n"
                + "IN STATEMENT 1:33: М[I]=I×I ◊\n",
                new Session(small.withMessages(Messages.forLanguage("en"))).play(program));
    }

    @Test
    void aLongIntegerOverwrittenGivesItsDigitsBack() {
        // 7↑5000 has 4226 digits, 4224 more than a word: two of them do not fit 8000 symbols. Each
        // X=7↑5000 is given back by X=I, so Y fits; Z does not.
        String program = "«РАЗР»2;«ДЛЯ»I=1«ШАГ»1«ДО»30«ВЫПОЛНИТЬ»(X=7↑5000;X=I);Y=7↑5000;Z=7↑5000«КОН»◊";
        assertEquals("ОСТАНОВ ПО ОШИБКЕ: переполнение памяти: числу из 4226 цифр нужно ещё 4224 знака, а свободно 3717\n"
                + "В ОПЕРАТОРЕ 1:64: Z=7↑5000 ◊\n", Session.run(program));
        Session s = new Session(MachineOptions.defaults());
        s.play("«РАЗР»2;«ДЛЯ»I=1«ШАГ»1«ДО»30«ВЫПОЛНИТЬ»(X=7↑5000;X=I)«КОН»◊");
        Memory m = s.machine.memory();
        assertEquals(m.programSymbols() + 3L * m.usedWords(), m.usedSymbols(), "no digits of X left counted");
    }

    @Test
    void divisionByZeroStopsTheMachineNamingTheStatement() {
        assertEquals("ОСТАНОВ ПО ОШИБКЕ: деление на нуль\nВ ОПЕРАТОРЕ 3:1: У=Х/0 ◊\n",
                Session.run("«РАЗР»2;\nX=1;\nY=X/0;\n«ВЫВОД»X«КОН»◊"));
    }

    @Test
    void anUnknownLabelStopsTheMachineWhenTheJumpIsMade() {
        assertEquals("А\nОСТАНОВ ПО ОШИБКЕ: метка 9 не найдена\nВ ОПЕРАТОРЕ 1:20: «НА»9 ◊\n",
                Session.run("«РАЗР»2;«ВЫВОД»[А];«НА»9«КОН»◊"));
    }

    @Test
    void aNonWholeSubscriptStopsTheMachine() {
        assertEquals("ОСТАНОВ ПО ОШИБКЕ: индекс или счётчик массива А должен быть целым, а равен 1.5\n"
                + "В ОПЕРАТОРЕ 1:9: Х=А[3/2] ◊\n", Session.run("«РАЗР»2;X=A[3/2]«ГДЕ»A[3]«КОН»◊"));
        assertEquals("Х=2 ◊\n", Session.run("«РАЗР»2;X=A[4/2];«ВЫВОД»X«ГДЕ»A[3]=1,2«КОН»◊"));
    }

    @Test
    void aWholeSubscriptBeyondAnIntIsSaidToLieOutsideTheMemoryNotToBeFractional() {
        assertEquals("ОСТАНОВ ПО ОШИБКЕ: индекс или счётчик массива А равен 2147483648: это вне памяти данных\n"
                + "В ОПЕРАТОРЕ 1:17: У=А[Х] ◊\n", Session.run("«РАЗР»12;X=2↑31;Y=A[X]«ГДЕ»A[3]«КОН»◊"));
        assertEquals("ОСТАНОВ ПО ОШИБКЕ: индекс или счётчик массива Т равен -2147483649: это вне памяти данных\n"
                        + "В ОПЕРАТОРЕ 1:72: Т[1,Х]=I ◊\n",
                Session.run("«РАЗР»12;«ДЛЯ»I=1«ШАГ»1«ДО»20000«ВЫП»(X=1;«ЕСЛИ»I=20000«ТО»(X=-2↑31-1);T[1,X]=I)"
                        + "«ГДЕ»T[3,3]«КОН»◊"));
        assertEquals("ОСТАНОВ ПО ОШИБКЕ: индекс или счётчик массива А равен 1.5⏨40: это вне памяти данных\n"
                + "В ОПЕРАТОРЕ 1:19: У=А[Х] ◊\n", Session.run("«РАЗР»30;X=1.5⏨40;Y=A[X]«ГДЕ»A[3]«КОН»◊"));
    }

    @Test
    void aRunawayProgramIsStoppedAtTheStepLimit() throws MachineException {
        Mir2 m = new Mir2(MachineOptions.defaults().withMaxSteps(1000), new StringPaper());
        m.load("«РАЗР»2;1.X=X+1;«НА»1«КОН»◊", "p");
        assertEquals(Halt.STEP_LIMIT, m.start());
    }

    @Test
    void theStepLimitCountsEachRunAloneNotTheWholeSession() throws MachineException {
        Mir2 m = new Mir2(MachineOptions.defaults().withMaxSteps(1000), new StringPaper());
        m.load("«РАЗР»4;1.«ДЛЯ»I=1«ШАГ»1«ДО»200«ВЫП»X=X+1;«ВВОД»;«НА»1«КОН»◊", "p");
        assertEquals(Halt.INPUT, m.start());
        long first = m.stepsThisRun();
        assertTrue(first > 600 && first < 1000, "one run of the loop: " + first);
        for (int run = 2; run <= 20; run++) {
            assertEquals(Halt.INPUT, m.execute("«ВЫП»«НА»1«КОН»◊"), "run " + run);
            assertEquals(first + 1, m.stepsThisRun(), "run " + run);
        }
        assertEquals(first + 19 * (first + 1), m.steps());
        assertEquals(Halt.STEP_LIMIT, m.execute("«ВЫП»2.Y=Y+1;«НА»2«КОН»◊"));
        assertEquals(1001, m.stepsThisRun());
        assertEquals(Halt.INPUT, m.execute("«ВЫП»«НА»1«КОН»◊"));
    }

    @Test
    @Timeout(20)
    void anInterruptStopsAnEndlessLoopWithProgramAndVariablesIntact() throws Exception {
        StringPaper paper = new StringPaper();
        Mir2 m = new Mir2(MachineOptions.defaults(), paper);
        m.load("«РАЗР»2;1.X=X+1;«НА»1«КОН»◊", "p");
        Thread stopper = Session.interruptOnceRunning(m, 20);
        assertEquals(Halt.INTERRUPTED, m.start());
        stopper.join();
        paper.take();
        assertEquals(Halt.DONE, m.execute("«ВЫП»«Е»X>0«ТО»«ВЫВОД»[ЦЕЛО]«КОН»◊"));
        assertEquals("ЦЕЛО ◊\n", paper.take());
    }

    @Test
    void aDirectiveBeforeAnyProgramIsRefused() {
        Mir2 m = new Mir2(MachineOptions.defaults().withMessages(Messages.forLanguage("en")), new StringPaper());
        MachineException e = assertThrows(MachineException.class, () -> m.execute("«ВЫП»X=1«КОН»◊"));
        assertEquals("1:1: ERROR: no program has been read in", e.diagnostic().format(m.messages()));
    }
}
