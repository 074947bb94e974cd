package su.mir2.console.terminal;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Program texts the console tests use, kept beside them. */
final class Programs {
    private Programs() {
    }

    /**
     * «НИМ» as printed in Касаткин 1980 (the appendix's concrete program, groups 7, 8 and 4), which the
     * book's protocol of a game against the MIR-2 was made with.
     */
    static String nim() {
        return resource("nim.alm");
    }

    static String resource(String name) {
        try (InputStream in = Programs.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("no test resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
