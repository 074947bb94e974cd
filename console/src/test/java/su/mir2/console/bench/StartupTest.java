package su.mir2.console.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The start-up is timed with the mir2 script's class-data-sharing archive only when it fits. */
class StartupTest {
    @TempDir
    Path dir;

    /** What the script writes into mir2.jsa.jvm for the java it runs. */
    private static String thisJvm() throws Exception {
        Path home = Path.of(System.getProperty("java.home"));
        String id = home.resolve("bin").resolve("java").toRealPath().toString();
        Path release = home.resolve("release");
        return Files.isReadable(release) ? id + "\n" + Files.readString(release).stripTrailing() : id;
    }

    @Test
    void theArchiveIsUsedWhenItHoldsClassesIsNotOlderThanTheJarAndWasMadeByThisJvm() throws Exception {
        Path jar = Files.writeString(dir.resolve("mir2.jar"), "jar");
        Files.setLastModifiedTime(jar, FileTime.fromMillis(1_000_000));
        Path archive = Files.writeString(dir.resolve("mir2.jsa"), "classes");
        Path made = Files.writeString(dir.resolve("mir2.jsa.jvm"), thisJvm(), StandardCharsets.UTF_8);
        assertEquals(Optional.of(archive), Startup.archive(jar));
        assertEquals("-XX:SharedArchiveFile=" + archive, Startup.command(jar, Path.of("p.alm")).get(3));

        Files.setLastModifiedTime(jar, FileTime.fromMillis(System.currentTimeMillis() + 60_000));
        assertEquals(Optional.empty(), Startup.archive(jar), "jar rebuilt after the archive");
        Files.setLastModifiedTime(jar, FileTime.fromMillis(1_000_000));

        Files.writeString(made, "/another/jdk/bin/java");
        assertEquals(Optional.empty(), Startup.archive(jar), "archive of another JVM");
        Files.writeString(made, thisJvm());

        Files.writeString(archive, "");
        assertEquals(Optional.empty(), Startup.archive(jar), "none could be made");
        assertEquals("-Dfile.encoding=UTF-8", Startup.command(jar, Path.of("p.alm")).get(3));
    }
}
