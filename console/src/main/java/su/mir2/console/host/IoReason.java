package su.mir2.console.host;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.util.Locale;
import su.mir2.messages.Messages;

/**
 * Why a file could not be read or written, said in the user's language. The JVM's exceptions carry
 * their class's name and the system's English text; neither may reach a user, so the common causes
 * are named by the tool's bundle and the rest is "an input/output error".
 */
public final class IoReason {
    private IoReason() {
    }

    /** The reason in the tool's language, short, for the end of a sentence. */
    public static String of(Exception e, Messages tool) {
        return tool.get("io." + kind(e));
    }

    /**
     * The sentence for a file name the JVM refused to take. On Linux that is a name with a NUL, which
     * no file has, or far likelier one with letters the locale's character set lacks: the JVM names
     * files in it (ASCII when LANG is unset or C), and nothing in Java can change that. A byte of such
     * a name that the JVM could not even decode from the command line is shown as "?".
     */
    public static String refusedName(InvalidPathException e, Messages tool) {
        if (e.getInput().indexOf('\0') >= 0) {
            return tool.get("file.unreadable", e.getInput(), of(e, tool));
        }
        return tool.get("file.locale", e.getInput().replace('\uFFFD', '?'));
    }

    public static String kind(Exception e) {
        if (e instanceof InvalidPathException) {
            return "name";
        }
        if (e instanceof NoSuchFileException) {
            return "missing";
        }
        if (e instanceof AccessDeniedException) {
            return "denied";
        }
        if (e instanceof NotDirectoryException) {
            return "notdir";
        }
        if (e instanceof FileAlreadyExistsException) {
            return "exists";
        }
        if (e instanceof FileSystemLoopException) {
            return "loop";
        }
        if (e instanceof CharacterCodingException) {
            return "encoding";
        }
        return e instanceof IOException io ? bySystemText(io) : "failed";
    }

    /** The system's text (strerror) where Java gives no class of its own for the cause. */
    private static String bySystemText(IOException e) {
        String text = e instanceof FileSystemException f && f.getReason() != null ? f.getReason() : e.getMessage();
        if (text == null) {
            return "failed";
        }
        String t = text.toLowerCase(Locale.ROOT);
        if (t.contains("no space left")) {
            return "full";
        }
        if (t.contains("disk quota")) {
            return "quota";
        }
        if (t.contains("read-only file system")) {
            return "readonly";
        }
        if (t.contains("permission denied") || t.contains("operation not permitted")) {
            return "denied";
        }
        if (t.contains("is a directory")) {
            return "directory";
        }
        if (t.contains("no such file")) {
            return "missing";
        }
        if (t.contains("not a directory")) {
            return "notdir";
        }
        if (t.contains("file name too long")) {
            return "name";
        }
        if (t.contains("too many levels of symbolic links")) {
            return "loop";
        }
        if (t.contains("broken pipe")) {
            return "pipe";
        }
        return "failed";
    }
}
