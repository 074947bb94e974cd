package su.mir2.console.host;

import java.util.ArrayList;
import java.util.List;

/**
 * What the operator gave the machine in this run, so that an internal error can be reproduced: the
 * program in memory, a text being read in (until the machine takes or refuses it), the directives.
 */
public class Transcript {
    private String programOrigin;
    private String programText;
    private String readingOrigin;
    private String readingText;
    private final List<String> directives = new ArrayList<>();

    /** A program text is being read in; memory still holds the earlier one. */
    public synchronized void reading(String origin, String text) {
        this.readingOrigin = origin;
        this.readingText = text;
    }

    /** The text being read in is now the program in memory. */
    public synchronized void loaded() {
        if (readingText != null) {
            this.programOrigin = readingOrigin;
            this.programText = readingText;
        }
        forget();
    }

    /** The machine refused the text being read in; memory holds what it held. */
    public synchronized void refused() {
        forget();
    }

    private void forget() {
        readingOrigin = null;
        readingText = null;
    }

    public synchronized void directive(String typed) {
        directives.add(typed);
    }

    public synchronized String programOrigin() {
        return programOrigin;
    }

    public synchronized String programText() {
        return programText;
    }

    public synchronized String readingOrigin() {
        return readingOrigin;
    }

    public synchronized String readingText() {
        return readingText;
    }

    public synchronized List<String> directives() {
        return List.copyOf(directives);
    }
}
