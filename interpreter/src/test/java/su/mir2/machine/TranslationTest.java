package su.mir2.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import su.mir2.machine.typewriter.StringPaper;
import su.mir2.machine.halt.Halt;

/**
 * Translated code against the control unit's own way of running: the same paper, halt and step
 * count for programs that leave small integers (reals, long integers, overflow, spilled function
 * arguments, Σ over a parameter, faults, «НА» from directives), and exact results where a
 * translation could go wrong in ways of its own (the step limit, the statement of a fault).
 */
class TranslationTest {
    private static final long NEVER = -1;

    /** A program and the directives typed after it. */
    record Case(String program, String... directives) {
        @Override
        public String toString() {
            return program;
        }
    }

    static Stream<Case> programs() {
        return Stream.of(
                new Case("«РАЗР»6;S=0;«ДЛЯ»K=1«ШАГ»1«ДО»300«ВЫПОЛНИТЬ»S=S+1/K;«ВЫВОД»S«КОН»◊"),
                new Case("«РАЗР»4;X=1;«ДЛЯ»I=1«ШАГ»1«ДО»90«ВЫПОЛНИТЬ»X=X×7+I;«ВЫВОД»X,I«КОН»◊"),
                new Case("«РАЗР»5;S=0;«ДЛЯ»I=10«ШАГ»-0.5«ДО»-3«ВЫПОЛНИТЬ»S=S+I×I;«ВЫВОД»S,I«КОН»◊"),
                new Case("«РАЗР»5;H=1;«ДЛЯ»I=1«ШАГ»H«ДО»N«ВЫПОЛНИТЬ»(H=H+1;S=S-I);«ВЫВОД»S,H,I«ГДЕ»N=400«КОН»◊"),
                new Case("«РАЗР»3;«ДЛЯ»I=1«ШАГ»1«ДО»50«ВЫПОЛНИТЬ»S=S+F(I/4,I×1000)+G(I);«ВЫВОД»S"
                        + "«ГДЕ»F(X,Y)=X×Y-X;G(Z)=Σ(Z=1,Z,Z)«КОН»◊"),
                new Case("«РАЗР»2;«ДЛЯ»I=1«ШАГ»1«ДО»60«ВЫПОЛНИТЬ»S=S+F(I,I×I);«ВЫВОД»S"
                        + "«ГДЕ»F(X,Y)=Y-X×X+H(X);H(X)=X+1«КОН»◊"),
                new Case("«РАЗР»6;«ДЛЯ»I=1«ШАГ»1«ДО»5«ВЫПОЛНИТЬ»«ДЛЯ»J=1«ШАГ»1«ДО»4«ВЫПОЛНИТЬ»A[I,J]=I×10+J;"
                        + "«ДЛЯ»K=1«ШАГ»1«ДО»8«ВЫПОЛНИТЬ»B[K]=A[K/2+0.5,2]-A[1,K/2];«ВЫВОД»«МАССИВ»B,A[5,4],A[6,1]"
                        + "«ГДЕ»A[5,4];B[8]«КОН»◊"),
                new Case("«РАЗР»2;«ДЛЯ»I=-300«ШАГ»7«ДО»300«ВЫПОЛНИТЬ»S=S+ε(I/3)+ε(I×I/7)-ε(0.5×I/2)+ε(I/0.3);"
                        + "«ВЫВОД»S,ε(5/0)«КОН»◊"),
                new Case("«РАЗР»6;«ДЛЯ»I=-20«ШАГ»1«ДО»20«ВЫПОЛНИТЬ»S=S+ε(I/3)+₣(I/7)+ABS(I-3)+SIN(I);«ВЫВОД»S«КОН»◊"),
                new Case("«РАЗР»3;I=0;1.I=I+1;«ЕСЛИ»I<30«ТО»(«НА»1);«ЕСЛИ»I/4=7.5«ТО»(«ВЫВОД»[ДА]);«СТОП»;"
                        + "2.«ДЛЯ»K=1«ШАГ»1«ДО»3«ВЫПОЛНИТЬ»(3.S=S+K×I);«ВЫВОД»S,K«КОН»◊",
                        "«ВЫП»I=2;«НА»2«КОН»◊", "«ВЫП»K=2;«НА»3«КОН»◊", "«ВЫП»«ВЫВОД»S,K,I«КОН»◊"),
                new Case("«РАЗР»2;«ДЛЯ»I=1«ШАГ»1«ДО»1000«ВЫПОЛНИТЬ»A[I]=I×1000000«ГДЕ»A[1000]«КОН»◊",
                        "«ВЫП»«ВЫВОД»I,A[I],A[I-1]«КОН»◊"),
                new Case("«РАЗР»2;X=1;1.X=X×99+1;«НА»1«КОН»◊", "«ВЫП»«ВЫВОД»ε(X/10↑7970)«КОН»◊"),
                new Case("«РАЗР»4;«ДЛЯ»I=1«ШАГ»1«ДО»20000«ВЫПОЛНИТЬ»(A=A+1;«ЕСЛИ»I=15000«ТО»(B=1/0));«КОН»◊",
                        "«ВЫП»«ВЫВОД»A,I«КОН»◊"),
                new Case("«РАЗР»8;«ДЛЯ»I=1«ШАГ»1«ДО»40«ВЫПОЛНИТЬ»(X=2↑I-3↑ε(I/2)+I↑2-2↑(I/2);"
                        + "«ЕСЛИ»X>Y«ТО»(Y=X)«ИНАЧЕ»(Z=Z+1));«ВЫВОД»Y,Z,2↑(-3)«КОН»◊"),
                new Case("«РАЗР»6;«ДЛЯ»I=1«ШАГ»1«ДО»10«ВЫПОЛНИТЬ»A[I]=I;«ДЛЯ»I=1«ШАГ»1«ДО»30«ВЫПОЛНИТЬ»S=S+A[I];"
                        + "«ВЫВОД»S,A[40000]«ГДЕ»A[10]«КОН»◊"),
                new Case("«РАЗР»3;S=Σ(I=1,400,I×I)+Π(J=1,30,J);«ВЫВОД»S,I,J«КОН»◊"),
                // calls computed in longs until a product leaves the long: the tree computes all again
                new Case("«РАЗР»12;«ДЛЯ»I=1«ШАГ»1«ДО»40«ВЫПОЛНИТЬ»S=S+F(I×100000);«ВЫВОД»S"
                        + "«ГДЕ»F(X)=G(X)×G(X)-1;G(X)=X×X+H(X);H(X)=X«КОН»◊"),
                new Case("«РАЗР»3;«ДЛЯ»I=1«ШАГ»1«ДО»30«ВЫПОЛНИТЬ»(A[I]=Σ(J=1,I,J×J);«ЕСЛИ»Σ(J=1,I,J)>20«ТО»"
                        + "(«ВЫВОД»«МАССИВ»A));«ГДЕ»A[30]«КОН»◊"),
                new Case("«РАЗР»4;«ДЛЯ»K=1«ШАГ»1«ДО»30«ВЫПОЛНИТЬ»S=S+Σ(I=K/2,K,I/3)+Σ(I=1,K/4,I)+Σ(I=K,K-1,5)"
                        + "+Π(J=1,K,Σ(I=1,J,I))-Σ(I=1,3,Σ(I=1,I,I))+Σ(J=1,ε(K/3),J↑20);«ВЫВОД»S,I,J«КОН»◊"),
                new Case("«РАЗР»12;X=1;«ДЛЯ»I=1«ШАГ»1«ДО»70«ВЫПОЛНИТЬ»(X=X×3;Y=-X;«ЕСЛИ»Y<-X+1«ТО»(C=C+1));«ВЫВОД»X,Y,C«КОН»◊"),
                // words kept in registers by translated code, changed behind its back: through an
                // element whose subscript reaches them, by Σ and Π, by functions, by an output's items
                new Case("«РАЗР»6;«ДЛЯ»I=1«ШАГ»1«ДО»40«ВЫПОЛНИТЬ»(«ДЛЯ»J=-2«ШАГ»1«ДО»0«ВЫПОЛНИТЬ»"
                        + "(S=S+X+Y+Z+J;A[J]=I×J);X=X+1;Y=Y+X;Z=Z-1);«ВЫВОД»S,X,Y,Z,I,J«ГДЕ»A[3]«КОН»◊"),
                new Case("«РАЗР»6;«ДЛЯ»T=1«ШАГ»1«ДО»30«ВЫПОЛНИТЬ»(S=S+T+Σ(T=1,T,T)+T+Π(T=1,2,T));«ВЫВОД»S,T«КОН»◊"),
                new Case("«РАЗР»6;«ДЛЯ»I=1«ШАГ»1«ДО»20«ВЫПОЛНИТЬ»(S=S+F(I)+I;«ЕСЛИ»G(I)>I«ТО»(S=S+1));«ВЫВОД»S,I"
                        + "«ГДЕ»F(X)=Σ(I=1,X,I);G(X)=X+Σ(K=1,2,K)«КОН»◊"),
                new Case("«РАЗР»6;«ДЛЯ»I=1«ШАГ»1«ДО»12«ВЫПОЛНИТЬ»(S=S+I;«ВЫВОД»F(I),[ ],I,«СТРОКА»);«ВЫВОД»S,I"
                        + "«ГДЕ»F(X)=Σ(I=1,X,I)«КОН»◊"),
                // a described function with a real result whose body falls back to the tree: the
                // parameter's word must hold the argument, not what the word held before the call
                new Case("«РАЗР»2;«ДЛЯ»D=0«ШАГ»1«ДО»1«ВЫПОЛНИТЬ»(X=F(D);«ВЫВОД»X,«СТРОКА»)«ГДЕ»F(Y)=.5+Y×Y«КОН»◊"),
                new Case("«РАЗР»3;N=0;D=0;«ДЛЯ»K=1«ШАГ»1«ДО»2000«ВЫПОЛНИТЬ»(D=1-D;X=F(D);«ЕСЛИ»X>1«ТО»(N=N+1));"
                        + "«ВЫВОД»N«ГДЕ»F(Y)=.5+Y×Y«КОН»◊"),
                new Case("«РАЗР»12;«ДЛЯ»D=1«ШАГ»1«ДО»9«ВЫПОЛНИТЬ»S=S+G(D,D/3,7);«ВЫВОД»S"
                        + "«ГДЕ»G(A,B,C)=A/C+B×B-F(B);F(Y)=.5+Y×Y«КОН»◊"),
                // long enough to be translated into several methods, with jumps between them
                new Case(longProgram()),
                // entered inside two loops, at a label and after a Σ, which the code reaches
                // through the heads of the loops around them (see jit.LoopEntries)
                new Case("«РАЗР»6;«ДЛЯ»I=1«ШАГ»1«ДО»20«ВЫПОЛНИТЬ»«ДЛЯ»J=1«ШАГ»1«ДО»I«ВЫПОЛНИТЬ»(S=S+J;"
                        + "7.T=T+Σ(K=1,J,K);U=U+T);«ВЫВОД»S,T,U,I,J«КОН»◊",
                        "«ВЫП»I=15;J=3;«НА»7«КОН»◊", "«ВЫП»I=19;J=30;«НА»7«КОН»◊", "«ВЫП»«ВЫВОД»S,T,U,I,J«КОН»◊"),
                // functions whose parameters' bounds (below the word limit) spare the tests for
                // overflow, and those whose bounds do not: a cube at nine digits passes a long
                new Case("«РАЗР»2;«ДЛЯ»I=-99«ШАГ»3«ДО»102«ВЫПОЛНИТЬ»S=S+F(I,-I,99)+G(I);«ВЫВОД»S"
                        + "«ГДЕ»F(X,Y,Z)=X×Y×Z-(1-X)×(1-Y)+Z×Z×Z×Z×Z;G(X)=X×X×X×X×X×X×X×X×X×X«КОН»◊"),
                new Case("«РАЗР»9;«ДЛЯ»I=999999990«ШАГ»1«ДО»1000000001«ВЫПОЛНИТЬ»S=S+C(I)-C(-I)+D(I,I-5);«ВЫВОД»S"
                        + "«ГДЕ»C(X)=X×X×X;D(X,Y)=X×Y-Y×X+X-Y«КОН»◊"),
                // elements addressed from the arrays' places kept in locals: reaching the next
                // array's words, a table read with one subscript, the end of the memory
                new Case("«РАЗР»6;«ДЛЯ»I=1«ШАГ»1«ДО»5«ВЫПОЛНИТЬ»«ДЛЯ»J=1«ШАГ»1«ДО»5«ВЫПОЛНИТЬ»(A[I,J]=I×10+J;"
                        + "S=S+B[J]×A[J,I]);«ВЫВОД»S,«МАССИВ»B;«ДЛЯ»K=1«ШАГ»7«ДО»40000«ВЫПОЛНИТЬ»T=T+B[K];"
                        + "«ВЫВОД»T,A[3]«ГДЕ»A[4,5];B[5]«КОН»◊"),
                // ₣ of a quotient compared in longs: at two digits (126/25 = 5.04 is kept as 5.0,
                // whole), on either side, with negative numerators, huge divisors, a real operand
                // and, at the end, a division by zero
                new Case("«РАЗР»2;«ДЛЯ»I=-30«ШАГ»1«ДО»160«ВЫПОЛНИТЬ»(«ЕСЛИ»₣(I/25)=0«ТО»(A=A+1);"
                        + "«ЕСЛИ»1>₣(I×125/1000)«ТО»(B=B+1);«ЕСЛИ»0<₣((I+3)/7)«ТО»(C=C+I);"
                        + "«ЕСЛИ»₣(I/1000000000)=0«ТО»(D=D+1);«ЕСЛИ»₣(I/2.5)≠0«ТО»(E=E+1));"
                        + "«ВЫВОД»A,B,C,D,E;«ЕСЛИ»₣(I/(I-161))=0«ТО»(F=1)«КОН»◊"),
                new Case("«РАЗР»6;«ДЛЯ»I=1«ШАГ»1«ДО»300«ВЫПОЛНИТЬ»(«ЕСЛИ»₣(I×I/64)=0«ТО»(A=A+1);"
                        + "«ЕСЛИ»₣(1000000×I/3)>0«ТО»(B=B+1);«ЕСЛИ»-1<₣(I/7)«ТО»(C=C+1));«ВЫВОД»A,B,C«КОН»◊"),
                // loop variables with steps written in the program leaving the word, or a long,
                // at either end: two digits, then Long.MAX_VALUE as the limit
                new Case("«РАЗР»2;«ДЛЯ»I=90«ШАГ»3«ДО»110«ВЫПОЛНИТЬ»S=S+I;«ДЛЯ»J=-91«ШАГ»-9«ДО»-120«ВЫПОЛНИТЬ»T=T+J;"
                        + "«ДЛЯ»K=95«ШАГ»-1«ДО»-3«ВЫПОЛНИТЬ»(U=U+K;«ЕСЛИ»K=90«ТО»(K=150));«ВЫВОД»S,I,T,J,U,K«КОН»◊"),
                new Case("«РАЗР»19;«ДЛЯ»I=9223372036854775790«ШАГ»7«ДО»9223372036854775830«ВЫПОЛНИТЬ»S=S+1;"
                        + "«ДЛЯ»J=-9223372036854775790«ШАГ»-9«ДО»-9223372036854775830«ВЫПОЛНИТЬ»T=T+1;"
                        + "«ВЫВОД»S,I,T,J,Σ(N=9223372036854775800,9223372036854775810,1)«КОН»◊"),
                // expressions computed in longs that leave for the tree at every depth: overflows,
                // arguments longer than a word, a negative power, a function's own way out, a
                // subscript reaching other words, a division by zero
                new Case("«РАЗР»18;X=3;«ДЛЯ»I=1«ШАГ»1«ДО»60«ВЫПОЛНИТЬ»(X=X×3+I-I×I;Y=F(X,I)-G(I);"
                        + "«ЕСЛИ»X×X>Y×2↑I«ТО»(C=C+1));«ВЫВОД»X,Y,C«ГДЕ»F(A,B)=A×A-B×B×B;G(A)=A↑A-2↑(-A)«КОН»◊"),
                new Case("«РАЗР»6;«ДЛЯ»I=1«ШАГ»1«ДО»8«ВЫПОЛНИТЬ»A[I]=I×I;«ДЛЯ»I=1«ШАГ»1«ДО»12«ВЫПОЛНИТЬ»"
                        + "S=S+A[I+ε(I/3)]×A[ABS(I-5)+1]-ε(S/(I-6));«ВЫВОД»S«ГДЕ»A[8]«КОН»◊",
                        "«ВЫП»«ВЫВОД»S,I«КОН»◊"),
                // words and elements on either side of 2↑30, about where the bound lies within
                // which these expressions with products need no tests for overflow, and of where a
                // square passes a long (3 037 000 500): beyond the bound the tree computes
                new Case("«РАЗР»12;«ДЛЯ»I=1«ШАГ»1«ДО»13«ВЫПОЛНИТЬ»A[I]=1073741817+I;"
                        + "«ДЛЯ»X=1073741818«ШАГ»1«ДО»1073741830«ВЫПОЛНИТЬ»(Y=-X;S=S+X×X-Y×Y+X×Y-ε(X/3)×2+ABS(Y)"
                        + "-A[X-1073741817]×2;«ЕСЛИ»X×X+Y×Y>A[6]×A[7]«ТО»(C=C+1);«ЕСЛИ»-X<A[7]-2↑31«ТО»(D=D+1));"
                        + "«ДЛЯ»X=-1073741827«ШАГ»1«ДО»-1073741820«ВЫПОЛНИТЬ»(T=T+X×X×2-ε(X/2)+A[ABS(X)-1073741816]);"
                        + "«ДЛЯ»X=3037000495«ШАГ»1«ДО»3037000505«ВЫПОЛНИТЬ»(Y=1-X;U=U+X×X-Y×Y×2;"
                        + "«ЕСЛИ»X×X>Y×Y+A[1]«ТО»(E=E+1));"
                        + "«ВЫВОД»S,C,D,T,U,E,X,Y«ГДЕ»A[13]«КОН»◊"));
    }

