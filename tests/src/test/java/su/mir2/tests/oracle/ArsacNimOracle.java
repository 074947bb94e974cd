package su.mir2.tests.oracle;

/**
 * Арсак's choice in Nim with matches (game 19): of Bouton's moves to a position of xor 0, the one
 * in the last heap (highest number) that has a one in the leftmost binary position where the count
 * of ones is odd — the heap his left-to-right scan remembers. Computed here with xor, not with his
 * scan, so that it checks the scan.
 */
public final class ArsacNimOracle {
    private ArsacNimOracle() {
    }

    /** The move Арсак's scan makes, or null when the xor is 0 (no winning move). */
    public static NimOracle.Move move(int[] heaps) {
        int x = NimOracle.xor(heaps);
        if (x == 0) {
            return null;
        }
        int top = Integer.highestOneBit(x);
        for (int i = heaps.length - 1; i >= 0; i--) {
            if ((heaps[i] & top) != 0) {
                return new NimOracle.Move(i + 1, heaps[i] ^ x);
            }
        }
        throw new IllegalStateException("no heap holds the top bit of the xor");
    }
}
