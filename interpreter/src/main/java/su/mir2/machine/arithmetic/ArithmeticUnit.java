package su.mir2.machine.arithmetic;

import ch.obermuhlner.math.big.BigDecimalMath;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import su.mir2.machine.halt.MachineFault;

/**
 * The arithmetic unit. All ALMIR values are decimal. Integers are exact and of any length (the
 * memory is the limit, and in a memory far larger than the MIR-2's, {@link #MOST_DIGITS}); '/' and
 * real operands give reals, and every real result keeps «РАЗРЯДНОСТЬ» significant digits, the rest
 * dropped as a machine working in complement form drops them: toward −∞. That rule lives in
 * {@link #round} and nowhere else; docs/fidelity.md gives the evidence (the book's weekday formula
 * is right for every date only so). Each result is rounded
 * once, from its exact value. A number the memory could not hold stops the machine, an intermediate
 * one too: an integer of more digits than the memory has symbols, a real whose order is beyond as
 * many digits either way ({@link #held}).
 */
public final class ArithmeticUnit {
    /** SIN, COS and TG take arguments below 10 to this power (see docs/fidelity.md). */
    private static final int ANGLE_DIGITS = 100;
    /** Powers whose exact value has at most this many digits are computed exactly, then rounded. */
    private static final int EXACT_POWER_DIGITS = 10_000;
    private static final double LOG2_10 = Math.log(10) / Math.log(2);
    private static final BigDecimal HALF = new BigDecimal("0.5");
    private static final BigDecimal TWO = BigDecimal.valueOf(2);

    private final int precision;
    private final MathContext context;
    private final MathContext working;
    /** 10^precision, the bound below which ε(a/b) of small integers is ⌊a/b⌋ (see {@link #entierOfQuotient}). */
    private final long quotientLimit;
    /**
     * No number has more digits, nor a real a larger order, whatever the memory: a product, a reading
     * or a printing of a longer one would take seconds, out of reach of a stop request. --memory
     * gives more symbols than this only for large tables.
     */
    public static final int MOST_DIGITS = 1_000_000;

    /**
     * The memory's symbols, at most {@link #MOST_DIGITS}: no number of more digits, and no real of a
     * larger order, can be held.
     */
    private final int capacity;
    /** Integers of at most so many bits have at most {@code capacity} digits. */
    private final long safeBits;
    /** 10^capacity, made when an integer is first near it. */
    private BigInteger tooLong;

    public ArithmeticUnit(int precision, int capacity) {
        this.precision = precision;
        this.capacity = Math.min(capacity, MOST_DIGITS);
        this.safeBits = (long) Math.floor(this.capacity * LOG2_10) - 1;
        this.context = new MathContext(precision, RoundingMode.FLOOR);
        this.working = new MathContext(precision + 10, RoundingMode.HALF_EVEN);
        this.quotientLimit = precision >= 18 ? Long.MAX_VALUE / 10 : Num.TEN_POWERS[precision];
    }

    public int precision() {
        return precision;
    }

    /** The «РАЗРЯДНОСТЬ» rule: a real result keeps {@code precision} significant digits. */
    public Num round(BigDecimal value) {
        return Num.real(held(value.round(context)));
    }

    /**
     * A real the memory can hold: written out in full it would not take more digits than the memory
     * has symbols, so its order E (x = d.dd × 10^E) lies in −capacity ≤ E &lt; capacity.
     */
    private BigDecimal held(BigDecimal x) {
        if (x.signum() != 0) {
            long e = Magnitude.exponent(x);
            if (e >= capacity) {
                throw new MachineFault("fault.overflow");
            }
            if (e < -capacity) {
                throw new MachineFault("fault.underflow", capacity);
            }
        }
        return x;
    }

    /** An integer the memory can hold: at most {@code capacity} digits. */
    private Num integer(BigInteger v) {
        if (v.bitLength() > safeBits) {
            if (tooLong == null) {
                tooLong = BigInteger.TEN.pow(capacity);
            }
            if (v.abs().compareTo(tooLong) >= 0) {
                throw new MachineFault("fault.overflow");
            }
        }
        return Num.integer(v);
    }

    public Num realLiteral(BigDecimal value) {
        return round(value);
    }

