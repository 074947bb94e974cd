package su.mir2.console.terminal;

import java.util.List;
import org.jline.reader.CompletingParsedLine;
import org.jline.reader.EOFError;
import org.jline.reader.ParsedLine;
import org.jline.reader.Parser;

/**
 * Tells the line reader when the operator has finished: a command at Enter, a program or a directive
 * only once its end sign ◊ stands outside a text — until then Enter starts a new line of the same
 * entry, as the typewriter's carriage return did.
 */
final class EntryParser implements Parser {

    @Override
    public ParsedLine parse(String line, int cursor, ParseContext context) {
        if (context == ParseContext.ACCEPT_LINE && !Entry.isComplete(line)) {
            throw new EOFError(-1, -1, "no end sign", "◊");
        }
        return new Line(line, cursor, CompletionWord.at(line, cursor));
    }

    /**
     * The line as the completion machinery sees it. The word to complete is reported empty and the
     * choices are filtered here, because a completion («ВЫПОЛНИТЬ») does not begin with what was typed
     * (вып); the characters it replaces are {@code rawWordLength}.
     */
    record Line(String line, int cursor, CompletionWord completion) implements CompletingParsedLine {
        @Override
        public String word() {
            return "";
        }

        @Override
        public int wordCursor() {
            return 0;
        }

        @Override
        public int wordIndex() {
            return 0;
        }

        @Override
        public List<String> words() {
            return List.of("");
        }

        @Override
        public CharSequence escape(CharSequence candidate, boolean complete) {
            return candidate;
        }

        @Override
        public int rawWordCursor() {
            return completion.typed();
        }

        @Override
        public int rawWordLength() {
            return completion.typed();
        }
    }
}
