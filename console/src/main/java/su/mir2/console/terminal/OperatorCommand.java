package su.mir2.console.terminal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The console's own commands, typed after ':' in Russian or English. Like the machine's service
 * words, any prefix that only one name has will do (":пу", ":q"). What each does is in the help
 * (tool messages, console.help.*).
 */
enum OperatorCommand {
    /** «Пустить на счёт»: run the loaded program from its beginning. */
    START("пуск", "start"),
    QUIT("выход", "quit"),
    HELP("помощь", "help"),
    /** Show the program in memory, as typed or edited. */
    PROGRAM("программа", "program"),
    /** Read a program from a file, as from punched tape. */
    TAPE("лента", "tape"),
    /** Full or authentic speed. */
    SPEED("скорость", "speed"),
    /** Latin keys give Cyrillic letters, or not. */
    TRANSLIT("транслит", "translit"),
    /** Print the status line (for terminals that cannot keep one). */
    STATE("состояние", "state"),
    /** The trace of every step on or off (an emulator feature, as are those below). */
    TRACE("след", "trace"),
    /** A breakpoint at a label or line:column; alone, the list. */
    BREAK("стоп", "break"),
    /** N statements, each shown as in the trace. */
    STEP("шаг", "step"),
    /** Go on from where the run stopped. */
    CONTINUE("дальше", "continue"),
    /** The statement the machine stopped at. */
    WHERE("где", "where"),
    /** Every variable and its value. */
    VARS("переменные", "vars"),
    /** A whole array. */
    ARRAY("массив", "array"),
    /** The memory map, or the words in a range of symbols. */
    MEMORY("память", "memory"),
    /** Read the program in anew from its tape and start it. */
    NEW("заново", "new");

    private final String russian;
    private final String english;

    OperatorCommand(String russian, String english) {
        this.russian = russian;
        this.english = english;
    }

    /** The name in the language of the messages, with its colon. */
    String typed(Locale language) {
        return ":" + (language.getLanguage().equals("en") ? english : russian);
    }

    List<String> names() {
        return List.of(russian, english);
    }

    /** A command line taken apart: the commands its word may mean (one when it is clear), its argument. */
    record Parsed(String word, List<OperatorCommand> candidates, String argument) {
        OperatorCommand command() {
            return candidates.size() == 1 ? candidates.get(0) : null;
        }
    }

    static Parsed parse(String line) {
        String s = line.strip();
        if (s.startsWith(":")) {
            s = s.substring(1);
        }
        int blank = 0;
        while (blank < s.length() && !Character.isWhitespace(s.charAt(blank))) {
            blank++;
        }
        String word = s.substring(0, blank).toLowerCase(Locale.ROOT);
        String argument = s.substring(blank).strip();
        return new Parsed(word, matching(word), argument);
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
