package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class CompletionWordTest {
    private static List<String> values(CompletionWord w) {
        return w.choices().stream().map(CompletionWord.Choice::value).toList();
    }

    @Test
    void theLettersBeforeTheCursorWithTheirGuillemetAreReplaced() {
        CompletionWord w = CompletionWord.at("Т=2; «ВЫП", 9);
        assertEquals(4, w.typed());
        assertEquals(List.of("«ВЫПОЛНИТЬ»"), values(w));
        assertEquals(List.of("«ВЫПОЛНИТЬ»", "«ВЫВОД»"), values(CompletionWord.at("<<вы", 4)));
        assertEquals(3, CompletionWord.at("вып", 3).typed());
    }

    @Test
    void theBooksAbbreviationsCompleteToTheWholeWord() {
        assertEquals(List.of("«РАЗРЯДНОСТЬ»"), values(CompletionWord.at("разр", 4)));
        assertEquals(List.of("«ШАГ»"), values(CompletionWord.at("ш", 1)));
        assertEquals(List.of("«КОНЕЦ»"), values(CompletionWord.at("KOH", 3)));
    }

    @Test
    void latinKeysCompleteThroughTransliteration() {
        assertEquals(List.of("«ВЫПОЛНИТЬ»"), values(CompletionWord.at("VУР", 3)));
        assertEquals(List.of("«ЗНАЧЕНИЙ»"), values(CompletionWord.at("znach", 5)));
    }

    @Test
    void theBackslashOffersTheSignsTypedWithIt() {
        CompletionWord w = CompletionWord.at("Х=\\", 3);
        assertEquals(1, w.typed());
        assertEquals(List.of("⏨", "ε", "₣", "Σ", "Π", "√"), values(w));
    }

    @Test
    void commandsCompleteAndTextsDoNot() {
        assertEquals(List.of(":пуск"), values(CompletionWord.at(":пу", 3)));
        assertEquals(List.of(), values(CompletionWord.at("«ВЫВОД»[вы", 10)));
        assertEquals(List.of(), values(CompletionWord.at("Х=1", 3)));
    }
}
