package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.almir.reader.Keyboard;
import su.mir2.console.host.Tool;
import su.mir2.messages.Clip;
import su.mir2.messages.Messages;

/** The help key and the README list every way of typing a sign, every command and the transliteration. */
class HelpTest {
    @TempDir
    Path dir;

    @Test
    void theHelpListsEverySignEveryCommandAndEveryTransliteratedKey() throws Exception {
        try (ConsoleDriver at = ConsoleDriver.start(dir.resolve("history"), null, null, null)) {
            at.enter(":помощь\r");
            at.type("\u001bh");
            at.leave(":выход\r");
            String out = at.output();
            String help = HelpText.build(Messages.of(Tool.BUNDLE, Messages.RUSSIAN), dir.resolve("history"));
            int first = out.indexOf(help);
            assertTrue(first >= 0, out);
            assertTrue(out.indexOf(help, first + 1) > first, "Alt-H shows the help too:\n" + out);
            for (Map.Entry<String, Character> d : Keyboard.digraphs().entrySet()) {
                assertTrue(help.contains(d.getValue() + " " + d.getKey()), d + " missing in\n" + help);
            }
            for (OperatorCommand c : OperatorCommand.values()) {
                for (String name : c.names()) {
                    assertTrue(help.contains(":" + name), name + " missing in\n" + help);
                }
            }
            for (Map.Entry<String, Character> t : Transliteration.keys().entrySet()) {
                assertTrue(help.contains(t.getKey() + " " + t.getValue()), t + " missing in\n" + help);
            }
        }
    }

    @Test
    void everyLineOfTheHelpKeepsToAHundredCharactersInEitherLanguage() {
        for (java.util.Locale language : new java.util.Locale[] {Messages.RUSSIAN, Messages.ENGLISH}) {
            for (String line : HelpText.build(Messages.of(Tool.BUNDLE, language), dir.resolve("history")).split("\n")) {
                assertTrue(line.length() <= HelpText.WIDTH, line.length() + ": " + line);
            }
        }
        String x = "х".repeat(60);
        String y = "у".repeat(50);
        assertEquals("  :а " + x + "\n    " + y + "\nкороткая", Clip.wrapped("  :а " + x + " " + y + "\nкороткая", HelpText.WIDTH));
    }

    /** The README's table of signs is checked against the keyboard table the reader and console use. */
    @Test
    void theReadmeShowsHowToTypeEverySign() throws Exception {
        String readme = Files.readString(Path.of("..", "README.md"), StandardCharsets.UTF_8);
        for (Map.Entry<String, Character> d : Keyboard.digraphs().entrySet()) {
            assertTrue(readme.contains("| " + d.getValue() + " | `" + d.getKey() + "` |"),
                    "README.md does not show how to type " + d.getValue() + " (" + d.getKey() + ")");
        }
        for (OperatorCommand c : OperatorCommand.values()) {
            assertTrue(readme.contains(c.typed(Messages.RUSSIAN)), "README.md does not list " + c.typed(Messages.RUSSIAN));
        }
    }
}
