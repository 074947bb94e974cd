package su.mir2.machine.memory;

import java.util.Arrays;
import su.mir2.machine.halt.MachineFault;
import su.mir2.machine.arithmetic.Num;

/**
 * The MIR-2's main memory of 8000 symbols. The program text occupies the bottom of it, one symbol
 * per sign, per service word and per standard-function name, numbers and texts by their characters.
 * Above it lies the data area: one word per simple variable or array element, each word
 * «РАЗРЯДНОСТЬ» digits plus a sign symbol. An integer longer than a word holds its extra digits
 * beyond that, so long integers eat memory as on the machine. Running out is a machine error stop.
 */
public final class Memory {
    public static final int MIR2_SYMBOLS = 8000;
    /**
     * The sizes --memory takes. Below the least no program of use fits. The greatest (1000 times the
     * MIR-2's) holds the evolution program's field of 800 × 800 and keeps the data area, an array of
     * at most 4 000 000 words (48 MB), within a JVM's default heap; numbers stay within the arithmetic
     * unit's own limit of digits whatever the memory.
     */
    public static final int LEAST_SYMBOLS = 100;
    public static final int MOST_SYMBOLS = 8_000_000;
    /** What {@link #smalls} holds for a word whose value is not an integer that fits a long. */
    public static final long NOT_SMALL = Long.MIN_VALUE;

    private final int capacity;
    private int programSymbols;
    private int wordSymbols = 1;
    private long wordLimit = Long.MAX_VALUE;
    private int wordDigits;
    /**
     * The symbols the extra digits of long integers take, or more: a store of an integer that fits
     * the word does not look at what it overwrites (translated code stores so at every assignment),
     * so one over a long integer leaves its digits counted. Wherever the count decides something (a
     * machine error stop, a report) and may be high, {@link #extraSymbolsExactly} counts again.
     */
    private long extraSymbols;

    /**
     * The data area, word by word, held twice: a word whose value is an integer that fits a long
     * (other than Long.MIN_VALUE) has it in {@code smalls}; every other word has Long.MIN_VALUE
     * there and its value in {@code words}. For a small integer, {@code words} holds at most a Num
     * made by an earlier {@link #read}, used again only while it still has the value in
     * {@code smalls}: storing a small integer touches {@code smalls} alone, because a store of a
     * reference costs the garbage collector's write barrier at every store of translated code.
     * Translated code reads {@code smalls} directly, so integers go in and out of memory without a Num.
     */
    private Num[] words = new Num[0];
    public long[] smalls = new long[0];
    private int usedWords;

    public Memory(int capacity) {
        this.capacity = capacity;
    }

    public int capacity() {
        return capacity;
    }

    /** A program longer than the memory cannot be read in: a machine error. */
    public void requireRoom(int programSymbols) {
        if (programSymbols > capacity) {
            throw new MachineFault("fault.memory.program", programSymbols, capacity);
        }
    }

    /** Clears the memory for a new program of the given length and digits per number. */
    public void reset(int programSymbols, int precision) {
        requireRoom(programSymbols);
        this.programSymbols = programSymbols;
        this.wordDigits = precision;
        this.wordSymbols = precision + 1;
        this.wordLimit = precision >= 18 ? Long.MAX_VALUE : Num.tenPower(precision);
        this.extraSymbols = 0;
        this.usedWords = 0;
        int count = Math.max(0, (capacity - programSymbols) / wordSymbols);
        this.words = new Num[count];
        this.smalls = new long[count];
        java.util.Arrays.fill(this.words, Num.ZERO);
    }

    /** Reserves {@code count} words and returns the address of the first. */
    public int allocate(int count, String what) {
        long needed = (long) programSymbols + (long) (usedWords + (long) count) * wordSymbols + extraSymbols;
        if (count >= 0 && needed > capacity && extraSymbols > 0) {
            needed += extraSymbolsExactly() - extraSymbols;
        }
        if (count < 0 || needed > capacity) {
            throw new MachineFault("fault.memory.full", what, needed, capacity);
        }
        int base = usedWords;
        usedWords += count;
        for (int i = base; i < usedWords; i++) {
            write(i, Num.ZERO);
        }
        return base;
    }

    /**
     * A copy of the data area and its counts, to put back when a directive's descriptions fail half-way
     * (a directive the machine refuses changes nothing). Only the words up to the last that is not 0
     * are copied: in a large memory most of it is free, and a description writes only words it
     * allocates or variables, all above 0 before or among those copied.
     */
    public Image image() {
        int n = smalls.length;
        while (n > 0 && smalls[n - 1] == 0) {
            n--;
        }
        return new Image(Arrays.copyOf(words, n), Arrays.copyOf(smalls, n), usedWords,
                extraSymbols);
    }

