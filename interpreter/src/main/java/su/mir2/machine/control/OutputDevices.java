package su.mir2.machine.control;

import su.mir2.machine.typewriter.Printer;
import su.mir2.machine.typewriter.Typewriter;

/**
 * The devices «ВЫВОД» can reach. The number after «ВЫВОД» chooses one; the sources only show that
 * such a mode exists (the evolution program prints «на печать» or «на экран» depending on it), so the
 * mapping is a documented choice: code 2 is the screen, everything else the typewriter.
 */
public final class OutputDevices {
    public static final int SCREEN_CODE = 2;

    private final Typewriter typewriter;
    private final Printer screen;
    private final boolean everythingOnScreen;

    public OutputDevices(Typewriter typewriter, Printer screen) {
        this(typewriter, screen, false);
    }

    /**
     * @param everythingOnScreen every «ВЫВОД» goes to the screen, whatever its code: the console's
     *                           display mode, for programs such as the book's evolution, which show
     *                           their pictures «на экране» or «на печать» depending on the «ВЫВОД» mode
     */
    public OutputDevices(Typewriter typewriter, Printer screen, boolean everythingOnScreen) {
        this.typewriter = typewriter;
        this.screen = screen != null ? screen : typewriter;
        this.everythingOnScreen = everythingOnScreen;
    }

    public Typewriter typewriter() {
        return typewriter;
    }

    public Printer select(int code) {
        return everythingOnScreen || code == SCREEN_CODE ? screen : typewriter;
    }
}
