package su.mir2.console.protocol;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * The lines a paper uses to record what is not on the paper itself (see {@link SessionStep}). They
 * begin with {@code #!}, so a reader of the protocol sees them as notes, and they are written in a
 * fixed form, not in the language of the messages, so every paper replays in either language:
 * <pre>
 * #! tape: sha256=HEX PATH
 * #! typed:
 * #!| a line of the typed program
 * #! start
 * #! paused
 * </pre>
 */
public final class SessionMarks {
    static final String TAPE = "tape:";
    static final String TYPED = "typed:";
    static final String TYPED_LINE = "#!|";
    static final String START = "start";
    static final String PAUSED = "paused";
    private static final String HASH = "sha256=";

    private SessionMarks() {
    }

    public static String tape(String path, String text) {
        return "#! " + TAPE + " " + HASH + sha256(text) + " " + path;
    }

    public static List<String> typed(String program) {
        List<String> out = new ArrayList<>();
        out.add("#! " + TYPED);
        for (String line : program.split("\n", -1)) {
            out.add(TYPED_LINE + " " + line);
        }
        return out;
    }

    public static String start() {
        return "#! " + START;
    }

    /** A run stopped at a breakpoint or a step: the session cannot be replayed ({@link SessionStep.Paused}). */
    public static String paused() {
        return "#! " + PAUSED;
    }

    /** The hash a tape mark records of a program's text. */
    public static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The tape step of a mark's setting ({@code tape: sha256=HEX PATH}), or null if it is not one. */
    static SessionStep.Tape parseTape(String setting) {
        if (!setting.startsWith(TAPE)) {
            return null;
        }
        String rest = setting.substring(TAPE.length()).strip();
        if (!rest.startsWith(HASH) || rest.indexOf(' ') < 0) {
            return null;
        }
        int blank = rest.indexOf(' ');
        return new SessionStep.Tape(rest.substring(blank + 1), rest.substring(HASH.length(), blank));
    }

    /** A line of a typed program from its mark line. */
    static String typedLine(String markLine) {
        String rest = markLine.substring(TYPED_LINE.length());
        return rest.startsWith(" ") ? rest.substring(1) : rest;
    }
}
