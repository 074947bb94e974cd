package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Ctrl-T: Latin keys give Cyrillic letters, for an operator without a Cyrillic keyboard layout. */
class TransliterationTypingTest {
    @TempDir
    Path dir;

    @Test
    void aMoveOfTheGameTypedOnALatinKeyboard() throws Exception {
        try (ConsoleDriver at = ConsoleDriver.start(dir.resolve("history"), null, Programs.nim(), "nim.alm")) {
            at.enter(":start\r");
            at.type("\u0014");
            at.enter("<<vyp>> t=2; l=1; <<na>> 9 <<kon>> $\r");
            at.enter(":state\r");
            at.type("\u0014");
            at.leave(":quit\r");
            String out = at.output();
            assertEquals("""
                    > :start
                    ИГРА НИМ
                    ВАШ СОПЕРНИК — ЭВМ МИР
                    ДЕЛАЮ СВОИ ХОД
                    Т=2      Л=3
                    ВАШ ХОД ◊
                    # транслитерация включена: латинские клавиши дают русские буквы (Ctrl-T — выключить).
                    > «ВЫП» Т=2; Л=1; «НА» 9 «КОН» ◊
                    ДЕЛАЮ СВОИ ХОД
                    Т=1      Л=5
                    ВАШ ХОД ◊
                    > :state
                    # МИР-2 │ ждёт директиву («ВВОД») │ программа: nim.alm │ клавиши: транслит │ скорость: полная
                    # транслитерация выключена: буквы — как на клавиатуре.
                    > :quit
                    """, out.substring(out.indexOf("> :start"), out.indexOf("# пульт выключен.")));
        }
    }

    @Test
    void theSignsPrefixKeyIsNotTransliterated() throws Exception {
        try (ConsoleDriver at = ConsoleDriver.start(dir.resolve("history"), null, null, null)) {
            at.type("\u0014");
            at.enter("<<razr>> 2; <<vyvod>> \\e(7/2), [shchi e'to] <<gde>> <<kon>> $\r");
            at.leave(":quit\r");
            String out = at.output();
            assertEquals("> «РАЗР» 2; «ВЫВОД» ε(7/2), [ЩИ ЭТО] «ГДЕ» «КОН» ◊\n",
                    out.substring(out.indexOf("> «РАЗР»"), out.indexOf("# программа введена")));
        }
    }
}