    public Num add(Num a, Num b) {
        if (a.big == null && b.big == null) {
            long r = a.small + b.small;
            if (((a.small ^ r) & (b.small ^ r)) < 0) {
                return Num.integer(BigInteger.valueOf(a.small).add(BigInteger.valueOf(b.small)));
            }
            return Num.of(r);
        }
        if (!a.real && !b.real) {
            return integer(a.decimal().toBigInteger().add(b.decimal().toBigInteger()));
        }
        return round(a.decimal().add(b.decimal(), context));
    }

    public Num subtract(Num a, Num b) {
        if (a.big == null && b.big == null) {
            long r = a.small - b.small;
            if (((a.small ^ b.small) & (a.small ^ r)) < 0) {
                return Num.integer(BigInteger.valueOf(a.small).subtract(BigInteger.valueOf(b.small)));
            }
            return Num.of(r);
        }
        if (!a.real && !b.real) {
            return integer(a.decimal().toBigInteger().subtract(b.decimal().toBigInteger()));
        }
        return round(a.decimal().subtract(b.decimal(), context));
    }

    public Num multiply(Num a, Num b) {
        if (a.big == null && b.big == null) {
            long hi = Math.multiplyHigh(a.small, b.small);
            long lo = a.small * b.small;
            if ((hi == 0 && lo >= 0) || (hi == -1 && lo < 0)) {
                return Num.of(lo);
            }
            return Num.integer(BigInteger.valueOf(a.small).multiply(BigInteger.valueOf(b.small)));
        }
        if (!a.real && !b.real) {
            BigInteger x = a.decimal().toBigInteger();
            BigInteger y = b.decimal().toBigInteger();
            // the product has at least bits(x) + bits(y) − 1 bits: refused before it is computed
            if (x.signum() != 0 && y.signum() != 0 && (long) x.bitLength() + y.bitLength() - 2 > safeBits + 1) {
                throw new MachineFault("fault.overflow");
            }
            return integer(x.multiply(y));
        }
        return round(a.decimal().multiply(b.decimal(), context));
    }

    /** '/' always gives a real, even when the quotient is whole: the book applies ε() to such results. */
    public Num divide(Num a, Num b) {
        if (b.signum() == 0) {
            throw new MachineFault("fault.division.by.zero");
        }
        if (a.big == null && b.big == null) {
            BigDecimal q = exactQuotient(a.small, b.small);
            if (q != null) {
                return round(q);
            }
        }
        return round(a.decimal().divide(b.decimal(), context));
    }

    /**
     * a/b of two small integers when it is a decimal fraction short enough that the working digits
     * hold it exactly (then dividing to the working digits gives it unchanged, and rounding it is all
     * that remains); null otherwise. a/b is a finite decimal when b over gcd(a,b) has no prime
     * factors but 2 and 5; its digits after the point are the larger of their exponents.
     */
    private BigDecimal exactQuotient(long a, long b) {
        if (a == Long.MIN_VALUE || b == Long.MIN_VALUE) {
            return null;
        }
        long q = a / b;
        long r = a % b;
        long unscaled = q;
        int scale = 0;
        if (r != 0) {
            long d = Math.abs(b) / gcd(Math.abs(r), Math.abs(b));
            int twos = Long.numberOfTrailingZeros(d);
            d >>= twos;
            int fives = 0;
            while (d % 5 == 0) {
                d /= 5;
                fives++;
            }
            scale = Math.max(twos, fives);
            if (d != 1 || scale > 18) {
                return null;
            }
            long m = Num.TEN_POWERS[scale];
            long hi = Math.multiplyHigh(q, m);
            long whole = q * m;
            if (!((hi == 0 && whole >= 0) || (hi == -1 && whole < 0))) {
                return null;
            }
            long rm = Math.multiplyHigh(r, m);
            long part = r * m;
            if (!((rm == 0 && part >= 0) || (rm == -1 && part < 0))) {
                return null;
            }
            long fraction = part / b;
            unscaled = whole + fraction;
            if (((whole ^ unscaled) & (fraction ^ unscaled)) < 0) {
                return null;
            }
        }
        BigDecimal exact = BigDecimal.valueOf(unscaled, scale);
        return exact.precision() <= working.getPrecision() ? exact : null;
    }

    private static long gcd(long x, long y) {
        while (y != 0) {
            long t = x % y;
            x = y;
            y = t;
        }
        return x;
    }

