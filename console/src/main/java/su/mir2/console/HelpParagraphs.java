package su.mir2.console;

import picocli.CommandLine.Help;
import picocli.CommandLine.IHelpSectionRenderer;

/**
 * A command's description in its --help: each entry of the help bundle one paragraph, wrapped at
 * blanks only. Picocli wraps where java.text.BreakIterator allows a break, which is also after a
 * colon or a full stop inside a word: «:помощь» fell apart into «:» and «помощь».
 */
final class HelpParagraphs implements IHelpSectionRenderer {
    @Override
    public String render(Help help) {
        int width = help.commandSpec().usageMessage().width();
        StringBuilder text = new StringBuilder();
        for (String paragraph : help.commandSpec().usageMessage().description()) {
            for (String line : paragraph.split("%n", -1)) {
                wrap(line, width, text);
            }
        }
        return text.toString();
    }

    /** The words of {@code line} in lines of at most {@code width} characters (a longer word alone). */
    private static void wrap(String line, int width, StringBuilder text) {
        int column = 0;
        for (String word : line.strip().split(" +")) {
            int length = word.codePointCount(0, word.length());
            if (column > 0 && column + 1 + length > width) {
                text.append(System.lineSeparator());
                column = 0;
            }
            if (column > 0) {
                text.append(' ');
                column++;
            }
            text.append(word);
            column += length;
        }
        text.append(System.lineSeparator());
    }
}
