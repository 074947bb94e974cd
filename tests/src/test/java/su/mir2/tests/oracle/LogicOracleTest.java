package su.mir2.tests.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class LogicOracleTest {

    @Test
    void brownIsTheMurderer() {
        // «Ответ машина напечатает в виде: B=1, C=0, D=0, т. е. «Убийца Браун».»
        assertEquals(List.of(new LogicOracle.Row(1, 0, 0)), LogicOracle.whoIsWho());
    }

    @Test
    void chapterArithmeticModelsMatchTheConnectives() {
        Random random = new Random(1980);
        for (int i = 0; i < 2000; i++) {
            LogicOracle.Formula f = LogicOracle.random(random, 4);
            for (int v = 0; v < 8; v++) {
                long x = v >> 2 & 1;
                long y = v >> 1 & 1;
                long z = v & 1;
                assertEquals(f.eval(x == 1, y == 1, z == 1) ? 1 : 0, f.arith(x, y, z), f + " at " + x + y + z);
            }
        }
    }

    @Test
    void chapterExampleFormula() {
        // X = (A→B)(¬A+¬B): A→B excludes A=1,B=0 and ¬A+¬B excludes A=1,B=1, so X holds exactly when A=0.
        LogicOracle.Formula a = LogicOracle.variable(0);
        LogicOracle.Formula b = LogicOracle.variable(1);
        LogicOracle.Formula f = LogicOracle.and(LogicOracle.implies(a, b), LogicOracle.or(LogicOracle.not(a), LogicOracle.not(b)));
        assertEquals(List.of(new LogicOracle.Row(0, 0, 0), new LogicOracle.Row(0, 0, 1),
                new LogicOracle.Row(0, 1, 0), new LogicOracle.Row(0, 1, 1)), f.trueRows());
        assertEquals("X", a.almir());
        assertEquals("((1-X+X×Y)×((1-X)+(1-Y)-(1-X)×(1-Y)))", f.almir());
    }
}
