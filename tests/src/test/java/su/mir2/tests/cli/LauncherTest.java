package su.mir2.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.tests.cli.Mir2Process.Outcome;

/**
 * The launcher, ./mir2, as a shell runs it, in a copy of the repository's layout whose jar is up to
 * date, so that it builds nothing; the java it finds on the PATH runs the tool from the tests'
 * classes with the options and the environment the launcher gives.
 */
class LauncherTest {
    /** java as the launcher calls it, with the tests' classes in place of the jar; no class-data archive. */
    private static final String JAVA = """
            #!/bin/sh
            case "$*" in *DumpLoadedClassList*|*-Xshare:dump*) exit 1 ;; esac
            n=$#
            skip=
            for a; do
              if [ "$a" = -jar ]; then set -- "$@" -cp "$MIR2_CLASSES" su.mir2.console.Main; skip=1
              elif [ -n "$skip" ]; then skip=
              else set -- "$@" "$a"; fi
            done
            shift $n
            exec "$MIR2_JAVA" "$@"
            """;

    @TempDir
    Path dir;

    private Outcome launch(Map<String, String> locale, String... args) throws IOException, InterruptedException {
        Path home = Files.createDirectories(dir.resolve("mir2"));
        Files.copy(Path.of("..", "mir2"), home.resolve("mir2"), StandardCopyOption.REPLACE_EXISTING);
        Files.createDirectories(home.resolve("console/target"));
        Files.writeString(home.resolve("console/target/mir2.jar"), "");
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Files.writeString(bin.resolve("java"), JAVA, StandardCharsets.UTF_8);
        assumeTrue(bin.resolve("java").toFile().setExecutable(true));
        List<String> command = new ArrayList<>(List.of("bash", home.resolve("mir2").toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile());
        Map<String, String> env = builder.environment();
        env.keySet().removeIf(name -> name.equals("LANG") || name.startsWith("LC_"));
        env.putAll(locale);
        env.put("PATH", bin + ":" + env.get("PATH"));
        env.put("HOME", dir.resolve("home").toString());
        env.remove("XDG_STATE_HOME");
        env.put("MIR2_JAVA", Path.of(System.getProperty("java.home"), "bin", "java").toString());
        env.put("MIR2_CLASSES", System.getProperty("java.class.path"));
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process p = builder.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("mir2 did not finish");
        }
        return new Outcome(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
    }

    private static boolean systemHasCUtf8() throws IOException, InterruptedException {
        Process p = new ProcessBuilder("locale", "-a").redirectErrorStream(true).start();
        String all = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return p.waitFor() == 0 && all.lines().anyMatch(l -> l.equalsIgnoreCase("C.UTF-8") || l.equalsIgnoreCase("C.utf8"));
    }

    @Test
    void aFileNamedInCyrillicIsReadUnderLangUnsetCOrPosix() throws Exception {
        assumeTrue(systemHasCUtf8(), "the system has no C.UTF-8 locale");
        assumeTrue("UTF-8".equals(System.getProperty("sun.jnu.encoding")), "the tests' own locale is not UTF-8");
        Path program = Files.writeString(dir.resolve("цикл.alm"), "«РАЗР»2;X=1«КОН»◊", StandardCharsets.UTF_8);
        Outcome read = new Outcome(0, program + ": текст программы правилен; программа занимает 8 знаков, с данными 11"
                + " из 8000 знаков памяти\n", "");
        assertEquals(read, launch(Map.of(), "check", program.toString()));
        assertEquals(read, launch(Map.of("LC_ALL", "C"), "check", program.toString()));
        assertEquals(read, launch(Map.of("LANG", "POSIX"), "check", program.toString()));
        // the language of the messages stays --lang's
        assertEquals(new Outcome(0, program + ": the program text is correct; the program takes 8 symbols, with its"
                + " data 11 of 8000 symbols of memory\n", ""), launch(Map.of("LC_ALL", "C"), "check", program.toString(), "--lang", "en"));
        Path trace = dir.resolve("след.txt");
        assertEquals(new Outcome(0, "◊\n", ""), launch(Map.of("LC_ALL", "C"), "run", program.toString(), "--trace=" + trace));
        assertEquals("1  1:9  Х=1  → Х=1\n2  1:12  «ГДЕ»  → останов: операторы кончились\n",
                Files.readString(trace, StandardCharsets.UTF_8));
    }
}
