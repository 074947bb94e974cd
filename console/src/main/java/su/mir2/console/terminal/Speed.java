package su.mir2.console.terminal;

import java.util.Locale;

/** How fast the console lets the machine go. */
public enum Speed {
    /** As fast as the computer running the emulator can: the default. */
    FULL,
    /**
     * The MIR-2's own pace: the typewriter prints 7 characters a second, and the program runs at about
     * 12 000 steps a second, the machine's rate of operations. Any key hurries it up to full speed
     * until the machine next halts.
     */
    AUTHENTIC;

    /** Typewriter characters per second (the MIR's electric typewriter). */
    public static final int TYPEWRITER_CHARACTERS_PER_SECOND = 7;
    /** Steps per second at authentic speed: the MIR-2's about 12 000 operations a second. */
    public static final int STEPS_PER_SECOND = 12_000;

    /** A speed as typed in a command: a prefix of one of its names only, in Russian or English; or null. */
    static Speed parse(String typed) {
        String s = typed.strip().toLowerCase(Locale.ROOT);
        Speed found = null;
        for (Speed speed : values()) {
            for (String name : speed.names()) {
                if (!s.isEmpty() && name.startsWith(s)) {
                    if (found != null && found != speed) {
                        return null;
                    }
                    found = speed;
                }
            }
        }
        return found;
    }

    private String[] names() {
        return this == FULL ? new String[] {"полная", "full"} : new String[] {"историческая", "authentic"};
    }
}
