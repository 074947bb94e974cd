package su.mir2.machine.arithmetic;

import ch.obermuhlner.math.big.BigDecimalMath;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import su.mir2.machine.MachineFault;

/**
 * The arithmetic unit. All ALMIR values are decimal. Integers are exact and of any length (the
 * memory is the only limit); '/' and real operands give reals, and every real result keeps
 * «РАЗРЯДНОСТЬ» significant digits, the rest dropped as a machine working in complement form drops
 * them: toward −∞. That rule lives in {@link #round} and nowhere else; docs/fidelity.md gives the
 * evidence (the book's weekday formula is right for every date only so).
 */
public final class ArithmeticUnit {
    /** Longest integer power the unit will build before calling it an overflow. */
    private static final int MAX_INTEGER_DIGITS = 100_000;

    private final int precision;
    private final MathContext context;
    private final MathContext working;
    /** 10^precision, the bound below which ε(a/b) of small integers is ⌊a/b⌋ (see {@link #entierOfQuotient}). */
    private final long quotientLimit;

    public ArithmeticUnit(int precision) {
        this.precision = precision;
        this.context = new MathContext(precision, RoundingMode.FLOOR);
        this.working = new MathContext(precision + 10, RoundingMode.HALF_EVEN);
        this.quotientLimit = precision >= 18 ? Long.MAX_VALUE / 10 : Num.TEN_POWERS[precision];
    }

    public int precision() {
        return precision;
    }

    /** The «РАЗРЯДНОСТЬ» rule: a real result keeps {@code precision} significant digits. */
    public Num round(BigDecimal value) {
        return Num.real(value.round(context));
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
            return Num.integer(a.decimal().toBigInteger().add(b.decimal().toBigInteger()));
        }
        return round(a.decimal().add(b.decimal()));
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
            return Num.integer(a.decimal().toBigInteger().subtract(b.decimal().toBigInteger()));
        }
        return round(a.decimal().subtract(b.decimal()));
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
            return Num.integer(a.decimal().toBigInteger().multiply(b.decimal().toBigInteger()));
        }
        return round(a.decimal().multiply(b.decimal()));
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
        return round(a.decimal().divide(b.decimal(), working));
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
            if (e.bitLength() > 31) {
                throw new MachineFault("fault.overflow");
            }
            return round(base.decimal().pow(e.intValue(), working));
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
        return round(BigDecimalMath.pow(base.decimal(), exponent.decimal(), working));
    }

    /**
     * An integer power that fits a long, by repeated squaring; null when it does not fit (the
     * BigInteger path then gives the same exact value, or the overflow stop). 0 and 1 give
     * themselves and -1 its sign, as {@link #integerPower} has them.
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
        if (b == 0 || b == 1) {
            return b;
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
        if (base.big == null && (base.small == 0 || base.small == 1)) {
            return base;
        }
        if (base.big == null && base.small == -1) {
            return e.testBit(0) ? base : Num.ONE;
        }
        double digits = e.doubleValue() * Math.log10(Math.abs(base.decimal().doubleValue()));
        if (digits > MAX_INTEGER_DIGITS) {
            throw new MachineFault("fault.overflow");
        }
        return Num.integer(base.decimal().toBigInteger().pow(e.intValue()));
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
     * ⌊a/b⌋ and a/b; and the ten further working digits of a quotient that is not whole (at least
     * 1/|b| from every integer) cannot round it onto the next integer.
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
     * As for {@link #entierOfQuotient}, |b| &lt; 10^9 keeps the working digits of an inexact
     * quotient from rounding it across that boundary.
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

    public Num root(Num x) {
        if (x.signum() < 0) {
            throw new MachineFault("fault.root.negative", x.toString());
        }
        return round(BigDecimalMath.sqrt(x.decimal(), working));
    }

    public Num apply(StandardFunction f, Num x) {
        BigDecimal v = x.decimal();
        return switch (f) {
            case ABS -> abs(x);
            case SIN -> round(BigDecimalMath.sin(v, working));
            case COS -> round(BigDecimalMath.cos(v, working));
            case TG -> {
                if (BigDecimalMath.cos(v, working).round(context).signum() == 0) {
                    throw new MachineFault("fault.function.domain", f.spelling(), x.toString());
                }
                yield round(BigDecimalMath.tan(v, working));
            }
            case ARCSIN -> {
                requireUnit(f, x);
                yield round(BigDecimalMath.asin(v, working));
            }
            case ARCCOS -> {
                requireUnit(f, x);
                yield round(BigDecimalMath.acos(v, working));
            }
            case ARCTG -> round(BigDecimalMath.atan(v, working));
            case EXP -> {
                if (v.compareTo(BigDecimal.valueOf(100_000)) > 0) {
                    throw new MachineFault("fault.overflow");
                }
                yield round(BigDecimalMath.exp(v, working));
            }
            case LN -> {
                if (x.signum() <= 0) {
                    throw new MachineFault("fault.function.domain", f.spelling(), x.toString());
                }
                yield round(BigDecimalMath.log(v, working));
            }
        };
    }

    private static void requireUnit(StandardFunction f, Num x) {
        if (x.decimal().abs().compareTo(BigDecimal.ONE) > 0) {
            throw new MachineFault("fault.function.domain", f.spelling(), x.toString());
        }
    }
}
