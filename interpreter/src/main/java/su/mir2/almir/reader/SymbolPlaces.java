package su.mir2.almir.reader;

import java.util.Arrays;

/**
 * Where each symbol was typed (its first character and the one after its last), in about a byte a
 * symbol instead of two ints: a long program is mostly symbols typed one character each, next to each
 * other or after a blank or two, and the symbols of a service word, each typed as the whole word. A
 * symbol's byte holds the blanks skipped before it and the characters it was typed with, four bits
 * each, or says that it was typed with the symbol before it; larger ones go to a side list. Every
 * {@value #BLOCK} symbols the place reached so far is kept, so a place is found by adding up at most
 * that many bytes: places are asked for only where the program is built or a message is told.
 */
final class SymbolPlaces {
    private static final int BLOCK = 64;
    /** The byte of a symbol whose skip or length does not fit in four bits: they are in the side list. */
    private static final int WIDE = 0xFF;
    /** The byte of a symbol typed with the one before it: the next letter of a service word. */
    private static final int SAME = 0xFE;
    private static final int FITS = 15;

    private byte[] packed;
    /** Per block: where the typing before its first symbol ended, and the side list's length there. */
    private int[] blockEnd;
    private int[] blockWide;
    /** The skip and the length of each wide symbol, in order. */
    private int[] wide = new int[8];
    private int wideLength;
    private int count;
    private int lastStart;
    private int lastEnd;

    /** Places for about {@code expected} symbols, with room for more. */
    SymbolPlaces(int expected) {
        int room = Math.max(16, expected);
        packed = new byte[room];
        blockEnd = new int[room / BLOCK + 1];
        blockWide = new int[room / BLOCK + 1];
    }

    /** Adds the next symbol, typed from {@code start} to {@code end} (exclusive), after the last one. */
    void add(int start, int end) {
        if (count % BLOCK == 0) {
            int block = count / BLOCK;
            if (block == blockEnd.length) {
                blockEnd = Arrays.copyOf(blockEnd, block * 2 + 1);
                blockWide = Arrays.copyOf(blockWide, block * 2 + 1);
            }
            blockEnd[block] = lastEnd;
            blockWide[block] = wideLength;
        }
        if (count == packed.length) {
            packed = Arrays.copyOf(packed, count * 2 + 1);
        }
        int skip = start - lastEnd;
        int length = end - start;
        if (start == lastStart && end == lastEnd && count % BLOCK != 0) {
            packed[count] = (byte) SAME;
        } else if (skip >= 0 && skip < FITS && length >= 0 && length < FITS) {
            packed[count] = (byte) (skip << 4 | length);
        } else {
            packed[count] = (byte) WIDE;
            if (wideLength + 2 > wide.length) {
                wide = Arrays.copyOf(wide, wide.length * 2);
            }
            wide[wideLength++] = skip;
            wide[wideLength++] = length;
        }
        count++;
        lastStart = start;
        lastEnd = end;
    }

    /** The same places with little room to spare, once every symbol is in. */
    SymbolPlaces trimmed() {
        if (packed.length - count > packed.length / 8) {
            packed = Arrays.copyOf(packed, count);
        }
        int blocks = (count + BLOCK - 1) / BLOCK;
        blockEnd = Arrays.copyOf(blockEnd, blocks);
        blockWide = Arrays.copyOf(blockWide, blocks);
        wide = Arrays.copyOf(wide, wideLength);
        return this;
    }

    int count() {
        return count;
    }

    /** Where the typing of symbol {@code index} began. */
    int start(int index) {
        return place(index, true);
    }

    /** Where the typing of symbol {@code index} ended (exclusive). */
    int end(int index) {
        return place(index, false);
    }

    private int place(int index, boolean start) {
        if (index < 0 || index >= count) {
            throw new IndexOutOfBoundsException(index);
        }
        int block = index / BLOCK;
        int begin = 0;
        int end = blockEnd[block];
        int w = blockWide[block];
        for (int i = block * BLOCK; ; i++) {
            int b = packed[i] & 0xFF;
            if (b == WIDE) {
                begin = end + wide[w++];
                end = begin + wide[w++];
            } else if (b != SAME) {
                begin = end + (b >>> 4);
                end = begin + (b & 0xF);
            }
            if (i == index) {
                return start ? begin : end;
            }
        }
    }
}
