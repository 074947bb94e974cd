package su.mir2.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import su.mir2.machine.halt.Halt;
import su.mir2.machine.halt.MachineException;

/** The operator at the typewriter: «ВВОД», directives, «ВМЕСТО». */
class OperatorTest {
    private static final String MOVE = "«РАЗР»2;«ВЫВОД»[ВАШ ХОД];«ВВОД»34;5.«ВЫВОД»«СТРОКА»,T,«ПРОБЕЛ»2,Л;"
            + "«ВЫВОД»«СТРОКА»,[ВАШ ХОД];«ВВОД»34«КОН»◊";

    @Test
    void aDirectiveRunsInTheProgramsVariablesAndItsJumpContinuesTheProgram() {
        assertEquals("ВАШ ХОД ◊\n«ВЫП» T=6; Л=2; «НА»5 «КОН» ◊\n\nТ=6  Л=2\nВАШ ХОД ◊\n",
                Session.run(MOVE, "«ВЫП» T=6; Л=2; «НА»5 «КОН» ◊"));
    }

    @Test
    void aDirectiveWithoutAJumpIsCarriedOutAndTheMachineStaysStopped() {
        Session s = new Session();
        s.play(MOVE, "«ВЫП» T=6; Л=2; «НА»5 «КОН» ◊");
        s.paper.take();
        assertEquals(Halt.DONE, s.type("«ВЫП»«ВЫВОД»T«КОН»◊"));
        assertEquals("«ВЫП»«ВЫВОД»T«КОН»◊\nТ=6 ◊\n", s.paper.take());
    }

    @Test
    void aDirectiveMayDescribeDataWhichIsSetBeforeItsStatementsRun() {
        assertEquals("◊\n«ВЫП»A=A;«НА»2«ГДЕ»X1[3]=1,0,1«КОН»◊\nХ1[3]=1 ◊\n",
                Session.run("«РАЗР»2;«ВВОД»34;2.«ВЫВОД»X1[3]«ГДЕ»X1[3]«КОН»◊", "«ВЫП»A=A;«НА»2«ГДЕ»X1[3]=1,0,1«КОН»◊"));
    }

    @Test
    void aWrongDirectiveIsAnsweredAndProgramAndVariablesStayIntact() {
        Session s = new Session();
        s.play(MOVE, "«ВЫП» T=6; Л=2; «НА»5 «КОН» ◊");
        s.paper.take();
        assertNull(s.type("«ВЫП» T=; «НА»5 «КОН» ◊"));
        assertEquals("«ВЫП» T=; «НА»5 «КОН» ◊\n"
                + "директива:1:9: ОШИБКА: встретилось «;», а ожидалось: . ( + - ε ₣ √ Σ Π ⏨ имя число\n"
                + "    «ВЫП» T=; «НА»5 «КОН» ◊\n"
                + "            ^\n◊\n", s.paper.take());
        assertEquals(Halt.DONE, s.type("«ВЫП»«ВЫВОД»T,Л«КОН»◊"));
        assertEquals("«ВЫП»«ВЫВОД»T,Л«КОН»◊\nТ=6Л=2 ◊\n", s.paper.take());
    }

    @Test
    void aDirectiveToAMissingLabelOrArrayIsRefusedWholeAndChangesNothing() {
        Session s = new Session();
        s.play(MOVE, "«ВЫП» T=6; Л=2; «НА»5 «КОН» ◊");
        s.paper.take();
        assertNull(s.type("«ВЫП» T=7; «НА»9 «КОН» ◊"));
        assertNull(s.type("«ВЫП» Л=8; Q[1]=2 «КОН» ◊"));
        assertEquals("«ВЫП» T=7; «НА»9 «КОН» ◊\n"
                + "директива:1:16: ОШИБКА: метка 9 не найдена\n"
                + "    «ВЫП» T=7; «НА»9 «КОН» ◊\n"
                + "                   ^\n◊\n"
                + "«ВЫП» Л=8; Q[1]=2 «КОН» ◊\n"
                + "директива:1:12: ОШИБКА: массив Q не описан в «ГДЕ»\n"
                + "    «ВЫП» Л=8; Q[1]=2 «КОН» ◊\n"
                + "               ^\n◊\n", s.paper.take());
        assertEquals(Halt.DONE, s.type("«ВЫП»«ВЫВОД»T,Л«КОН»◊"));
        assertEquals("«ВЫП»«ВЫВОД»T,Л«КОН»◊\nТ=6Л=2 ◊\n", s.paper.take());
    }

    @Test
    void aDirectiveWhoseDescriptionFailsHalfWayIsRefusedAndChangesNothing() {
        Session s = new Session();
        s.play("«РАЗР»3;X=5;«ВВОД»34«ГДЕ»M[3]=1,2,3«КОН»◊");
        s.paper.take();
        // the descriptions before the failing one were carried out: a new N, M placed anew or refilled
        assertNull(s.type("«ВЫП» X=1 «ГДЕ» N=99; M[2]=7,8; Q[0] «КОН»◊"));
        assertNull(s.type("«ВЫП» X=1 «ГДЕ» M[3]=4,5,6; N=55; Z=1/0 «КОН»◊"));
        assertEquals("«ВЫП» X=1 «ГДЕ» N=99; M[2]=7,8; Q[0] «КОН»◊\n"
                + "директива:1:33: ОШИБКА: размер массива Q должен быть не меньше 1, а равен 0\n"
                + "    «ВЫП» X=1 «ГДЕ» N=99; M[2]=7,8; Q[0] «КОН»◊\n"
                + "                                    ^\n◊\n"
                + "«ВЫП» X=1 «ГДЕ» M[3]=4,5,6; N=55; Z=1/0 «КОН»◊\n"
                + "директива:1:35: ОШИБКА: деление на нуль\n"
                + "    «ВЫП» X=1 «ГДЕ» M[3]=4,5,6; N=55; Z=1/0 «КОН»◊\n"
                + "                                      ^\n◊\n", s.paper.take());
        // read by a loop too, which translated code runs with the arrays' places it loads on entry
        assertEquals(Halt.DONE, s.type("«ВЫП»S=0;«ДЛЯ»I=1«ШАГ»1«ДО»3«ВЫП»S=S+M[I]×10↑I;«ВЫВОД»X,N,S«КОН»◊"));
        assertEquals("«ВЫП»S=0;«ДЛЯ»I=1«ШАГ»1«ДО»3«ВЫП»S=S+M[I]×10↑I;«ВЫВОД»X,N,S«КОН»◊\nХ=5N=0S=3210 ◊\n",
                s.paper.take());
    }