    /**
     * Puts back an {@link #image}, into the same arrays (translated code holds on to {@link #smalls});
     * the words above it were 0 and are made so again.
     */
    public void restore(Image image) {
        int n = image.smalls.length;
        System.arraycopy(image.words, 0, words, 0, n);
        System.arraycopy(image.smalls, 0, smalls, 0, n);
        int written = Math.max(n, Math.max(usedWords, image.usedWords));
        Arrays.fill(words, n, written, Num.ZERO);
        Arrays.fill(smalls, n, written, 0);
        usedWords = image.usedWords;
        extraSymbols = image.extraSymbols;
    }

    /** What {@link #image} copies. */
    public record Image(Num[] words, long[] smalls, int usedWords, long extraSymbols) {
    }

    /** Gives back the words above {@code usedWords}, which nothing refers to any more. */
    public void release(int usedWords) {
        for (int i = usedWords; i < this.usedWords; i++) {
            write(i, Num.ZERO);
        }
        this.usedWords = Math.min(this.usedWords, usedWords);
    }

    public int usedWords() {
        return usedWords;
    }

    /**
     * Words a subscript can reach: the data area and the free memory above it up to the end of the
     * memory. Free words read as 0 (the memory is cleared when a program is read in).
     */
    public int addressableWords() {
        return words.length;
    }

    /** Symbols in use: program, data words and the extra digits of long integers. */
    public long usedSymbols() {
        if (extraSymbols > 0) {
            extraSymbolsExactly();
        }
        return programSymbols + (long) usedWords * wordSymbols + extraSymbols;
    }

    /** Counts the extra digits of the long integers in every word again, and keeps the count. */
    private long extraSymbolsExactly() {
        long extra = 0;
        for (int i = 0; i < smalls.length; i++) {
            long v = smalls[i];
            extra += v != NOT_SMALL ? excess(v) : excess(words[i]);
        }
        extraSymbols = extra;
        return extra;
    }

    /**
     * Counts {@code change} more symbols for a store of a number of {@code digits} digits if the free
     * memory has them; if not, nothing is counted and the machine stops, saying how many were free (the
     * number may be far shorter than the memory: the rest is taken).
     */
    private void meter(long change, long digits) {
        long fixed = programSymbols + (long) usedWords * wordSymbols;
        if (change > 0 && fixed + extraSymbols + change > capacity && fixed + extraSymbolsExactly() + change > capacity) {
            throw new MachineFault("fault.memory.number", digits, change, capacity - fixed - extraSymbols);
        }
        extraSymbols += change;
    }

    public int programSymbols() {
        return programSymbols;
    }

    public int wordSymbols() {
        return wordSymbols;
    }

    public Num read(int address) {
        Num n = words[address];
        long v = smalls[address];
        if (v != NOT_SMALL && (n == null || !n.isSmall() || n.smallValue() != v)) {
            n = Num.of(v);
            words[address] = n;
        }
        return n;
    }

    /** Stores a value; only numbers longer than a word take the slow path that meters their digits. */
    public void write(int address, Num value) {
        Num old = read(address);
        if (isLong(value) || isLong(old)) {
            meter(excess(value) - excess(old), value.digits());
        }
        words[address] = value;
        long v = value.isSmall() ? value.smallValue() : NOT_SMALL;
        smalls[address] = v;
    }

    /**
     * Stores an integer that fits a long. When it fits the word, nothing is metered and no Num is
     * made, whatever it overwrites (see {@link #extraSymbols}); otherwise it is {@link #write}.
     */
    public void write(int address, long value) {
        long limit = wordLimit;
        if (value < limit && value > -limit) {
            smalls[address] = value;
        } else {
            writeLong(address, value, smalls[address]);
        }
    }

    /**
     * {@link #write(int, long)} of an integer longer than a word, or over one. Apart, so that the
     * common store is small enough for the JIT to inline at every place of translated code.
     */
    private void writeLong(int address, long value, long old) {
        if (value != NOT_SMALL && old != NOT_SMALL) {
            meter(excess(value) - excess(old), Num.digits(value));
            smalls[address] = value;
        } else {
            write(address, Num.of(value));
        }
    }

    private long excess(long v) {
        return Math.max(0, Num.digits(v) - wordDigits);
    }


    /** The word's value if it is an integer that fits a long, else {@link #NOT_SMALL}. */
    public long small(int address) {
        return smalls[address];
    }

    /** The least positive integer that does not fit a word (Long.MAX_VALUE at 18 digits and more). */
    public long wordLimit() {
        return wordLimit;
    }

    private boolean isLong(Num n) {
        if (n.isSmall()) {
            long v = n.smallValue();
            return v >= wordLimit || v <= -wordLimit;
        }
        return !n.isReal();
    }

    private long excess(Num n) {
        return n.isReal() ? 0 : Math.max(0, n.digits() - wordDigits);
    }
}
