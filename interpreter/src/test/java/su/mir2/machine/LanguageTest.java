package su.mir2.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The rules of ALMIR-65, each shown by a small program and the paper it must produce. */
class LanguageTest {

    @Test
    void aVariablePrintsAsNameAndValueAndLookAlikeLettersAreOneLetter() {
        assertEquals("Т=2 L=5 Л=7 ◊\n",
                Session.run("«РАЗРЯДНОСТЬ»3;T=1;Т=Т+1;L=5;Л=7;«ВЫВОД»T,«ПРОБЕЛ»1,L,«ПРОБЕЛ»1,Л«КОНЕЦ»◊"));
    }

    @Test
    void blanksAndLineBreaksAreIgnoredInsideServiceWordsAndNames() {
        assertEquals("Х1=4 ◊\n", Session.run("«РАЗ Р»2; X\n1=4; «ВЫ\nВОД» X1 «КОН»◊"));
    }

    @Test
    void precisionMayEndWithAPointAndLabelsFollowAtOnce() {
        assertEquals("Х=1 ◊\n", Session.run("«РАЗР»6.0.X=1;«ВЫВОД»X«КОН»◊"));
    }

    @Test
    void separatorsMayBeMissingBeforeAServiceWordOrAfterABracketAndEmptyStatementsAreAllowed() {
        assertEquals("Х=1У=3 ◊\n", Session.run("«РАЗР»2;;X=1«ЕСЛИ»1=1«ТО»(Y=3)«ВЫВОД»X,Y;;«КОН»◊"));
    }

    @Test
    void conditionalWithAndWithoutElseASemicolonBeforeElseAllowed() {
        assertEquals("АГ ◊\n", Session.run(
                "«РАЗР»2;X=1;«ЕСЛИ»X=1«ТО»(«ВЫВОД»[А]);«ИНАЧЕ»(«ВЫВОД»[Б]);"
                        + "«ЕСЛИ»X>1«ТО»(«ВЫВОД»[В])«ИНАЧЕ»(«ВЫВОД»[Г])«КОН»◊"));
    }

    @Test
    void allRelations() {
        assertEquals("1234 ◊\n", Session.run("«РАЗР»2;«Е»2≤2«ТО»«ВЫВОД»[1];«Е»3≥2«ТО»«ВЫВОД»[2];"
                + "«Е»1<2«ТО»«ВЫВОД»[3];«Е»1≠2«ТО»«ВЫВОД»[4];«Е»2<2«ТО»«ВЫВОД»[5];«Е»1>2«ТО»«ВЫВОД»[6]«КОН»◊"));
    }

    @Test
    void aJumpIntoAThenBodyContinuesAfterTheWholeConditional() {
        assertEquals("БГ ◊\n", Session.run(
                "«РАЗР»2;«НА»5;«ЕСЛИ»1=2«ТО»(«ВЫВОД»[А];5.«ВЫВОД»[Б])«ИНАЧЕ»(«ВЫВОД»[В]);«ВЫВОД»[Г]«КОН»◊"));
    }

    @Test
    void aJumpWithinALoopBodyToItsEndAdvancesTheLoop() {
        assertEquals("I=1;;I=3;КI=4 ◊\n", Session.run(
                "«РАЗР»2;«ДЛЯ»I=1«ШАГ»1«ДО»3«ВЫПОЛНИТЬ»(«ЕСЛИ»I=2«ТО»(«НА»7);«ВЫВОД»I;7.«ВЫВОД»[;]);"
                        + "«ВЫВОД»[К],I«КОН»◊"));
    }

    @Test
    void aLoopBodyIsOneStatementAndTheBoundIsInclusive() {
        assertEquals("1212 ◊\n", Session.run(
                "«РАЗР»2;«ДЛЯ»I=1«ШАГ»1«ДО»2«ВЫПОЛНИТЬ»«ДЛЯ»J=1«ШАГ»1«ДО»2«ВЫПОЛНИТЬ»«ВЫВОД»«ЗНАЧЕНИЙ»J;"
                        + "«КОН»◊"));
    }

    @Test
    void aNegativeStepCountsDownAndAnEmptyRangeRunsNothing() {
        assertEquals("321J=5 ◊\n", Session.run(
                "«РАЗР»2;«ДЛЯ»I=3«ШАГ»-1«ДО»1«ВЫП»«ВЫВОД»«ЗНАЧЕНИЙ»I;"
                        + "«ДЛЯ»J=5«ШАГ»1«ДО»4«ВЫП»«ВЫВОД»[Х];«ВЫВОД»J«КОН»◊"));
    }

    @Test
    void stepAndBoundAreTakenAnewAtEveryTurn() {
        assertEquals("12 ◊\n", Session.run(
                "«РАЗР»2;N=3;«ДЛЯ»I=1«ШАГ»1«ДО»N«ВЫП»(N=2;«ВЫВОД»«ЗНАЧЕНИЙ»I)«КОН»◊"));
    }

    @Test
    void stopHaltsAndSoDoesReachingWhere() {
        assertEquals("А ◊\n", Session.run("«РАЗР»2;«ВЫВОД»[А];«СТОП»;«ВЫВОД»[Б]«КОН»◊"));
        assertEquals("А ◊\n", Session.run("«РАЗР»2;«ВЫВОД»[А]«ГДЕ»X=1«КОН»◊"));
    }

    @Test
    void sumAndProductOverEmptyRangesAndTheRunningVariable() {
        assertEquals("10 0 24 1 К=3 ◊\n", Session.run(
                "«РАЗР»4;«ВЫВОД»«ЗНАЧЕНИЙ»Σ(K=1,4,K),[ ],Σ(K=1,0,K),[ ],Π(K=1,4,K),[ ],Π(K=3,2,K),[ ];"
                        + "«ВЫВОД»K«КОН»◊"));
    }

    @Test
    void functionParametersAreLocal() {
        assertEquals("Х=5 У=23 ◊\n", Session.run("«РАЗР»2;X=5;Y=F(2,3);«ВЫВОД»X,[ ],Y«ГДЕ»F(X,Z)=X×10+Z«КОН»◊"));
    }

    @Test
    void descriptionsComeFirstAndFillArraysRowByRowWithZerosAfter() {
        assertEquals("М=6 А[1,2]=2 А[2,1]=4 А[2,3]=0 ◊\n", Session.run(
                "«РАЗР»2;«ВЫВОД»M,[ ],A[1,2],[ ],A[2,1],[ ],A[2,3]«ГДЕ»A[2,3]=1,2,3,4;M=6«КОН»◊"));
    }

    @Test
    void subscriptsMayBeAnyExpressionIncludingElements() {
        assertEquals("Х=30 ◊\n", Session.run("«РАЗР»2;X=A[P[2]];«ВЫВОД»X«ГДЕ»A[3]=10,20,30;P[2]=1,3«КОН»◊"));
    }

    @Test
    void anUndefinedVariableReadsAsZero() {
        assertEquals("Q=0 ◊\n", Session.run("«РАЗР»2;«ВЫВОД»Q«КОН»◊"));
    }
}
