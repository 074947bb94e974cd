package su.mir2.console;

/**
 * The tool with a faulty component, to provoke an internal error in a test: its transcript fails on
 * the first directive, or, with MIR2_TEST_FAULT=loaded, once a program is read in.
 */
public final class FaultyMain {
    private FaultyMain() {
    }

    public static void main(String[] args) {
        boolean onLoad = "loaded".equals(System.getenv("MIR2_TEST_FAULT"));
        System.exit(new Main(new Transcript() {
            @Override
            public synchronized void loaded() {
                super.loaded();
                if (onLoad) {
                    throw new IllegalStateException("a fault planted by the test");
                }
            }

            @Override
            public synchronized void directive(String typed) {
                super.directive(typed);
                throw new IllegalStateException("a fault planted by the test");
            }
        }).run(args));
    }
}
