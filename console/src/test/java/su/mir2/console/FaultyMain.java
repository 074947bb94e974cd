package su.mir2.console;

import su.mir2.console.host.Transcript;

/**
 * The tool with a faulty component, to provoke an internal error in a test: its transcript fails on
 * the first directive, or, with MIR2_TEST_FAULT=loaded, once a program is read in; with
 * MIR2_TEST_FAULT=exhausted it fails then for want of memory, and once more when the report asks it
 * for the program (as a program of tens of megabytes exhausts a small heap).
 */
public final class FaultyMain {
    private FaultyMain() {
    }

    public static void main(String[] args) {
        String fault = System.getenv("MIR2_TEST_FAULT");
        boolean onLoad = "loaded".equals(fault);
        boolean exhausted = "exhausted".equals(fault);
        System.exit(new Main(new Transcript() {
            @Override
            public synchronized void loaded() {
                super.loaded();
                if (onLoad) {
                    throw new IllegalStateException("a fault planted by the test");
                }
                if (exhausted) {
                    throw new OutOfMemoryError("planted by the test");
                }
            }

            @Override
            public synchronized String programText() {
                if (exhausted) {
                    throw new OutOfMemoryError("planted by the test, again");
                }
                return super.programText();
            }

            @Override
            public synchronized void directive(String typed) {
                super.directive(typed);
                throw new IllegalStateException("a fault planted by the test");
            }
        }).run(args));
    }
}
