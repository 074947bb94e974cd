package su.mir2.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Decimal arithmetic as the machine does it: exact integers, reals to «РАЗРЯДНОСТЬ» digits. */
class ArithmeticTest {
    private static String values(int precision, String items) {
        return Session.run("«РАЗР»" + precision + ";«ВЫВОД»«ЗНАЧЕНИЙ»" + items + "«КОН»◊");
    }

    @Test
    void integersAreExactWhateverTheirLength() {
        assertEquals("1267650600228229401496703205376 -9223372036854775809 ◊\n",
                values(2, "2↑100,[ ],-9223372036854775807-2"));
    }

    @Test
    void divisionGivesARealEvenWhenItIsWhole() {
        assertEquals("2.5 2.0 ◊\n", values(3, "10/4,[ ],6/3"));
    }

    @Test
    void realResultsKeepPrecisionSignificantDigitsTheRestDroppedTowardMinusInfinity() {
        assertEquals("0.666 0.999 -0.667 ◊\n", values(3, "2/3,[ ],1/3×3,[ ],-2/3"));
        assertEquals("0.12 -0.13 12.0 -13.0 ◊\n", values(2, "1/8,[ ],-1/8,[ ],25/2,[ ],-25/2"));
    }

    @Test
    void precedenceAndLeftToRightGrouping() {
        assertEquals("14 -4 64 10 3 2.0 ◊\n", values(4, "2+3×2↑2,[ ],-2↑2,[ ],2↑3↑2,[ ],(2+3)×2,[ ],10-4-3,[ ],12/2/3"));
    }

    @Test
    void realLiterals() {
        assertEquals("0.2 0.25 320000.0 0.001 ◊\n", values(6, ".2,[ ],0.25,[ ],3.2⏨5,[ ],1⏨-3"));
    }

    @Test
    void entierIsFloorAndTheFractionalPartIsNeverNegative() {
        assertEquals("-5 7 0 0.8 0.5 0 ◊\n", values(6, "ε(-4.2),[ ],ε(7),[ ],ε(1/5),[ ],₣(-4.2),[ ],₣(7/2),[ ],₣(4)"));
    }

    @Test
    void theBooksDateArithmeticNeedsFloorOfANegativeQuotient() {
        assertEquals("-102700 5 ◊\n", values(6, "ε(-718899/7),[ ],718899+ε(-718899/7)×7+6"));
        // -718797/7 = -102685.29: the weekday formula needs -102686 here, which rounding to nearest would lose
        assertEquals("-102686 1 ◊\n", values(6, "ε(-718797/7),[ ],718797+ε(-718797/7)×7+6"));
    }

    @Test
    void standardFunctionsWorkToThePrecision() {
        assertEquals("1.41421 3 2.71828 0.0 1.0 ◊\n", values(6, "√(2),[ ],ABS(-3),[ ],EXP(1),[ ],LN(1),[ ],COS(0)"));
    }

    @Test
    void powersWithRealAndNegativeExponents() {
        assertEquals("0.25 1.41421 8 ◊\n", values(6, "2↑(-2),[ ],2↑0.5,[ ],(-2)↑3×(-1)"));
    }

    @Test
    void entierOfAQuotientInLongsIsWhatDividingAndTakingEntierGive() {
        // For every precision of the book's programs and beyond, every a/b over a grid that crosses
        // the limits: where the short way answers, it must equal the arithmetic unit's two steps.
        long[] bs = {1, 2, 3, 7, 10, -3, -7, 99, 997, 999_999_999, -999_999_999, 1_000_000_000};
        int answered = 0;
        for (int precision = 1; precision <= 19; precision++) {
            su.mir2.machine.arithmetic.ArithmeticUnit au = new su.mir2.machine.arithmetic.ArithmeticUnit(precision, su.mir2.machine.memory.Memory.MIR2_SYMBOLS);
            long top = precision >= 18 ? Long.MAX_VALUE / 10 : (long) Math.pow(10, precision);
            for (long b : bs) {
                for (long base : new long[] {0, top / 2, top - 1, top, top + 1}) {
                    for (long d = -40; d <= 40; d++) {
                        for (long a : new long[] {base * Math.abs(b) + d, -base * Math.abs(b) + d}) {
                            long fast = au.entierOfQuotient(a, b);
                            if (fast != Long.MIN_VALUE) {
                                answered++;
                                su.mir2.machine.arithmetic.Num slow = au.entier(au.divide(
                                        su.mir2.machine.arithmetic.Num.of(a), su.mir2.machine.arithmetic.Num.of(b)));
                                assertEquals(slow.decimal().longValueExact(), fast, a + "/" + b + " at " + precision);
                            }
                        }
                    }
                }
            }
        }
        assertTrue(answered > 10_000, "the short way answered " + answered + " times");
    }

