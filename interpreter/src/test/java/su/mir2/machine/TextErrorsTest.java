package su.mir2.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import su.mir2.machine.halt.MachineException;
import su.mir2.machine.typewriter.StringPaper;
import su.mir2.messages.Messages;

/** A text the machine cannot read: where, what, and a caret — in Russian, or English on request. */
class TextErrorsTest {
    @Test
    void aMissingSeparatorIsShownWhereTheNextStatementBegins() {
        assertEquals("p:2:5: ОШИБКА: нет «;» между операторами (он не нужен лишь перед служебным словом и после «)»)"
                        + "\n    X=1 Y=2«КОН»◊\n        ^",
                Session.loadError("«РАЗР»2;\nX=1 Y=2«КОН»◊", "ru"));
    }

    @Test
    void aLongSymbolFoundIsCutSoThatTheLineKeepsToAHundredCharacters() {
        String program = "«РАЗР»3;X=1[" + "А".repeat(300) + "];«КОН»◊";
        String quoted = "\n    " + program.substring(0, 72) + "…\n" + " ".repeat(15) + "^";
        // 16 + 29 + 42 + 13 characters; in English 15 + 20 + 52 + 13
        assertEquals("p:1:12: ОШИБКА: встретилось «[" + "А".repeat(40) + "…», а ожидалось: «ГДЕ» «КОНЕЦ»" + quoted,
                Session.loadError(program, "ru"));
        assertEquals("p:1:12: ERROR: found '[" + "А".repeat(50) + "…', expected: «ГДЕ» «КОНЕЦ»" + quoted,
                Session.loadError(program, "en"));
    }

    /** A service word brings its own guillemets: the Russian wording does not quote it again. */
    @Test
    void aServiceWordFoundIsShownInItsOwnGuillemets() {
        assertEquals("p:1:1: ОШИБКА: встретилось «ВЫВОД», а ожидалось: «РАЗРЯДНОСТЬ»\n    «ВЫВОД»1«КОН»◊\n    ^",
                Session.loadError("«ВЫВОД»1«КОН»◊", "ru"));
        assertEquals("p:1:10: ОШИБКА: после знака «+» нет операнда: встретилось «ВЫВОД», а ожидалось: "
                        + ". ( + - ε ₣ √ Σ Π ⏨\n  имя число\n    «Р»3;X=1+«ВЫВОД»X«КОН»◊\n" + " ".repeat(13) + "^",
                Session.loadError("«Р»3;X=1+«ВЫВОД»X«КОН»◊", "ru"));
        assertEquals("p:1:1: ERROR: found '«ВЫВОД»', expected: «РАЗРЯДНОСТЬ»\n    «ВЫВОД»1«КОН»◊\n    ^",
                Session.loadError("«ВЫВОД»1«КОН»◊", "en"));
    }

    @Test
    void inEnglishOnRequest() {
        assertEquals("p:2:5: ERROR: missing ';' between statements (needed except before a service word or after ')')"
                        + "\n    X=1 Y=2«КОН»◊\n        ^",
                Session.loadError("«РАЗР»2;\nX=1 Y=2«КОН»◊", "en"));
    }

    @Test
    void aSignWrittenTheOcrWayIsToldHowItIsTyped() {
        assertEquals("p:1:15: ОШИБКА: функция F не описана в «ГДЕ»; если это знак ₣, он набирается как \\F\n"
                + "    «РАЗР»2;R=1;X=F(R/2)«КОН»◊\n" + " ".repeat(18) + "^", Session.loadError("«РАЗР»2;R=1;X=F(R/2)«КОН»◊", "ru"));
        assertEquals("p:1:11: ERROR: function Е is not described in «ГДЕ»; if the sign ε is meant, it is typed \\E\n"
                + "    «РАЗР»2;X=e(2.5)«КОН»◊\n" + " ".repeat(14) + "^", Session.loadError("«РАЗР»2;X=e(2.5)«КОН»◊", "en"));
    }

    @Test
    void aWrittenNumberTheMemoryCannotHoldIsShownWhereItIsWritten() {
        assertEquals("p:1:12: ОШИБКА: переполнение: число не помещается в память\n"
                + "    «Р»3;X=SIN(1⏨100000)«КОН»◊\n" + " ".repeat(15) + "^",
                Session.loadError("«Р»3;X=SIN(1⏨100000)«КОН»◊", "ru"));
    }

    /**
     * T after «ВВОД» may begin a label or an assignment; only the ';' after it rules both out. What is
     * expected there is what T may be followed by, not what may begin a statement (which lists ';').
     */
    @Test
    void aSymbolThatEndsEveryWayOpenIsAnsweredWithWhatThoseWaysExpect() {
        assertEquals("p:1:16: ОШИБКА: встретилось «;», а ожидалось: . = [\n"
                + "    «РАЗР»2;«ВВОД»T;X=1«КОН»◊\n" + " ".repeat(19) + "^", Session.loadError("«РАЗР»2;«ВВОД»T;X=1«КОН»◊", "ru"));
    }

