package su.mir2.console.terminal;

import org.jline.keymap.KeyMap;
import org.jline.reader.Binding;
import org.jline.reader.Buffer;
import org.jline.reader.LineReader;
import org.jline.reader.Reference;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.utils.InfoCmp.Capability;

/**
 * The console's keys on the line reader: every key typed goes through the machine's keyboard (signs
 * from their ASCII ways, capitals, transliteration), Enter hands over the entry in the machine's
 * characters, Ctrl-C interrupts (also on terminals that pass it as a key; Ctrl-\ too), Ctrl-T switches
 * transliteration, F1 or Alt-H shows the help, F5 is the start key.
 */
final class TypingKeys {
    /** What the keys ask of the console. */
    interface Actions {
        void showHelp();

        void typingChanged();

        /** The command line that starts the program, as typed in the console's language. */
        String startCommand();
    }

    private static final String INTERRUPT = "mir2-interrupt";
    private static final String TRANSLIT = "mir2-translit";
    private static final String HELP = "mir2-help";
    private static final String START = "mir2-start";

    private final LineReader reader;
    private final TypingMode mode;
    private final Actions actions;
    private final PendingEntries pending;
    /** The Latin keys behind the Cyrillic letters just typed, so that "s" then "h" makes Ш. */
    private final StringBuilder latinRun = new StringBuilder();
    private int runStart;
    private String runShown = "";

    private TypingKeys(LineReader reader, TypingMode mode, Actions actions, PendingEntries pending) {
        this.reader = reader;
        this.mode = mode;
        this.actions = actions;
        this.pending = pending;
    }

    static void install(LineReader reader, Terminal terminal, TypingMode mode, Actions actions,
            PendingEntries pending) {
        TypingKeys keys = new TypingKeys(reader, mode, actions, pending);
        reader.getWidgets().put(LineReader.SELF_INSERT, keys::typeKey);
        reader.getWidgets().put(LineReader.ACCEPT_LINE, keys::accept);
        reader.getWidgets().put(LineReader.BEGIN_PASTE, keys::paste);
        reader.getWidgets().put(INTERRUPT, keys::interrupt);
        reader.getWidgets().put(TRANSLIT, keys::toggleTransliteration);
        reader.getWidgets().put(HELP, keys::help);
        reader.getWidgets().put(START, keys::start);
        KeyMap<Binding> main = reader.getKeyMaps().get(LineReader.MAIN);
        main.bind(new Reference(INTERRUPT), KeyMap.ctrl('C'));
        main.bind(new Reference(INTERRUPT), KeyMap.ctrl('\\'));
        main.bind(new Reference(TRANSLIT), KeyMap.ctrl('T'));
        main.bind(new Reference(HELP), KeyMap.alt('h'));
        main.bind(new Reference(HELP), KeyMap.alt('H'));
        bindKey(main, terminal, Capability.key_f1, HELP);
        bindKey(main, terminal, Capability.key_f5, START);
    }

    /** Function keys only where the terminal says how it sends them (not on a dumb one). */
    private static void bindKey(KeyMap<Binding> map, Terminal terminal, Capability key, String widget) {
        String sequence = KeyMap.key(terminal, key);
        if (sequence != null && !sequence.isEmpty()) {
            map.bind(new Reference(widget), sequence);
        }
    }

    private boolean typeKey() {
        String key = reader.getLastBinding();
        Buffer buffer = reader.getBuffer();
        if (key.length() != 1) {
            forgetRun();
            buffer.write(key);
            return true;
        }
        char c = key.charAt(0);
        String text = buffer.toString();
        int cursor = buffer.cursor();
        TypingContext.Place place = TypingContext.at(text, cursor);
        if (place == TypingContext.Place.COMMAND || (text.isBlank() && c == ':')) {
            forgetRun();
            buffer.write(c);
            return true;
        }
        boolean afterPrefix = place != TypingContext.Place.TEXT && cursor > 0 && text.charAt(cursor - 1) == '\\';
        if (mode.transliterating() && Transliteration.isKey(c) && !afterPrefix) {
            transliterate(buffer, text, cursor, c);
            return true;
        }
        forgetRun();
        // after the prefix key \ a letter is a key of the sign (\E is ε), not a letter of the text
        buffer.write(afterPrefix ? Character.toUpperCase(c) : SignTyping.letter(c));
        SignTyping.Replacement sign = SignTyping.afterKey(buffer.toString(), buffer.cursor());
        if (sign != null) {
            buffer.cursor(sign.from());
            buffer.delete(sign.to() - sign.from());
            buffer.write(sign.sign());
        }
        return true;
    }

    private void transliterate(Buffer buffer, String text, int cursor, char key) {
        boolean continues = latinRun.length() > 0 && cursor == runStart + runShown.length()
                && text.startsWith(runShown, runStart);
        if (!continues) {
            forgetRun();
            runStart = cursor;
        }
        latinRun.append(key);
        String shown = Transliteration.render(latinRun.toString());
        buffer.cursor(runStart);
        buffer.delete(runShown.length());
        buffer.write(shown);
        runShown = shown;
    }

    private void forgetRun() {
        latinRun.setLength(0);
        runShown = "";
    }

    /**
     * Enter: the entry in the machine's characters (pasted text too), then the usual acceptance. Of
     * several complete entries only the first is entered here; the others follow it one by one.
     */
    private boolean accept() {
        forgetRun();
        Buffer buffer = reader.getBuffer();
        String typed = buffer.toString();
        String canonical = Entry.isComplete(typed) ? pending.first(typed) : SignTyping.canonical(typed);
        if (!canonical.equals(typed)) {
            // the cursor stays after the same characters, now in their canonical form
            int cursor = SignTyping.canonical(typed.substring(0, buffer.cursor())).length();
            buffer.clear();
            buffer.write(canonical);
            buffer.cursor(Math.min(cursor, canonical.length()));
        }
        reader.callWidget(".accept-line");
        return true;
    }

    /**
     * A paste (a terminal's bracketed paste) that ends with a line break after an end sign is entered at
     * once, as the same lines typed would have been; without one it waits in the editor for Enter.
     */
    private boolean paste() {
        reader.callWidget("." + LineReader.BEGIN_PASTE);
        String text = reader.getBuffer().toString();
        if (text.endsWith("\n") && Entry.isComplete(text)) {
            return accept();
        }
        return true;
    }

    private boolean interrupt() {
        forgetRun();
        throw new UserInterruptException(reader.getBuffer().toString());
    }

    private boolean toggleTransliteration() {
        forgetRun();
        mode.toggle();
        actions.typingChanged();
        return true;
    }

    private boolean help() {
        actions.showHelp();
        return true;
    }

    /** F5, the start key: types the start command and presses Enter, on an empty line only. */
    private boolean start() {
        Buffer buffer = reader.getBuffer();
        if (!buffer.toString().isBlank()) {
            return false;
        }
        buffer.clear();
        buffer.write(actions.startCommand());
        reader.callWidget(".accept-line");
        return true;
    }
}
