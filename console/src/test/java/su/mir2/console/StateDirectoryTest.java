package su.mir2.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import su.mir2.console.host.StateDirectory;

/** Where mir2 keeps its own files: after XDG, else after $HOME, never the password file's home first. */
class StateDirectoryTest {
    @Test
    void homeFromTheEnvironmentComesBeforeTheJvmsHome() {
        assertEquals(Path.of("/h/.mir2"), StateDirectory.of(Map.of("HOME", "/h"), "/passwd"));
        assertEquals(Path.of("/passwd/.mir2"), StateDirectory.of(Map.of(), "/passwd"));
        assertNull(StateDirectory.of(Map.of("HOME", ""), ""));
    }

    @Test
    void anAbsoluteXdgStateHomeIsPreferredAndARelativeOneIgnored() {
        assertEquals(Path.of("/s/mir2"), StateDirectory.of(Map.of("XDG_STATE_HOME", "/s", "HOME", "/h"), "/p"));
        assertEquals(Path.of("/h/.mir2"), StateDirectory.of(Map.of("XDG_STATE_HOME", "s", "HOME", "/h"), "/p"));
    }
}
