package su.mir2.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** An array used but never described in «ГДЕ» is the machine's error stop, with one subscript too. */
class UndescribedArrayTest {
    @Test
    void oneSubscriptOfAnUndescribedArrayStopsTheMachine() {
        String stop = "ОСТАНОВ ПО ОШИБКЕ: массив А не описан в «ГДЕ»\nВ ОПЕРАТОРЕ 1:9: Х=А[1] ◊\n";
        assertEquals(stop, Session.run("«РАЗР»2;X=A[1]«КОН»◊"));
        assertEquals(stop, new Session(MachineOptions.defaults().withCheckedSubscripts(true)).play("«РАЗР»2;X=A[1]«КОН»◊"));
    }

    @Test
    void twoSubscriptsOfAnUndescribedArrayStopTheMachine() {
        assertEquals("ОСТАНОВ ПО ОШИБКЕ: массив А не описан в «ГДЕ»\nВ ОПЕРАТОРЕ 1:9: Х=А[1,2] ◊\n",
                Session.run("«РАЗР»2;X=A[1,2]«КОН»◊"));
    }
}
