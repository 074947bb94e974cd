package su.mir2.console;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import su.mir2.console.protocol.Protocol;
import su.mir2.console.protocol.Replayer;
import su.mir2.console.protocol.SessionMarks;
import su.mir2.console.protocol.SessionStep;
import su.mir2.messages.Clip;
import su.mir2.messages.Messages;
import su.mir2.console.host.ExitCode;
import su.mir2.console.host.ProgramFiles;

/**
 * The programs a recorded session read from tape, found again for {@code mir2 replay PAPER}: each file
 * where the session named it (from the directory replay runs in, else beside the paper), with the text
 * the session read — a file changed since is refused, as a replay of it would prove nothing.
 */
final class RecordedTapes {
    /** The tapes' texts, or why not (the status; the user has been told). */
    record Found(Map<SessionStep.Tape, Replayer.Tape> tapes, String shownProgram, int status) {
        boolean ok() {
            return tapes != null;
        }
    }

    private RecordedTapes() {
    }

    static Found find(Protocol paper, Path paperFile, Messages tool, PrintStream err) {
        return find(paper, paperFile, tool, err, Map.of(), null);
    }

    /**
     * The same, but the tapes of {@code given} (a program named beside the paper, standing for its first
     * tape) are taken as given, and {@code shown} names the program.
     */
    static Found find(Protocol paper, Path paperFile, Messages tool, PrintStream err,
            Map<SessionStep.Tape, Replayer.Tape> given, String shown) {
        if (!paper.recordsSession()) {
            err.println(tool.get("replay.session.none", paperFile));
            return new Found(null, null, ExitCode.USAGE);
        }
        Map<SessionStep.Tape, Replayer.Tape> tapes = new LinkedHashMap<>(given);
        for (SessionStep step : paper.steps()) {
            if (step instanceof SessionStep.Typed && shown == null) {
                shown = tool.get("replay.typed.program");
            }
            if (!(step instanceof SessionStep.Tape t) || tapes.containsKey(t)) {
                continue;
            }
            Path file = locate(t.path(), paperFile);
            if (file == null || !Files.exists(file)) {
                // the name as the paper's line gives it, of any length
                err.println(Clip.fittedMessage(a -> tool.get("file.missing", a), t.path()));
                return new Found(null, null, ExitCode.NO_INPUT);
            }
            ProgramFiles.Reading read = ProgramFiles.read(file, tool, err);
            if (!read.ok()) {
                return new Found(null, null, read.status());
            }
            if (!SessionMarks.sha256(read.text()).equals(t.sha256())) {
                err.println(tool.get("replay.tape.changed", file));
                return new Found(null, null, ExitCode.BAD_PROGRAM);
            }
            tapes.put(t, new Replayer.Tape(read.text(), t.path()));
            if (shown == null) {
                shown = file.toString();
            }
        }
        return new Found(tapes, shown, ExitCode.OK);
    }

    /** The file as named if it is there, else beside the paper; null when neither is. */
    private static Path locate(String name, Path paperFile) {
        try {
            Path asNamed = Path.of(name);
            if (Files.exists(asNamed) || asNamed.isAbsolute()) {
                return asNamed;
            }
            Path parent = paperFile.toAbsolutePath().getParent();
            Path beside = parent == null ? asNamed : parent.resolve(name);
            return Files.exists(beside) ? beside : asNamed;
        } catch (InvalidPathException e) {
            return null;
        }
    }
}
