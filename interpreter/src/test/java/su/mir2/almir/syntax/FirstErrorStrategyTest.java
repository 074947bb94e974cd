package su.mir2.almir.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.antlr.v4.runtime.DefaultErrorStrategy;
import org.antlr.v4.runtime.NoViableAltException;
import org.antlr.v4.runtime.Parser;
import org.junit.jupiter.api.Test;
import su.mir2.almir.grammar.AlmirParser;
import su.mir2.almir.reader.ReaderException;
import su.mir2.almir.reader.SymbolText;
import su.mir2.almir.reader.TapeReader;

/**
 * The parser's quick check before loops and choices leaves for every message what ANTLR's own
 * strategy leaves: the book's programs, cut short, spliced with a sign or a service word, or with a
 * few symbols left out, give the same fault (place, message and its arguments) either way.
 */
class FirstErrorStrategyTest {
    private static final String[] SPLICED = {"+", "-", "×", "/", "↑", "(", ")", "[", "]", ",", ";", ".", "=", "<",
        "«ЕСЛИ»", "«ТО»", "«ИНАЧЕ»", "«ДЛЯ»", "«ШАГ»", "«ДО»", "«НА»", "«ВЫВОД»", "«ГДЕ»", "«КОНЕЦ»", "Σ", "√",
        "⏨", "X", "1", "2.5", "◊"};

    @Test
    void everyFaultIsToldAsAntlrsOwnStrategyTellsIt() throws IOException {
        Random random = new Random(42);
        int faults = 0;
        for (String program : programs()) {
            for (int i = 0; i < 40; i++) {
                int at = random.nextInt(program.length());
                String changed = switch (i % 3) {
                    case 0 -> program.substring(0, at);
                    case 1 -> program.substring(0, at) + SPLICED[random.nextInt(SPLICED.length)] + program.substring(at);
                    default -> program.substring(0, at) + program.substring(Math.min(program.length(), at + 1 + random.nextInt(5)));
                };
                SymbolText text;
                try {
                    text = TapeReader.read(changed);
                } catch (ReaderException refused) {
                    continue;
                }
                String quick = outcome(Parsing.parser(text));
                AlmirParser plain = Parsing.parser(text);
                plain.setErrorHandler(new DefaultErrorStrategy() {
                    @Override
                    protected void reportNoViableAlternative(Parser recognizer, NoViableAltException e) {
                        recognizer.notifyErrorListeners(e.getOffendingToken(), "", e);
                    }
                });
                assertEquals(outcome(plain), quick, changed);
                faults += quick.equals("read") ? 0 : 1;
            }
        }
        assertTrue(faults > 500, "too few faults compared: " + faults);
    }

    private static String outcome(AlmirParser parser) {
        try {
            parser.program();
            return "read";
        } catch (SyntaxFault fault) {
            return fault.symbolIndex() + " " + fault.key() + " " + Arrays.toString(fault.arguments());
        }
    }

    private static List<String> programs() throws IOException {
        try (Stream<Path> files = Files.walk(Path.of("..", "programs"))) {
            return files.filter(p -> p.toString().endsWith(".alm")).sorted().map(p -> {
                try {
                    return Files.readString(p, StandardCharsets.UTF_8);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).toList();
        }
    }
}
