package su.mir2.console.terminal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import su.mir2.messages.Clip;
import su.mir2.messages.Messages;

/**
 * The console's own commands, typed after ':' in Russian or English. Like the machine's service
 * words, any prefix that only one name has will do (":пу", ":q"). What each does is in the help
 * (tool messages, console.help.*). Each takes at most so many words after it; more are refused,
 * whatever the command, before it is carried out.
 */
enum OperatorCommand {
    /** «Пустить на счёт»: run the loaded program from its beginning. */
    START("пуск", "start", 0),
    QUIT("выход", "quit", 0),
    HELP("помощь", "help", 0),
    /** Show the program in memory, as typed or edited. */
    PROGRAM("программа", "program", 0),
    /** Read a program from a file, as from punched tape: the rest of the line, blanks and all. */
    TAPE("лента", "tape", Integer.MAX_VALUE),
    /** Full or authentic speed. */
    SPEED("скорость", "speed", 1),
    /** Latin keys give Cyrillic letters or not; alone, the other way. */
    TRANSLIT("транслит", "translit", 1),
    /** Print the status line (for terminals that cannot keep one). */
    STATE("состояние", "state", 0),
    /** The trace of every step on or off (an emulator feature, as are those below). */
    TRACE("след", "trace", 1),
    /** A breakpoint at a label or line:column; alone, the list. */
    BREAK("стоп", "break", 1),
    /** N statements, each shown as in the trace. */
    STEP("шаг", "step", 1),
    /** Go on from where the run stopped. */
    CONTINUE("дальше", "continue", 0),
    /** The statement the machine stopped at. */
    WHERE("где", "where", 0),
    /** Every variable and its value. */
    VARS("переменные", "vars", 0),
    /** A whole array. */
    ARRAY("массив", "array", 1),
    /** The memory map, or the words in a range of symbols. */
    MEMORY("память", "memory", 2),
    /** Read the program in anew from its tape and start it. */
    NEW("заново", "new", 0);

    private final String russian;
    private final String english;
    /** Words the command takes after it, at most. */
    private final int words;

    OperatorCommand(String russian, String english, int words) {
        this.russian = russian;
        this.english = english;
        this.words = words;
    }

    /** The name in the language of the messages, with its colon. */
    String typed(Locale language) {
        return ":" + (language.getLanguage().equals("en") ? english : russian);
    }

    List<String> names() {
        return List.of(russian, english);
    }

    /** The note that the command needs {@code what} (a tool message's key) after it. */
    String needs(Messages tool, String what) {
        return tool.get("console.command.argument", typed(tool.locale()), tool.get(what));
    }

    /** A command line taken apart: the commands its word may mean (one when it is clear), its argument. */
    record Parsed(String word, List<OperatorCommand> candidates, String argument) {
        OperatorCommand command() {
            return candidates.size() == 1 ? candidates.get(0) : null;
        }

        /** The note refusing what was typed beyond the words the command takes, or null when nothing was. */
        String refusal(Messages tool) {
            String rest = argument;
            for (int k = 0; k < command().words && !rest.isEmpty(); k++) {
                rest = rest.substring(wordEnd(rest)).strip();
            }
            return rest.isEmpty() ? null
                    : tool.get("console.command.extra", command().typed(tool.locale()), Clip.argument(rest));
        }
    }

    static Parsed parse(String line) {
        String s = line.strip();
        if (s.startsWith(":")) {
            s = s.substring(1);
        }
        int blank = wordEnd(s);
        String word = s.substring(0, blank).toLowerCase(Locale.ROOT);
        String argument = s.substring(blank).strip();
        return new Parsed(word, matching(word), argument);
    }

    private static int wordEnd(String s) {
        int blank = 0;
        while (blank < s.length() && !Character.isWhitespace(s.charAt(blank))) {
            blank++;
        }
        return blank;
    }

    /** The commands a typed word may mean: an exact name, else every command with a name it begins. */
    static List<OperatorCommand> matching(String word) {
        List<OperatorCommand> prefixed = new ArrayList<>();
        if (word.isEmpty()) {
            return prefixed;
        }
        for (OperatorCommand c : values()) {
            if (c.russian.equals(word) || c.english.equals(word)) {
                return List.of(c);
            }
            if (c.russian.startsWith(word) || c.english.startsWith(word)) {
                prefixed.add(c);
            }
        }
        return prefixed;
    }
}