    public Num negate(Num a) {
        if (a.big == null && a.small != Long.MIN_VALUE) {
            return Num.of(-a.small);
        }
        return a.real ? Num.real(a.big.negate()) : Num.integer(a.decimal().toBigInteger().negate());
    }

    public Num abs(Num a) {
        return a.signum() < 0 ? negate(a) : a;
    }

    /**
     * x↑y. x↑0 is 1 for every x, 0 included (an integer when both are integers, else the real 1.0):
     * one rule, as for every other base.
     */
    public Num power(Num base, Num exponent) {
        if (base.big == null && exponent.big == null && exponent.small >= 0) {
            Num r = smallPower(base, exponent.small);
            if (r != null) {
                return r;
            }
        }
        if (exponent.isWhole()) {
            BigInteger e = exponent.decimal().toBigInteger();
            if (!base.real && !exponent.real && e.signum() >= 0) {
                return integerPower(base, e);
            }
            if (e.signum() < 0 && base.signum() == 0) {
                throw new MachineFault("fault.division.by.zero");
            }
            return realPower(base.decimal(), e);
        }
        if (base.signum() < 0) {
            throw new MachineFault("fault.power.negative.base", base.toString(), exponent.toString());
        }
        if (base.signum() == 0) {
            if (exponent.signum() < 0) {
                throw new MachineFault("fault.division.by.zero");
            }
            return round(BigDecimal.ZERO);
        }
        BigDecimal x = base.decimal();
        BigDecimal y = exponent.decimal();
        int towardOne = x.compareTo(BigDecimal.ONE);
        if (towardOne == 0) {
            return round(BigDecimal.ONE);
        }
        BigDecimal order = Magnitude.orderOfPower(x, y);
        if (Magnitude.exponent(order) < -(precision + 13)) {
            // e^z for z = y·ln x so near 0 that only its side matters, as in {@link #nearZero}
            return beside(BigDecimal.ONE, towardOne * y.signum());
        }
        int orderDigits = requireOrder(order.doubleValue());
        return round(OneRounding.round(d -> powerByLogarithm(x, y, d, orderDigits), context,
                b -> ExactPower.is(b, x, y)));
    }

    /** A real power with a whole exponent: exact when that is short, else rounded once from closer and closer values. */
    private Num realPower(BigDecimal x, BigInteger e) {
        if (e.signum() == 0) {
            return round(BigDecimal.ONE);
        }
        if (x.signum() == 0) {
            return round(BigDecimal.ZERO);
        }
        int orderDigits = requireOrder(Magnitude.orderOfPower(x, new BigDecimal(e)).doubleValue());
        BigDecimal m = TrailingZeros.strip(x);
        if (m.unscaledValue().abs().equals(BigInteger.ONE)) {
            return tenToThePower(m, e);
        }
        double exactDigits = Magnitude.log10(new BigDecimal(m.unscaledValue())) * Math.abs(e.doubleValue());
        if (exactDigits <= EXACT_POWER_DIGITS) {
            // the order bound keeps |e| small here, as the digits are not 1 (x ≠ ±10^k)
            BigDecimal p = m.pow(e.abs().intValueExact());
            return round(e.signum() > 0 ? p : BigDecimal.ONE.divide(p, context));
        }
        BigDecimal y = new BigDecimal(e);
        BigDecimal magnitude = OneRounding.round(d -> powerByLogarithm(m.abs(), y, d, orderDigits), context);
        return round(x.signum() < 0 && e.testBit(0) ? magnitude.negate() : magnitude);
    }

    /**
     * (±10^k)↑e, for {@code m} = ±10^k, exactly, whatever the size of e: the order bound has kept k·e
     * within the memory, and ±1 to any power is ±1.
     */
    private Num tenToThePower(BigDecimal m, BigInteger e) {
        BigDecimal sign = m.signum() < 0 && e.testBit(0) ? BigDecimal.ONE.negate() : BigDecimal.ONE;
        if (m.scale() == 0) {
            return round(sign);
        }
        return round(sign.scaleByPowerOfTen(BigInteger.valueOf(-m.scale()).multiply(e).intValueExact()));
    }