    /** ⟦ and ⟧ mark a text in the reader's stream: typed inside a text they are unknown signs, not its end. */
    @Test
    void aTextMarkTypedInsideATextIsAnUnknownSign() {
        assertEquals("p:1:18: ОШИБКА: неизвестный знак «⟧» (U+27E7)\n"
                + "    «РАЗР»2;«ВЫВОД»[A⟧«B]◊\n" + " ".repeat(21) + "^", Session.loadError("«РАЗР»2;«ВЫВОД»[A⟧«B]◊", "ru"));
    }

    /**
     * A character beyond 16 bits in a text is two chars of the line but one column, as the user counts
     * them, and two terminal columns before the caret; the fault after it is shown there, not a symbol
     * too early.
     */
    @Test
    void aFaultAfterATextWithCharactersBeyondSixteenBitsIsShownWhereItIs() {
        assertEquals("p:1:23: ERROR: found ';', expected: . ( + - ε ₣ √ Σ Π ⏨ a name a number\n"
                + "    «РАЗР»2;«ВЫВОД»[\uD83D\uDE00\uD83D\uDE00];X=;«КОН»◊\n" + " ".repeat(28) + "^",
                Session.loadError("«РАЗР»2;«ВЫВОД»[\uD83D\uDE00\uD83D\uDE00];X=;«КОН»◊", "en"));
    }

    /** A character beyond 16 bits (an emoji) is named whole, not as the first half of its two chars. */
    @Test
    void anUnknownSignBeyondSixteenBitsIsNamedWhole() {
        assertEquals("p:1:28: ОШИБКА: неизвестный знак «\uD83D\uDE00» (U+1F600)\n"
                + "    «РАЗРЯДНОСТЬ»3;X=1;«ВЫВОД»X\uD83D\uDE00«КОН»◊\n" + " ".repeat(31) + "^",
                Session.loadError("«РАЗРЯДНОСТЬ»3;X=1;«ВЫВОД»X\uD83D\uDE00«КОН»◊", "ru"));
        assertEquals("p:1:12: ERROR: only letters may stand in a service word, found '\uD83D\uDE00'\n"
                + "    «РАЗР»2;«ВЫ\uD83D\uDE00»X«КОН»◊\n" + " ".repeat(15) + "^",
                Session.loadError("«РАЗР»2;«ВЫ\uD83D\uDE00»X«КОН»◊", "en"));
    }

    @Test
    void aDirectiveWithASignBeyondSixteenBitsNamesItWhole() {
        Session s = new Session();
        s.play("«РАЗР»2;«ВЫВОД»[ЖДУ];«ВВОД»34«КОН»◊");
        s.paper.take();
        s.type("«ВЫП»T=6\uD83D\uDE00;«КОН»◊");
        assertEquals("«ВЫП»T=6\uD83D\uDE00;«КОН»◊\n"
                + "директива:1:9: ОШИБКА: неизвестный знак «\uD83D\uDE00» (U+1F600)\n"
                + "    «ВЫП»T=6\uD83D\uDE00;«КОН»◊\n"
                + " ".repeat(12) + "^\n"
                + "◊\n", s.paper.take());
    }

    @Test
    void anAmbiguousAbbreviationNamesTheWordsItCouldBe() {
        assertEquals("p:1:9: ERROR: ambiguous abbreviation «ВЫ»: it could be «ВЫПОЛНИТЬ», «ВЫВОД»\n"
                + "    «РАЗР»2;«ВЫ»X«КОН»◊\n            ^", Session.loadError("«РАЗР»2;«ВЫ»X«КОН»◊", "en"));
    }

    @Test
    void whatWasFoundAndWhatWasExpected() {
        String m = Session.loadError("«РАЗР»2;\nX=(1+2«КОН»◊", "en");
        assertTrue(m.startsWith("p:2:7: ERROR: found '«КОНЕЦ»', expected: )"), m);
        assertTrue(m.endsWith("\n    X=(1+2«КОН»◊\n          ^"), m);
    }

    @Test
    void theEndOfTheTextTooHasAPlace() {
        String m = Session.loadError("«РАЗР»2;X=1", "en");
        assertTrue(m.startsWith("p:1:12: ERROR: the text ended, expected: "), m);
        assertTrue(m.contains(" «ГДЕ» ") && m.contains(" «КОНЕЦ»"), m);
        assertTrue(m.endsWith("\n    «РАЗР»2;X=1\n               ^"), m);
    }

