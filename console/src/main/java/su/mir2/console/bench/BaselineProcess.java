package su.mir2.console.bench;

import java.io.BufferedOutputStream;
import java.io.BufferedReader;
import java.io.FileOutputStream;
import java.io.FileDescriptor;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * The Java baselines of the whole-process benchmark as a process of their own, writing to standard
 * output through a buffer as a Java programmer would: {@code hello}, {@code evolution SIDE TACTS SEED},
 * {@code directives} (the session's directives on standard input).
 */
public final class BaselineProcess {
    private BaselineProcess() {
    }

    public static void main(String[] args) throws IOException {
        PrintStream out = new PrintStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16),
                false, StandardCharsets.UTF_8);
        switch (args[0]) {
            case "hello" -> out.print("hello\n");
            case "evolution" -> new BookEvolutionBaseline(SoupField.of(Integer.parseInt(args[1]), Integer.parseInt(args[2]),
                    Long.parseLong(args[3])), out).run();
            case "directives" -> DirectiveSession.baseline(
                    new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)), out);
            default -> throw new IllegalArgumentException(args[0]);
        }
        out.flush();
    }
}