    /**
     * Stops the machine when a result of about 10^order could not be held (a little beyond the
     * bound, which {@link #held} then draws exactly), before it is computed; else the digits of the
     * order, which an approximation needs beyond those of the value.
     */
    private int requireOrder(double order) {
        if (order > capacity + 2.0) {
            throw new MachineFault("fault.overflow");
        }
        if (order < -capacity - 2.0) {
            throw new MachineFault("fault.underflow", capacity);
        }
        return Num.digits((long) Math.abs(order)) + 2;
    }

    /**
     * x↑y = e^(y·ln x) for x &gt; 0 to about d digits, where {@code orderDigits} are those of the result's
     * order: y·ln x must be right to as many more. Through {@link NaturalLogarithm}: big-math's own power
     * goes through its logarithm, which takes time without end for a very small or large x.
     */
    private static BigDecimal powerByLogarithm(BigDecimal x, BigDecimal y, int d, int orderDigits) {
        MathContext mc = digits(d + orderDigits + 2);
        BigDecimal exponent = y.multiply(NaturalLogarithm.of(x, d + orderDigits + 2), mc);
        return Exponential.of(exponent, mc);
    }

    private static MathContext digits(int n) {
        return new MathContext(n, RoundingMode.HALF_EVEN);
    }

    /**
     * An integer power that fits a long, by repeated squaring; null when it does not fit (the
     * BigInteger path then gives the same exact value, or the overflow stop). 0, 1 and −1 give
     * what {@link #integerPower} gives.
     */
    private static Num smallPower(Num base, long e) {
        long r = smallPower(base.small, e);
        return r != Long.MIN_VALUE ? Num.of(r) : null;
    }

    /**
     * b↑e for e ≥ 0 when it fits a long (and is not Long.MIN_VALUE), else Long.MIN_VALUE: the
     * power {@link #power} gives, without a Num.
     */
    public static long smallPower(long base, long e) {
        long b = base;
        if (b == 0) {
            return e == 0 ? 1 : 0;
        }
        if (b == 1) {
            return 1;
        }
        if (b == -1) {
            return (e & 1) != 0 ? -1 : 1;
        }
        if (b == 2 && e < 63) {
            // the commonest power in the book's programs (bits, 2↑(Z+1)): a shift
            return 1L << e;
        }
        long result = 1;
        while (true) {
            if ((e & 1) != 0) {
                long hi = Math.multiplyHigh(result, b);
                long lo = result * b;
                if (!((hi == 0 && lo >= 0) || (hi == -1 && lo < 0))) {
                    return Long.MIN_VALUE;
                }
                result = lo;
            }
            e >>>= 1;
            if (e == 0) {
                return result;
            }
            long hi = Math.multiplyHigh(b, b);
            long lo = b * b;
            if (hi != 0 || lo < 0) {
                return Long.MIN_VALUE;
            }
            b = lo;
        }
    }

    private Num integerPower(Num base, BigInteger e) {
        if (e.signum() == 0) {
            return Num.ONE;
        }
        if (base.big == null && (base.small == 0 || base.small == 1)) {
            return base;
        }
        if (base.big == null && base.small == -1) {
            return e.testBit(0) ? base : Num.ONE;
        }
        requireOrder(Magnitude.orderOfPower(base.decimal(), new BigDecimal(e)).doubleValue());
        return integer(base.decimal().toBigInteger().pow(e.intValueExact()));
    }

    /** ε(x): entier, the greatest integer not above x (the book: ε(-4.2) = -5). */
    public Num entier(Num x) {
        if (!x.real) {
            return x;
        }
        BigDecimal whole = x.big.setScale(0, RoundingMode.FLOOR);
        return whole.precision() < 19 ? Num.of(whole.longValue()) : Num.integer(whole.toBigInteger());
    }

    /**
     * ε(a/b) for small integers, as {@code entier(divide(a, b))} computes it, when that is simply
     * ⌊a/b⌋; else Long.MIN_VALUE. It is when |a/b| < 10^precision and |b| < 10^9: the quotient
     * rounded down to «РАЗРЯДНОСТЬ» digits keeps every digit before the point, so it lies between
     * ⌊a/b⌋ and a/b, the quotient being rounded once. (The bound on |b| dates from a quotient rounded
     * twice; it is kept, as more than needed, so that the short way answers where it always did.)
     */
    public long entierOfQuotient(long a, long b) {
        if (b == 0 || a == Long.MIN_VALUE || b <= -1_000_000_000L || b >= 1_000_000_000L) {
            return Long.MIN_VALUE;
        }
        long q = Math.floorDiv(a, b);
        return q > -quotientLimit && q < quotientLimit - 1 ? q : Long.MIN_VALUE;
    }