    @Test
    void namesAreUsedOneWay() {
        assertEquals("p:1:14: ERROR: L is an array; a subscript is needed\n    «РАЗР»2;L[1]=L«КОН»◊\n                 ^",
                Session.loadError("«РАЗР»2;L[1]=L«КОН»◊", "en"));
        assertEquals("p:1:9: ERROR: АВS is the name of a standard function, not of a variable\n"
                + "    «РАЗР»2;ABS=1«КОН»◊\n            ^", Session.loadError("«РАЗР»2;ABS=1«КОН»◊", "en"));
    }

    @Test
    void aLabelTwiceIsRefused() {
        assertEquals("p:1:15: ERROR: label 1 occurs twice\n    «РАЗР»2;1.X=1;1.X=2«КОН»◊\n                  ^",
                Session.loadError("«РАЗР»2;1.X=1;1.X=2«КОН»◊", "en"));
    }

    @Test
    void tooManyValuesForAnArray() {
        assertEquals("p:1:14: ERROR: 3 values given for array А[2], which has 2 elements\n"
                + "    «РАЗР»2;«ГДЕ»A[2]=1,2,3«КОН»◊\n                 ^", Session.loadError("«РАЗР»2;«ГДЕ»A[2]=1,2,3«КОН»◊", "en"));
    }

    @Test
    void aTextNestedBeyondTheReadersDepthIsRefusedNotCrashedOn() {
        String deep = "(".repeat(20_000) + "1" + ")".repeat(20_000);
        String m = Session.loadError("«РАЗР»2;X=" + deep + "«КОН»◊", "en");
        assertEquals("p:1:111: ERROR: the text nests deeper than 100 levels (brackets, signs in a row, «ЕСЛИ», «ДЛЯ»)",
                m.substring(0, m.indexOf('\n')));
        String ru = Session.loadError("«РАЗР»2;X=" + deep + "«КОН»◊", "ru");
        assertEquals("p:1:111: ОШИБКА: текст вложен глубже 100 уровней (скобки, знаки подряд, «ЕСЛИ», «ДЛЯ»)",
                ru.substring(0, ru.indexOf('\n')));
    }

    /**
     * Where some thirty symbols could follow, the list names the first of them that keep the line within
     * 100 characters, and says that there are others.
     */
    @Test
    void aLongListOfExpectedSymbolsNamesTheFirstOnes() {
        String program = "«РАЗР»2;«ВЫВОД»0";
        String first = "; . ( , + - × / ↑ ε ₣ √ Σ Π «ЕСЛИ» «НА» «ДЛЯ»";
        String where = "\n    " + program + "\n" + " ".repeat(20) + "^";
        assertEquals("p:1:17: ОШИБКА: текст кончился, а ожидалось: " + first + " и другие" + where,
                Session.loadError(program, "ru"));
        assertEquals("p:1:17: ERROR: the text ended, expected: " + first + " and others" + where,
                Session.loadError(program, "en"));
    }

    /** A long file name leaves the list 40 characters, however long the line. */
    @Test
    void aLongOriginLeavesTheListItsFirstFewSymbols() {
        Mir2 m = new Mir2(MachineOptions.defaults().withMessages(Messages.forLanguage("en")), new StringPaper());
        String origin = "d".repeat(120);
        MachineException e = assertThrows(MachineException.class, () -> m.load("«РАЗР»2;«ВЫВОД»0", origin));
        String message = e.diagnostic().format(m.messages());
        assertEquals(origin + ":1:17: ERROR: the text ended, expected: ; . ( , + - × / ↑ ε ₣ √ Σ Π and others",
                message.substring(0, message.indexOf('\n')));
    }

    /**
     * The widest complaint with its list whole: no operand after a sign, the longest service word found.
     * Its line, 115 characters, goes on under itself at the last blank within 100.
     */
    @Test
    void aComplaintWiderThanTheWidthGoesOnUnderItself() {
        String program = "«РАЗРЯДНОСТЬ»2;X=1×«РАЗРЯДНОСТЬ»;";
        String where = "\n    " + program + "\n" + " ".repeat(23) + "^";
        assertEquals("p:1:20: ОШИБКА: после знака «×» нет операнда: встретилось «РАЗРЯДНОСТЬ», а ожидалось: . ( + - ε ₣ √\n"
                + "  Σ Π ⏨ имя число" + where, Session.loadError(program, "ru"));
        // "a number" is not broken after its article
        assertEquals("p:1:20: ERROR: no operand after '×': found '«РАЗРЯДНОСТЬ»', expected: . ( + - ε ₣ √ Σ Π ⏨ a name\n"
                + "  a number" + where, Session.loadError(program, "en"));
    }

    @Test
    void aMissingOperandIsShownWhereItIsMissing() {
        assertEquals("p:2:5: ERROR: no operand after '+': found ';', expected: . ( + - ε ₣ √ Σ Π ⏨ a name a number\n"
                + "    X=Y+;«КОН»◊\n        ^", Session.loadError("«РАЗР»2;\nX=Y+;«КОН»◊", "en"));
    }
}
