package su.mir2.console.terminal;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import su.mir2.console.protocol.SessionMarks;

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

    /**
     * The console's paper of a session that read {@code program} from the file named {@code origin}
     * and started it, up to the machine's first line.
     */
    static String paperOpening(String program, String origin) {
        return "# mir2 console: протокол сеанса за пультом ЭВМ МИР-2\n"
                + "# программа введена с перфоленты: " + origin + "\n"
                + "#! tape: sha256=" + SessionMarks.sha256(program) + " " + origin + "\n"
                + "# пуск\n#! start\n";
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
