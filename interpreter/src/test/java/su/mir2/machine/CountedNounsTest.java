package su.mir2.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import su.mir2.machine.watch.Inspection;
import su.mir2.messages.Messages;

/**
 * A message that counts something names it in the form its number asks for: 1 элемент, 2 значения,
 * 5 аргументов; 1 argument, 2 arguments. The forms were worked out from the grammar, not copied.
 */
class CountedNounsTest {
    private static String firstLine(String message) {
        return message.substring(0, message.indexOf('\n'));
    }

    private static String enRun(String program) {
        return new Session(MachineOptions.defaults().withMessages(Messages.forLanguage("en"))).play(program);
    }

    @Test
    void valuesAndElementsOfAnArray() {
        assertEquals("p:1:17: ОШИБКА: для массива М[1] дано 2 значения, а в нём 1 элемент",
                firstLine(Session.loadError("«РАЗР»3;X=1«ГДЕ»M[1]=1,2«КОН»◊", "ru")));
        assertEquals("p:1:17: ОШИБКА: для массива М[21] дано 22 значения, а в нём 21 элемент",
                firstLine(Session.loadError("«РАЗР»3;X=1«ГДЕ»M[21]=" + "1,".repeat(21) + "1«КОН»◊", "ru")));
        assertEquals("p:1:17: ОШИБКА: для массива М[11] дано 15 значений, а в нём 11 элементов",
                firstLine(Session.loadError("«РАЗР»3;X=1«ГДЕ»M[11]=" + "1,".repeat(14) + "1«КОН»◊", "ru")));
        assertEquals("p:1:17: ERROR: 2 values given for array М[1], which has 1 element",
                firstLine(Session.loadError("«РАЗР»3;X=1«ГДЕ»M[1]=1,2«КОН»◊", "en")));
    }

    @Test
    void argumentsOfAFunction() {
        assertEquals("p:1:11: ОШИБКА: функция F требует 1 аргумент, а дано 2",
                firstLine(Session.loadError("«РАЗР»2;X=F(1,2)«ГДЕ»F(X)=X«КОН»◊", "ru")));
        assertEquals("p:1:11: ОШИБКА: функция F требует 2 аргумента, а дано 1",
                firstLine(Session.loadError("«РАЗР»2;X=F(1)«ГДЕ»F(X,Y)=X«КОН»◊", "ru")));
        assertEquals("p:1:11: ОШИБКА: функция F требует 5 аргументов, а дано 1",
                firstLine(Session.loadError("«РАЗР»2;X=F(1)«ГДЕ»F(A,B,C,D,E)=A«КОН»◊", "ru")));
        assertEquals("p:1:11: ERROR: function F takes 1 argument, 2 given",
                firstLine(Session.loadError("«РАЗР»2;X=F(1,2)«ГДЕ»F(X)=X«КОН»◊", "en")));
        assertEquals("p:1:11: ERROR: function F takes 2 arguments, 1 given",
                firstLine(Session.loadError("«РАЗР»2;X=F(1)«ГДЕ»F(X,Y)=X«КОН»◊", "en")));
    }

    @Test
    void subscriptsOfAnArray() {
        assertEquals("ОСТАНОВ ПО ОШИБКЕ: массив А имеет 1 индекс, а указано 2\nВ ОПЕРАТОРЕ 1:9: Х=А[1,1] ◊\n",
                Session.run("«РАЗР»2;X=A[1,1]«ГДЕ»A[3]«КОН»◊"));
        assertEquals("ОСТАНОВ ПО ОШИБКЕ: массив А имеет 2 индекса, а указано 1\nВ ОПЕРАТОРЕ 1:9: Х=А[1] ◊\n",
                Session.run("«РАЗР»2;X=A[1]«ГДЕ»A[3,3]«КОН»◊"));
        assertEquals("ERROR STOP: array А has 1 subscript, 2 given\nIN STATEMENT 1:9: Х=А[1,1] ◊\n",
                enRun("«РАЗР»2;X=A[1,1]«ГДЕ»A[3]«КОН»◊"));
        assertEquals("ERROR STOP: array А has 2 subscripts, 1 given\nIN STATEMENT 1:9: Х=А[1] ◊\n",
                enRun("«РАЗР»2;X=A[1]«ГДЕ»A[3,3]«КОН»◊"));
    }

    /** 12 symbols of program text, one word of 3 symbols: 86 of 101 are free. */
    @Test
    void theFreeMemoryAndTheValuesOfAnArray() {
        Session s = new Session(MachineOptions.defaults().withMemory(101));
        s.play("«РАЗР»2;«ГДЕ»A[1]=7«КОН»◊");
        var map = Inspection.memoryMap(s.machine.directory(), Messages.forLanguage("ru"));
        assertEquals("свободно: 86 из 101 знака", map.get(map.size() - 1));
        assertEquals(java.util.List.of("А[1]: 7 (1 value)"),
                Inspection.variables(s.machine.directory(), Messages.forLanguage("en")));
    }
}