    @Test
    void fractionOfAQuotientComparedInLongsIsWhatDividingTakingTheFractionAndComparingGive() {
        // Quotients just below, at and above a whole number and the last digit kept, at every
        // precision, against 0, 1 and integers on both sides: where the short way answers, it must
        // be the arithmetic unit's three steps.
        long[] bs = {1, 2, 3, 4, 7, 8, 16, 40, 64, 125, 997, 1024, 999_999_937, 999_999_999, 1_000_000_000, -2, 0};
        long[] cs = {-5, -1, 0, 1, 2};
        int answered = 0;
        int zero = 0;
        for (int precision = 1; precision <= 20; precision++) {
            su.mir2.machine.arithmetic.ArithmeticUnit au = new su.mir2.machine.arithmetic.ArithmeticUnit(precision, su.mir2.machine.memory.Memory.MIR2_SYMBOLS);
            for (long b : bs) {
                for (long whole : new long[] {0, 1, 7, 9, 10, 99, 100, 12_345, 999_999, 10_000_000_000L}) {
                    for (long r : new long[] {0, 1, 2, 3, b / 1000, b / 100 - 1, b / 100, b / 100 + 1, b / 10, b / 2, b - 1}) {
                        long a = whole * Math.abs(b) + r;
                        for (long c : cs) {
                            int fast = au.compareFractionOfQuotient(a, b, c);
                            if (fast != Integer.MIN_VALUE) {
                                answered++;
                                su.mir2.machine.arithmetic.Num f = au.fraction(au.divide(
                                        su.mir2.machine.arithmetic.Num.of(a), su.mir2.machine.arithmetic.Num.of(b)));
                                zero += f.signum() == 0 ? 1 : 0;
                                int slow = Integer.signum(au.compare(f, su.mir2.machine.arithmetic.Num.of(c)));
                                assertEquals(slow, fast, "₣(" + a + "/" + b + ") against " + c + " at " + precision);
                            }
                        }
                    }
                }
            }
        }
        assertTrue(answered > 50_000 && zero > 10_000, "the short way answered " + answered + " times, " + zero + " zero");
    }

    @Test
    void digitsOfAnIntegerAreTheLengthOfItsDecimalNumeral() {
        java.util.List<Long> values = new java.util.ArrayList<>(java.util.List.of(0L, Long.MAX_VALUE, Long.MIN_VALUE,
                Long.MIN_VALUE + 1));
        for (long p = 1; p > 0 && p <= Long.MAX_VALUE / 10 * 10; p = p * 10 > p ? p * 10 : -1) {
            for (long d = -2; d <= 2; d++) {
                values.add(p + d);
                values.add(-(p + d));
            }
        }
        for (long v : values) {
            String numeral = v == Long.MIN_VALUE ? "9223372036854775808" : Long.toString(Math.abs(v));
            assertEquals(numeral.length(), su.mir2.machine.arithmetic.Num.digits(v), "digits of " + v);
        }
    }

    @Test
    void smallPowersAreExactOrLeftToTheLongPath() {
        for (long base : new long[] {-3, -2, 2, 3, 10}) {
            for (long e = 0; e <= 70; e++) {
                java.math.BigInteger exact = java.math.BigInteger.valueOf(base).pow((int) e);
                long expected = exact.bitLength() < 64 && exact.longValue() != Long.MIN_VALUE
                        ? exact.longValue() : Long.MIN_VALUE;
                assertEquals(expected, su.mir2.machine.arithmetic.ArithmeticUnit.smallPower(base, e), base + "↑" + e);
            }
        }
    }
}