    /**
     * ₣(a/b) compared with c for small integers, as {@code compare(fraction(divide(a, b)), c)}
     * gives it (−1, 0 or 1), when a ≥ 0 and 0 &lt; b &lt; 10^9; else Integer.MIN_VALUE. The quotient
     * q, rounded down to «РАЗРЯДНОСТЬ» digits, is whole exactly when its fraction is below the
     * last digit kept: when q has n ≥ 1 digits before the point and the remainder m of a/b has
     * m·10^(precision−n) &lt; b (always when n ≥ precision; never when 0 &lt; q &lt; 1). Then ₣ is 0;
     * otherwise it lies strictly between 0 and 1, which settles its comparison with any integer.
     * As for {@link #entierOfQuotient}, the bound on |b| is more than needed.
     */
    public int compareFractionOfQuotient(long a, long b, long c) {
        if (a < 0 || b <= 0 || b >= 1_000_000_000L) {
            return Integer.MIN_VALUE;
        }
        long whole = a / b;
        long remainder = a % b;
        boolean zero;
        if (remainder == 0) {
            zero = true;
        } else if (whole == 0) {
            zero = false;
        } else {
            int after = precision - Num.digits(whole);
            zero = after <= 0 || (after <= 9 && remainder * Num.TEN_POWERS[after] < b);
        }
        if (zero) {
            return Long.compare(0, c);
        }
        return c <= 0 ? 1 : -1;
    }

    /** ₣(x): the fractional part, x − ε(x), so never negative. */
    public Num fraction(Num x) {
        return subtract(x, entier(x));
    }

    public int compare(Num a, Num b) {
        if (a.big == null && b.big == null) {
            return Long.compare(a.small, b.small);
        }
        return a.decimal().compareTo(b.decimal());
    }

    /** √x: BigDecimal's square root is rounded once, by the rule's own rounding mode. */
    public Num root(Num x) {
        if (x.signum() < 0) {
            throw new MachineFault("fault.root.negative", x.toString());
        }
        return round(x.decimal().sqrt(context));
    }

    /**
     * A standard function, rounded once ({@link OneRounding}), in bounded time whatever the argument:
     * a result the memory could not hold is refused before it is computed, and an angle must be
     * below 10^{@value #ANGLE_DIGITS} (reducing a larger one by 2π needs π to as many digits).
     */
    public Num apply(StandardFunction f, Num x) {
        BigDecimal v = x.decimal();
        if (f == StandardFunction.ABS) {
            return abs(x);
        }
        Num near = nearZero(f, v);
        if (near != null) {
            return near;
        }
        return switch (f) {
            case ABS -> abs(x);
            case SIN -> {
                requireAngle(f, v);
                yield round(OneRounding.round(d -> Sine.sin(v, d), context));
            }
            case COS -> {
                requireAngle(f, v);
                yield round(OneRounding.round(d -> Sine.cos(v, d), context));
            }
            case TG -> {
                requireAngle(f, v);
                if (Sine.cos(v, working.getPrecision()).round(context).signum() == 0) {
                    throw new MachineFault("fault.function.domain", f.spelling(), x.toString());
                }
                yield round(OneRounding.round(d -> Sine.tan(v, d), context));
            }
            case ARCSIN -> {
                requireUnit(f, x);
                yield round(OneRounding.round(d -> arcsine(v, d), context));
            }
            case ARCCOS -> {
                requireUnit(f, x);
                yield round(OneRounding.round(d -> arccosine(v, d), context));
            }
            case ARCTG -> round(OneRounding.round(d -> Arctangent.of(v, d), context));
            case EXP -> {
                int orderDigits = requireOrder(v.doubleValue() / Math.log(10));
                yield round(OneRounding.round(d -> Exponential.of(v, digits(d + orderDigits)), context));
            }
            case LN -> {
                if (x.signum() <= 0) {
                    throw new MachineFault("fault.function.domain", f.spelling(), x.toString());
                }
                yield round(OneRounding.round(d -> NaturalLogarithm.of(v, d), context));
            }
        };
    }

