package su.mir2.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;
import su.mir2.machine.typewriter.StringPaper;
import su.mir2.machine.typewriter.Typewriter;

/** Nothing reaches the paper as a control character: a typed one is refused and shown by its code. */
class ControlCharacterPaperTest {
    private static final String WAIT = "«РАЗР»2;«ВЫВОД»[ЖДУ];«ВВОД»34«КОН»◊";

    @Test
    void aDirectiveWithAnEscapeIsRefusedAndThePaperShowsItsCode() {
        Session s = new Session();
        s.play(WAIT);
        s.paper.take();
        assertNull(s.type("«ВЫП»«ВЫВОД»[\u001B[2J]«КОН»◊"));
        assertEquals("«ВЫП»«ВЫВОД»[U+001B[2J]«КОН»◊\n"
                + "директива:1:14: ОШИБКА: управляющего знака U+001B нет в алфавите машины\n"
                + "    «ВЫП»«ВЫВОД»[U+001B[2J]«КОН»◊\n"
                + "                 ^\n"
                + "◊\n", s.paper.take());
    }

    @Test
    void aProgramWithAnEscapeIsRefusedWithItsCodeAndACaret() {
        assertEquals("p:1:18: ERROR: the control character U+001B is not in the machine's alphabet\n"
                + "    «РАЗР»2;«ВЫВОД»[АU+001B]0;T]«КОН»◊\n"
                + "                     ^", Session.loadError("«РАЗР»2;«ВЫВОД»[А\u001B]0;T]«КОН»◊", "en"));
    }

    @Test
    void theTypewriterTypesAControlCharacterItIsGivenByItsCode() {
        StringPaper paper = new StringPaper();
        Typewriter t = new Typewriter(paper);
        t.print("А\u001B[2J\nБ\u0007");
        t.operatorLine("«ВЫП»\u009B«КОН»◊");
        assertEquals("АU+001B[2J\nБU+0007\n«ВЫП»U+009B«КОН»◊\n", paper.all());
    }
}
