package su.mir2.console.bench;

/**
 * programs/bench/loop.alm in Java: the integer points of the disc X²+Y² ≤ R², R = 1000, counted in
 * a tight double loop.
 *
 * <p>Number semantics: the program is all integers, which ALMIR keeps exact. Here |X|, |Y| ≤ 1000,
 * X²+Y² ≤ 2·10⁶ and the count C ≤ 2001² ≈ 4·10⁶, so a Java {@code int} never overflows and is exact:
 * plain {@code int} is the same semantics.
 */
final class LoopBaseline implements Baseline {
    private static final int R = 1000;

    @Override
    public String run() {
        int r = R;
        int c = 0;
        for (int x = -r; x <= r; x++) {
            for (int y = -r; y <= r; y++) {
                if (x * x + y * y <= r * r) {
                    c = c + 1;
                }
            }
        }
        return new BaselinePaper().print("С=").print(c).halt();
    }
}
