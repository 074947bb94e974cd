package su.mir2.console.terminal;

import java.util.Locale;

/** The argument of a command that turns something on or off: вкл or on, выкл or off. */
enum Switch {
    ON("вкл", "on"),
    OFF("выкл", "off");

    private final String russian;
    private final String english;

    Switch(String russian, String english) {
        this.russian = russian;
        this.english = english;
    }

    /** The switch typed, in either language and any case; null for anything else. */
    static Switch parse(String typed) {
        String s = typed.strip().toLowerCase(Locale.ROOT);
        for (Switch w : values()) {
            if (s.equals(w.russian) || s.equals(w.english)) {
                return w;
            }
        }
        return null;
    }
}
