package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The names of a directive, as the input device reads them, and their Latin reading. */
class DirectiveNamesTest {
    @Test
    void namesOutsideTextsAndServiceWordsWithTheirRoles() {
        String d = "«ВЫП» A[I 1]=F(2); «ВЫВОД» [L Л]; «НА» L5 «ГДЕ» X1[3]=1, 2, 3 «КОН» ◊";
        List<DirectiveNames.Name> names = DirectiveNames.in(d);
        assertEquals(List.of("А:false:false", "I1:false:false", "F:false:true", "L5:true:false", "Х1:false:true"),
                names.stream().map(n -> n.folded() + ":" + n.label() + ":" + n.defined()).toList());
        assertEquals("I 1", d.substring(names.get(1).from(), names.get(1).to()));
    }

    @Test
    void aTransliteratedNameBecomesTheOneLatinNameTheProgramHas() {
        Set<String> program = Set.of("L", "Р", "L5", "Т", "Н", "N");
        DirectiveNames.Reading r = DirectiveNames.read("«ВЫП» Т=1; П=2; Л=3; Н=4; Ж=5; «НА» Л5 «КОН» ◊",
                program::contains, true);
        assertEquals("«ВЫП» Т=1; P=2; L=3; Н=4; Ж=5; «НА» L5 «КОН» ◊", r.text());
        assertEquals(List.of("П P", "Л L", "Л5 L5"), r.renamed().stream().map(p -> p[0] + " " + p[1]).toList());
        assertEquals(List.of("Ж"), r.unknown());
    }

    @Test
    void withoutTransliterationNamesStayAsTyped() {
        DirectiveNames.Reading r = DirectiveNames.read("«ВЫП» Л=3 «КОН» ◊", Set.of("L")::contains, false);
        assertEquals("«ВЫП» Л=3 «КОН» ◊", r.text());
        assertEquals(List.of("Л"), r.unknown());
    }
}