    private static String longProgram() {
        StringBuilder b = new StringBuilder("«РАЗР»6;1.K=K+1;");
        for (int i = 0; i < 100; i++) {
            b.append("«ДЛЯ»I=1«ШАГ»1«ДО»3«ВЫПОЛНИТЬ»(S=S+I×").append(i).append(";«ЕСЛИ»S>").append(900 * i)
                    .append("«ТО»(T=T+1;«ЕСЛИ»T>K×50«ТО»(«НА»2)));");
        }
        return b.append("2.«ЕСЛИ»K<4«ТО»(«НА»1);«ВЫВОД»S,T,K«КОН»◊").toString();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void translatedCodeDoesWhatTheControlUnitDoes(Case c) {
        Run plain = Run.of(c, NEVER);
        for (long after : List.of(0L, 1L, 7L)) {
            Run translated = Run.of(c, after);
            assertEquals(plain.paper, translated.paper, "translated after " + after);
            assertEquals(plain.steps, translated.steps, "steps, translated after " + after);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void aStepLimitStopsTranslatedCodeOnTheSameStep(Case c) {
        for (long limit : List.of(5L, 37L, 1_000L, 12_345L)) {
            Run plain = Run.of(c, NEVER, limit);
            Run translated = Run.of(c, 0, limit);
            assertEquals(plain.paper, translated.paper, "limit " + limit);
            assertEquals(plain.steps, translated.steps, "steps, limit " + limit);
        }
    }

    private record Run(String paper, long steps) {
        static Run of(Case c, long translateAfter) {
            return of(c, translateAfter, 2_000_000);
        }

        static Run of(Case c, long translateAfter, long maxSteps) {
            Session s = new Session(MachineOptions.defaults().withMaxSteps(maxSteps).withTranslateAfter(translateAfter));
            String paper = s.play(c.program(), c.directives());
            return new Run(paper, s.machine.steps());
        }
    }

    /**
     * A subscript that strays below its array reaches the words of a function's parameters. While
     * the call lasts the tree keeps the argument there (F.X is 1, so F gives 1+1×1); translated code
     * computing the body in longs once kept its arguments in locals only, and the element read found
     * the word's old 0.
     */
    @ParameterizedTest
    @ValueSource(longs = {NEVER, 0, 1, 7})
    void aStraySubscriptReadsTheArgumentInAParameterWord(long translateAfter) {
        Session s = new Session(MachineOptions.defaults().withTranslateAfter(translateAfter));
        assertEquals("Х=2 ◊\n", s.play("«РАЗР»8;«ДЛЯ»I=1«ШАГ»1«ДО»50«ВЫПОЛНИТЬ»X=F(1,1,1);«ВЫВОД»X"
                + "«ГДЕ»F(X,Y,Z)=L[0,1]+Z×X;L[1,5]«КОН»◊"));
    }

    @Test
    void theStepLimitFallsOnTheSameStepTranslatedOrNot() {
        // X=X+1 is every odd step: 100 003 steps run it 50 002 times, then the next step is refused.
        for (long after : List.of(NEVER, 0L)) {
            Session s = new Session(MachineOptions.defaults().withMaxSteps(100_003).withTranslateAfter(after));
            s.play("«РАЗР»12;1.X=X+1;«НА»1«КОН»◊");
            assertEquals(Halt.STEP_LIMIT, s.machine.lastHalt());
            assertEquals(50_002, s.machine.memory().read(0).smallValue(), "X, the program's only word");
        }
    }

    @Test
    void checkedSubscriptsStopTranslatedCodeOnTheSameElementAndStep() {
        String program = "«РАЗР»6;«ДЛЯ»I=1«ШАГ»1«ДО»5«ВЫПОЛНИТЬ»«ДЛЯ»J=1«ШАГ»1«ДО»5«ВЫПОЛНИТЬ»"
                + "(S=S+A[I,J];A[I,J]=I+J);«ГДЕ»A[4,5]«КОН»◊";
        String expected = "ОСТАНОВ ПО ОШИБКЕ: индекс [5,1] массива А вне границ: индекс номер 1 должен быть от 1 до 4\n"
                + "В ОПЕРАТОРЕ 1:70: S=S+А[I,J] ◊\n";
        long steps = -1;
        for (long after : List.of(NEVER, 0L, 3L)) {
            Session s = new Session(MachineOptions.defaults().withCheckedSubscripts(true).withTranslateAfter(after));
            assertEquals(expected, s.play(program), "translated after " + after);
            steps = steps < 0 ? s.machine.steps() : steps;
            assertEquals(steps, s.machine.steps(), "steps, translated after " + after);
        }
    }

    @Test
    void aFaultInTranslatedCodeNamesItsStatement() {
        Session s = new Session(MachineOptions.defaults().withTranslateAfter(0));
        assertEquals("ОСТАНОВ ПО ОШИБКЕ: деление на нуль\nВ ОПЕРАТОРЕ 2:26: В=1/0 ◊\n",
                s.play("«РАЗР»4;«ДЛЯ»I=1«ШАГ»1«ДО»20000«ВЫПОЛНИТЬ»\n(A=A+1;«ЕСЛИ»I=15000«ТО»(B=1/0));«КОН»◊"));
        s.paper.take();
        s.type("«ВЫП»«ВЫВОД»A,I«КОН»◊");
        assertEquals("«ВЫП»«ВЫВОД»A,I«КОН»◊\nА=15000I=15000 ◊\n", s.paper.take());
    }

    @Test
    void longIntegersComeOutExactFromATranslatedLoop() {
        Session s = new Session(MachineOptions.defaults().withTranslateAfter(0));
        String paper = s.play("«РАЗР»12;X=1;«ДЛЯ»I=1«ШАГ»1«ДО»100«ВЫПОЛНИТЬ»X=X×3-1;«ВЫВОД»X«КОН»◊");
        BigInteger x = BigInteger.ONE;
        for (int i = 1; i <= 100; i++) {
            x = x.multiply(BigInteger.valueOf(3)).subtract(BigInteger.ONE);
        }
        assertEquals("Х=" + x + " ◊\n", paper);
    }

    @Test
    @Timeout(20)
    void anInterruptStopsATranslatedEndlessLoop() throws Exception {
        StringPaper paper = new StringPaper();
        Mir2 m = new Mir2(MachineOptions.defaults().withTranslateAfter(0), paper);
        m.load("«РАЗР»12;1.X=X+1;«НА»1«КОН»◊", "p");
        Thread stopper = Session.interruptOnceRunning(m, 50);
        assertEquals(Halt.INTERRUPTED, m.start());
        stopper.join();
        long x = m.memory().read(0).smallValue();
        assertTrue(x > 0 && m.steps() / 2 - x <= 1, "X=" + x + " after " + m.steps() + " steps");
    }
}