    /**
     * A function of an argument so near 0 that its value is its first term (x, or 1) and a
     * correction far below the last digit kept; null for any other argument. Only the side the
     * correction lies on decides the result (SIN 1⏨-99999 lies just below 1⏨-99999), and to find it
     * from approximations would take twice as many digits as the argument's order.
     */
    private Num nearZero(StandardFunction f, BigDecimal v) {
        if (v.signum() == 0) {
            return switch (f) {
                case COS, EXP -> round(BigDecimal.ONE);
                case SIN, TG, ARCSIN, ARCTG -> round(BigDecimal.ZERO);
                default -> null;
            };
        }
        if (Magnitude.exponent(v) >= -(precision + 12)) {
            return null;
        }
        int sign = v.signum();
        return switch (f) {
            case SIN, ARCTG -> beside(v, -sign); // x − x³/3!, x − x³/3
            case TG, ARCSIN -> beside(v, sign); // x + x³/3, x + x³/3!
            case COS -> beside(BigDecimal.ONE, -1); // 1 − x²/2
            case EXP -> beside(BigDecimal.ONE, sign); // 1 + x
            default -> null;
        };
    }

    /** a plus a number of the given sign far below a's last digit kept, rounded by the rule. */
    private Num beside(BigDecimal a, int side) {
        BigDecimal below = BigDecimal.ONE.scaleByPowerOfTen((int) Magnitude.exponent(a) - precision - 2);
        return round(side > 0 ? a.add(below) : a.subtract(below));
    }

    /**
     * arcsin x for |x| ≤ 1: up to ±1/2 as arctg(x/√(1 − x²)), where 1 − x² ≥ 3/4 cancels nothing
     * and the tangent is at most 1/√3; beyond, as ±(π/2 − arccos |x|). There √(1 − x²) would cancel
     * to 0 for an x within about 10^-330 of ±1 (big-math's asin, which took it, divided by zero:
     * ARCSIN(1-10↑(-340)) at «РАЗРЯДНОСТЬ» 340 was an internal error).
     */
    private static BigDecimal arcsine(BigDecimal x, int d) {
        MathContext mc = digits(d + 2);
        if (x.abs().compareTo(HALF) <= 0) {
            BigDecimal cosine = FixedPoint.sqrt(BigDecimal.ONE.subtract(x.multiply(x, mc), mc), mc);
            return Arctangent.of(x.divide(cosine, mc), d + 2);
        }
        BigDecimal a = halfPi(mc).subtract(arccosine(x.abs(), d + 2), mc);
        return x.signum() < 0 ? a.negate() : a;
    }

    /**
     * arccos x for |x| ≤ 1: up to ±1/2 as π/2 − arcsin x (at least π/3, so nothing cancels); beyond,
     * as 2·arcsin √((1 − |x|)/2), or π less that for a negative x: 1 − |x| is exact, so an x near ±1
     * keeps all the digits of its small distance from it, and the root is below 1/2.
     */
    private static BigDecimal arccosine(BigDecimal x, int d) {
        MathContext mc = digits(d + 2);
        if (x.abs().compareTo(HALF) <= 0) {
            return halfPi(mc).subtract(arcsine(x, d + 2), mc);
        }
        BigDecimal s = FixedPoint.sqrt(BigDecimal.ONE.subtract(x.abs()).divide(TWO), mc);
        BigDecimal a = arcsine(s, d + 2).multiply(TWO, mc);
        return x.signum() > 0 ? a : BigDecimalMath.pi(mc).subtract(a, mc);
    }

    /** π/2. big-math keeps π in a cache with only right digits (computed to 10 more, then rounded). */
    private static BigDecimal halfPi(MathContext mc) {
        return BigDecimalMath.pi(mc).divide(TWO, mc);
    }

    /** An angle of 10^{@value #ANGLE_DIGITS} or more is refused: reducing it by 2π would need π to as many digits. */
    private static void requireAngle(StandardFunction f, BigDecimal v) {
        if (v.signum() != 0 && Magnitude.exponent(v) >= ANGLE_DIGITS) {
            throw new MachineFault("fault.function.argument", f.spelling());
        }
    }

    private static void requireUnit(StandardFunction f, Num x) {
        if (x.decimal().abs().compareTo(BigDecimal.ONE) > 0) {
            throw new MachineFault("fault.function.domain", f.spelling(), x.toString());
        }
    }
}
