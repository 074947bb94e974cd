package su.mir2.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import su.mir2.machine.halt.Halt;
import su.mir2.machine.memory.Memory;

/**
 * Numbers the memory cannot hold and arguments the function library cannot take: each is a machine
 * error stop (or a refusal of the text), in bounded time and memory, translated or not. The
 * timeout guards against the hangs some of them were (LN of a tiny number); it measures no speed.
 */
@Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class HostileNumbersTest {
    private static final long NEVER = -1;
    private static final MachineOptions LARGEST = MachineOptions.defaults().withMaxSteps(1_000_000).withMemory(1_000_000);

    private static String stop(String message, String statement) {
        return "ОСТАНОВ ПО ОШИБКЕ: " + message + "\nВ ОПЕРАТОРЕ " + statement + " ◊\n";
    }

    @Test
    void aRealPowerBeyondTheMemoryStopsTheMachine() {
        assertEquals(stop("переполнение: число не помещается в память", "1:9: Х=10.0↑1000000000"),
                Session.run("«РАЗР»6;X=10.0↑1000000000«КОН»◊"));
        assertEquals(stop("исчезновение порядка: число меньше 1⏨-8000 по модулю не помещается в память",
                "1:9: Х=10.0↑(-1000000000)"), Session.run("«РАЗР»6;X=10.0↑(-1000000000)«КОН»◊"));
        assertEquals("1.0⏨7999 1.0⏨-8000 ◊\n", Session.run("«РАЗР»6;«ВЫВОД»(10.0↑7999),[ ],10.0↑(-8000)«КОН»◊"));
    }

    @Test
    void aRealNoughtMultipliedTurnByTurnStaysANought() {
        // (1/6)×0 was a nought of scale 6, and a product of noughts has the sum of their scales: after
        // some thirty turns BigDecimal refused the scale, an internal error
        assertEquals("В=0.0 Х=0.0 ◊\n", Session.run("«РАЗР»6;«ДЛЯ»J=1«ШАГ»1«ДО»100«ВЫПОЛНИТЬ»(B=B+(1/6)×(B×B);"
                + "X=(X-1/3)×(X+0.0)/7);«ВЫВОД»B,[ ],X«КОН»◊"));
    }

    @Test
    void aPowerOfTenOrOfOneTakesAnExponentOfAnySize() {
        assertEquals("1.0 1.0 -1.0 1.0 ◊\n", Session.run("«РАЗР»3;«ВЫВОД»1.00↑(-1000000000),[ ],1.0↑10000000000,[ ],"
                + "(-1.0)↑(-1000000001),[ ],(-1.0)↑(-99999999998)«КОН»◊"));
        assertEquals("1.0⏨7999 -1.0⏨-7999 ◊\n", Session.run("«РАЗР»6;«ВЫВОД»0.1↑(-7999),[ ],(-0.1)↑7999«КОН»◊"));
    }

    @Test
    void aPowerOfANumberNearOneHasItsOrderFoundAsFarFromOneAsItIs() {
        // log10 of 1 + 10^-16 is 0 in a double: the order of the power was taken as 0, and an
        // exponential of 10^384 was tried (an internal error) or the result was taken to be 1
        assertEquals(stop("переполнение: число не помещается в память", "1:10: Х=1.0000000000000001↑(10↑400)"),
                Session.run("«РАЗР»17;X=1.0000000000000001↑(10↑400)«КОНЕЦ»◊"));
        assertEquals(stop("переполнение: число не помещается в память", "1:10: Х=1.0000000000000001↑(10↑30)"),
                Session.run("«РАЗР»17;X=1.0000000000000001↑(10↑30)«КОНЕЦ»◊"));
        assertEquals(stop("исчезновение порядка: число меньше 1⏨-8000 по модулю не помещается в память",
                "1:10: Х=0.99999999999999999↑(10↑400+0.5)"), Session.run("«РАЗР»17;X=0.99999999999999999↑(10↑400+0.5)«КОНЕЦ»◊"));
        // (1 ± 10^-21)↑(10^20 + 0.5) is e^(±0.1) and a little more, 25 digits rounded down (Python's decimal)
        assertEquals("1.105170918075647624812205 0.9048374180359595731637513 ◊\n",
                Session.run("«РАЗР»25;«ВЫВОД»1.000000000000000000001↑(10↑20+0.5),[ ],"
                        + "0.999999999999999999999↑(10↑20+0.5)«КОНЕЦ»◊"));
    }

    @Test
    void aRealLiteralBeyondTheMemoryIsRefused() {
        assertEquals("p:1:15: ERROR: overflow: the number does not fit in memory\n"
                + "    «РАЗР»6;X=SIN(1⏨100000)«КОН»◊\n" + " ".repeat(18) + "^",
                Session.loadError("«РАЗР»6;X=SIN(1⏨100000)«КОН»◊", "en"));
    }

    @Test
    void anAngleOf10To100OrMoreStopsTheMachine() {
        assertEquals(stop("аргумент функции SIN слишком велик (не меньше 1⏨100)", "1:9: Х=SIN(1⏨100000)"),
                new Session(LARGEST).play("«РАЗР»6;X=SIN(1⏨100000)«КОН»◊"));
        assertEquals(stop("аргумент функции COS слишком велик (не меньше 1⏨100)", "1:9: Х=СОS(10↑100)"),
                Session.run("«РАЗР»6;X=COS(10↑100)«КОН»◊"));
        assertEquals("-0.272512 ◊\n", Session.run("«РАЗР»6;«ВЫВОД»SIN(1⏨99)«КОН»◊"));
    }

    @Test
    void anArcSineOrArcCosineWithin10To340Of1IsAValue() {
        // big-math's asin went through √(1 − x²), 0 at its digits, and divided by zero (an internal error);
        // arccos(1 − δ) = √(2δ)(1 + δ/12 + …) = 1.4142…⏨-170, arcsin(δ − 1) = −π/2 + 1.4142…⏨-170
        assertEquals("141421 -157080 157079 314159 ◊\n", Session.run("«РАЗР»340;«ВЫВОД»ε(ARCCOS(1-10↑(-340))×10↑175),[ ],"
                + "ε(ARCSIN(10↑(-340)-1)×10↑5),[ ],ε(ARCSIN(1-10↑(-340))×10↑5),[ ],ε(ARCCOS(10↑(-340)-1)×10↑5)«КОНЕЦ»◊"));
    }

    @Test
    void theLogarithmOfATinyNumberIsComputedAtOnce() {
        assertEquals("-230259.0 -16118.1 ◊\n",
                new Session(LARGEST).play("«РАЗР»6;«ВЫВОД»LN(1⏨-100000),[ ],LN(1⏨-7000)«КОН»◊"));
    }

    @Test
    void exponentialsBeyondTheMemoryStopTheMachine() {
        assertEquals(stop("переполнение: число не помещается в память", "1:9: Х=ЕХР(18500)"),
                Session.run("«РАЗР»6;X=EXP(18500)«КОН»◊"));
        assertEquals(stop("исчезновение порядка: число меньше 1⏨-8000 по модулю не помещается в память",
                "1:9: Х=ЕХР(-1⏨1000)"), Session.run("«РАЗР»6;X=EXP(-1⏨1000)«КОН»◊"));
    }

    @Test
    void aNumberTakesMemoryForItsTrailingZerosToo() {
        // 10↑7990 has 7991 digits, 7988 beyond N's word: beside the program (17) and the word (4), 7979 are free
        assertEquals(stop("переполнение памяти: числу из 7991 цифры нужно ещё 7988 знаков, а свободно 7979",
                "1:6: N=10↑7990"),
                Session.run("«Р»3;N=10↑7990;«ВЫВОД»N«КОН»◊"));
    }

    @Test
    void anIntermediateNumberTheMemoryCannotHoldStopsTheMachine() {
        // 2370↑2370 has 7 999 digits, 2371↑2371 has 8 002
        assertEquals(stop("переполнение: число не помещается в память", "1:32: Х=1/(К↑К)")
                        + "«ВЫП»«ВЫВОД»K«КОН»◊\nК=2371 ◊\n",
                Session.run("«Р»3;«ДЛЯ»K=1«Ш»1«ДО»25000«ВЫП»X=1/(K↑K);«ВЫВОД»K«КОН»◊", "«ВЫП»«ВЫВОД»K«КОН»◊"));
        assertEquals(stop("переполнение: число не помещается в память", "1:16: «ЕСЛИ»Х×Х>0«ТО»"),
                Session.run("«Р»3;X=10↑4000;«ЕСЛИ»X×X>0«ТО»(«ВЫВОД»[ДА])«КОН»◊"));
    }

    @Test
    void aLongSquaringLoopInTheLargestMemoryStopsTheMachine() {
        // 2↑2↑21 has 631 306 digits, 2↑2↑22 twice as many: log2 of X at three digits is 2.09⏨6
        assertEquals(stop("переполнение: число не помещается в память", "1:12: Х=Х×Х")
                        + "«ВЫП»«ВЫВОД»ε(LN(X)/LN(2))«КОН»◊\n2090000 ◊\n",
                new Session(LARGEST).play("«Р»3;X=2;1.X=X×X;«НА»1«КОН»◊", "«ВЫП»«ВЫВОД»ε(LN(X)/LN(2))«КОН»◊"));
    }

    @Test
    void aLiteralOfHundredsOfThousandsOfDigitsIsReadWhole() {
        // BigInteger's own reading of such a number took seconds, and a stop request could not reach it
        String digits = "7".repeat(150_000);
        String program = "«Р»3;X=" + digits + ";Y=" + "0".repeat(150_000) + digits.substring(1) + "6;Z=" + digits
                + ".5;«ВЫВОД»9×X+7-7×10↑150000,[ ],X-Y,[ ],Z«КОН»◊";
        assertEquals("0 1 Z=7.77⏨149999 ◊\n", new Session(LARGEST).play(program));
        String zeros = "0".repeat(5000);
        assertEquals("Х=0.000015 У=150000.0 ◊\n",
                new Session(LARGEST).play("«Р»3;X=1.5⏨-" + zeros + "5;Y=1.5⏨+" + zeros + "5;«ВЫВОД»X,[ ],Y«КОН»◊"));
    }

    @Test
    void aPowerOfALongIntegerEndingInZerosIsComputedAtOnce() {
        // BigDecimal took the zeros off one division at a time: minutes for 800 000 of them
        assertEquals("У=1.0⏨400000 ◊\n", new Session(LARGEST).play("«Р»3;X=10↑800000;Y=X↑0.5;«ВЫВОД»Y«КОН»◊"));
        assertEquals("У=1.0⏨400000 ◊\n", new Session(LARGEST).play("«Р»3;X=10↑200000;Y=X↑2.0;«ВЫВОД»Y«КОН»◊"));
    }

    @Test
    void anErrorStopQuotesALongValueByItsBeginning() {
        // cut so that the line keeps to 100 characters: 19 + 58 + 23
        assertEquals(stop("индекс или счётчик массива А равен 1" + "0".repeat(21) + "…: это вне памяти данных",
                "1:16: У=А[Х]"), Session.run("«Р»3;X=10↑2000;Y=A[X]«ГДЕ»A[3]«КОН»◊"));
    }

    @Test
    void noNumberPassesAMillionDigitsInAnyMemory() {
        // as in the memory of 1 000 000 symbols above: 2↑2↑22 would have 1 262 612 digits
        assertEquals(stop("переполнение: число не помещается в память", "1:12: Х=Х×Х")
                        + "«ВЫП»«ВЫВОД»ε(LN(X)/LN(2))«КОН»◊\n2090000 ◊\n",
                new Session(LARGEST.withMemory(Memory.MOST_SYMBOLS)).play("«Р»3;X=2;1.X=X×X;«НА»1«КОН»◊",
                        "«ВЫП»«ВЫВОД»ε(LN(X)/LN(2))«КОН»◊"));
        assertEquals(stop("исчезновение порядка: число меньше 1⏨-1000000 по модулю не помещается в память",
                "1:6: Х=10.0↑(-1000001)"), new Session(LARGEST.withMemory(Memory.MOST_SYMBOLS))
                .play("«Р»3;X=10.0↑(-1000001)«КОН»◊"));
    }

    @Test
    void aQuotientIsRoundedOnceNotFirstToMoreDigits() {
        assertEquals("А=0.99 ДА ◊\n",
                Session.run("«РАЗР»2;A=9999999999999/10000000000000;«ВЫВОД»A;«ЕСЛИ»A<1«ТО»(«ВЫВОД»[ ДА])«КОН»◊"));
    }

    @Test
    void anythingToThePower0Is1() {
        assertEquals("1 1.0 1.0 1.0 1 ◊\n", Session.run("«РАЗР»3;«ВЫВОД»0↑0,[ ],0.0↑0,[ ],0↑0.0,[ ],0.0↑0.0,[ ],5↑0«КОН»◊"));
    }

    @Test
    void aStepOf0NeverPassesTheBoundAsInAlgol60() {
        // a constant step and one in a word: the translator has a way of its own for each
        for (String step : List.of("0", "H")) {
            for (long after : List.of(NEVER, 0L)) {
                Session s = new Session(MachineOptions.defaults().withMaxSteps(1000).withTranslateAfter(after));
                s.play("«РАЗР»3;«ДЛЯ»I=5«ШАГ»" + step + "«ДО»4«ВЫП»S=S+1«ГДЕ»H=0«КОН»◊");
                assertEquals(Halt.STEP_LIMIT, s.machine.lastHalt(), step + " translated after " + after);
            }
        }
    }
}
