package su.mir2.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The texts the grammar can parse in two ways: for each, the reading the machine takes, seen on the
 * paper. docs/fidelity.md, "Texts with two parses", gives the reasons.
 */
class TwoReadingsTest {
    @Test
    void aNumberAfterLineIsItsCountOnlyWhereNothingContinuesIt() {
        // «СТРОКА»2.5 fed two lines and printed 0.5; «СТРОКА»2-X two lines and −X; «СТРОКА»2⏨1 two lines and 10.0
        assertEquals("А\n2.5\n1\n20.0\n\nХ=1\n\n3 ◊\n", Session.run("«РАЗР»3;X=1;«ВЫВОД»[А],«СТРОКА»2.5,«СТРОКА»2-X,"
                + "«СТРОКА»2⏨1,«СТРОКА»2X,«СТРОКА»2,3«КОН»◊"));
    }
}
