package su.mir2.console;

import java.util.ArrayList;
import java.util.List;

/** What the operator gave the machine in this run, so that an internal error can be reproduced. */
public final class Transcript {
    private String programOrigin;
    private String programText;
    private final List<String> directives = new ArrayList<>();

    public synchronized void program(String origin, String text) {
        this.programOrigin = origin;
        this.programText = text;
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

    public synchronized List<String> directives() {
        return List.copyOf(directives);
    }
}
