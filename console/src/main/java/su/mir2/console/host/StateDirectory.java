package su.mir2.console.host;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.Set;

/**
 * Where mir2 keeps what it writes on its own (the console's history, crash reports): the user's state
 * directory after the XDG base directory convention, {@code $XDG_STATE_HOME/mir2}, else
 * {@code $HOME/.mir2}. $HOME is the one the user's shell has, not the password file's.
 */
public final class StateDirectory {
    private static final Set<PosixFilePermission> OWNER_DIRECTORY = PosixFilePermissions.fromString("rwx------");
    private static final Set<PosixFilePermission> OWNER_FILE = PosixFilePermissions.fromString("rw-------");

    private StateDirectory() {
    }

    /** The state directory of this process's user, or null when there is no home to keep it in. */
    public static Path of() {
        return of(System.getenv(), System.getProperty("user.home"));
    }

    /**
     * The state directory after {@code environment}; {@code fallbackHome} when $HOME is not set. None
     * when the directory's name cannot be given to the system (a home named in Cyrillic under LANG=C,
     * {@link IoReason#refusedName}): the history is then not kept, as without a home.
     */
    public static Path of(Map<String, String> environment, String fallbackHome) {
        String state = environment.get("XDG_STATE_HOME");
        String home = environment.get("HOME");
        if (home == null || home.isBlank()) {
            home = fallbackHome;
        }
        try {
            // the convention ignores a relative path
            if (state != null && state.startsWith("/")) {
                return Path.of(state, "mir2");
            }
            return home == null || home.isBlank() ? null : Path.of(home, ".mir2");
        } catch (InvalidPathException unnamable) {
            return null;
        }
    }

    /** Creates {@code dir} and its missing parents, readable by the owner alone. */
    public static void create(Path dir) throws IOException {
        Files.createDirectories(dir, ownerDirectory());
    }

    /** Permissions for a new directory that only its owner may enter. */
    public static FileAttribute<?>[] ownerDirectory() {
        return posix() ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(OWNER_DIRECTORY)} : new FileAttribute<?>[0];
    }

    /** Permissions for a new file that only its owner may read. */
    public static FileAttribute<?>[] ownerFile() {
        return posix() ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(OWNER_FILE)} : new FileAttribute<?>[0];
    }

    private static boolean posix() {
        return java.nio.file.FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
    }
}