    @Test
    void aRefusedDirectivePutsBackTheFreeWordsItsArraysWereGiven() {
        Session s = new Session();
        // M[6] lies above the last array, in the free memory, where the directive places Q
        s.play("«РАЗР»3;M[6]=7;«ВВОД»34«ГДЕ»M[3]«КОН»◊");
        assertNull(s.type("«ВЫП»X=1«ГДЕ»Q[5]=1,2,3,4,5;R[0]«КОН»◊"));
        s.paper.take();
        assertEquals(Halt.DONE, s.type("«ВЫП»«ВЫВОД»M[6],M[5]«КОН»◊"));
        assertEquals("«ВЫП»«ВЫВОД»M[6],M[5]«КОН»◊\nМ[6]=7М[5]=0 ◊\n", s.paper.take());
    }

    @Test
    void aProgramThatNamesAMissingLabelOrArrayIsReadAndStopsOnlyWhereItGetsThere() throws MachineException {
        Session s = new Session();
        assertEquals("Х=1 ◊\n", s.play("«РАЗР»2;X=1;«ВЫВОД»X;«СТОП»;«НА»7;Y=A[1]«КОН»◊"));
        assertEquals(2, s.machine.unresolved().size());
        assertEquals("метка 7 не найдена", s.machine.messages().get(s.machine.unresolved().get(0).key(),
                s.machine.unresolved().get(0).arguments()));
    }

    @Test
    void insteadReplacesAWholeDescriptionNotTheFirstMatchingCharacters() throws MachineException {
        Session s = new Session();
        assertEquals("ОДИНМ=1 ◊\n", s.play("«РАЗР»2;«ЕСЛИ»M=1«ТО»(«ВЫВОД»[ОДИН]);«ВЫВОД»M«ГДЕ»M=1«КОН»◊"));
        s.paper.take();
        assertNull(s.machine.execute("«ВМЕСТО» M=1 «ЗАПИСАТЬ» M=2 ◊"));
        assertEquals(MachineState.LOADED, s.machine.state());
        assertEquals("«РАЗР»2;«ЕСЛИ»M=1«ТО»(«ВЫВОД»[ОДИН]);«ВЫВОД»M«ГДЕ»M=2«КОН»◊", s.machine.programSource());
        assertEquals(Halt.END, s.machine.start());
        assertEquals("М=2 ◊\n", s.paper.take());
    }

    @Test
    void insteadReplacesAStatementWhenNoDescriptionMatches() throws MachineException {
        Session s = new Session();
        s.play("«РАЗР»2;X = 1;«ВЫВОД»X«КОН»◊");
        s.machine.execute("«ВМЕСТО» X=1 «ЗАПИСАТЬ» X=7 ◊");
        assertEquals("«РАЗР»2;X=7;«ВЫВОД»X«КОН»◊", s.machine.programSource());
    }

    @Test
    void anEditTheMachineCannotReadIsBlamedWhereTheFaultWasTypedAndTheProgramStays() {
        Session s = new Session();
        String program = "«РАЗР»3;\nX=5;\n«ВЫВОД»X\n«ГДЕ»M[3]«КОН»◊";
        s.play(program);
        s.paper.take();
        // a fault in the text typed after «ЗАПИСАТЬ» is shown in the directive; one the edit makes
        // elsewhere (here the «;» after it) in the program as edited, which no file holds
        assertNull(s.type("«ВМЕСТО» M[3] «ЗАПИСАТЬ» M[0] ◊"));
        assertNull(s.type("«ВМЕСТО» X=5 «ЗАПИСАТЬ» X=(1 ◊"));
        assertEquals("«ВМЕСТО» M[3] «ЗАПИСАТЬ» M[0] ◊\n"
                + "директива:1:26: ОШИБКА: размер массива М должен быть не меньше 1, а равен 0\n"
                + "    «ВМЕСТО» M[3] «ЗАПИСАТЬ» M[0] ◊\n"
                + "                             ^\n◊\n"
                + "«ВМЕСТО» X=5 «ЗАПИСАТЬ» X=(1 ◊\n"
                + "test после правки:2:5: ОШИБКА: встретилось «;», а ожидалось: )\n"
                + "    X=(1;\n"
                + "        ^\n◊\n", s.paper.take());
        assertEquals(program, s.machine.programSource());
    }

    @Test
    void insteadOfSomethingTheProgramDoesNotHoldIsRefused() {
        Session s = new Session();
        s.play("«РАЗР»2;X=1;«ВЫВОД»X«КОН»◊");
        s.paper.take();
        s.type("«ВМЕСТО» X=2 «ЗАПИСАТЬ» X=7 ◊");
        assertTrue(s.paper.take().contains("ОШИБКА: в программе нет оператора или описания «Х=2»"));
        assertEquals("«РАЗР»2;X=1;«ВЫВОД»X«КОН»◊", s.machine.programSource());
    }
}
