package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import su.mir2.console.host.Tool;
import su.mir2.console.host.Transcript;
import su.mir2.console.protocol.Comparison;
import su.mir2.console.protocol.Explainer;
import su.mir2.console.protocol.Protocol;
import su.mir2.console.protocol.Replayer;
import su.mir2.console.protocol.SessionMarks;
import su.mir2.console.protocol.SessionStep;
import su.mir2.machine.MachineOptions;
import su.mir2.messages.Messages;

/**
 * Sessions at the console made up at random — the book's programs read from tape, programs typed,
 * «ВМЕСТО» edits, starts, new games from the tape ({@code :заново}), moves and wrong directives, reloads,
 * commands that print nothing — are
 * recorded with {@code --paper}, and each paper replays to exactly the paper recorded, watched step by step
 * (as replay's explanation watches it) or not.
 */
class RandomSessionsTest {
    private static final Path BOOK = Path.of("..", "programs", "book");
    private static final List<String> PROGRAMS = List.of("gonki/fixed.alm", "gonki/printed.alm", "trigex/fixed.alm",
            "trigex/printed.alm", "nim/printed.alm", "dates/printed.alm", "logic/printed.alm", "evolution/fixed.alm", "cards/built.alm");
    private static final List<String> TYPED = List.of(
            "«РАЗР»2;Х=Х+1;«ВЫВОД»[Х=],Х,«СТРОКА»;«ВВОД»1;«СТОП»«ГДЕ»Х=5«КОН»◊",
            "«ВЫВОД»[НЕТ]\n«КОН»◊",
            "«ВЫВОД» [ОШИБКА\n«КОН»◊");
    private static final List<String> EDITS = List.of("«ВМЕСТО» M=1 «ЗАПИСАТЬ» M=2 ◊", "«ВМЕСТО» N=15 «ЗАПИСАТЬ» N=13 ◊",
            "«ВМЕСТО» K=3 «ЗАПИСАТЬ» K=2 ◊", "«ВМЕСТО» M[3]=7,8,4 «ЗАПИСАТЬ» M[3]=1,2,3 ◊", "«ВМЕСТО» Q=1 «ЗАПИСАТЬ» Q=2 ◊",
            "«ВМЕСТО» Х=5 «ЗАПИСАТЬ» Х=-1 ◊");
    /** The seeds of the sessions; fixed, so that a failure can be repeated. */
    private static final int SESSIONS = 40;

    @TempDir
    Path dir;

    static Stream<Integer> seeds() {
        return IntStream.range(0, SESSIONS).boxed();
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void aRecordedSessionReplaysToThePaperRecorded(int seed) throws Exception {
        String typed = session(new Random(seed));
        Path paperFile = dir.resolve("paper.txt");
        Messages machine = Messages.forLanguage("ru");
        MachineOptions options = MachineOptions.defaults().withMessages(machine).withMaxSteps(2_000_000);
        Messages tool = Messages.of(Tool.BUNDLE, machine.locale());
        ConsoleOptions console = new ConsoleOptions(Speed.FULL, false, paperFile, null);
        String first = seed % 3 == 0 ? null : path(PROGRAMS.get(seed % PROGRAMS.size()));
        String firstText = first == null ? null : Files.readString(Path.of(first), StandardCharsets.UTF_8);
        ConsoleLauncher.Setup setup = new ConsoleLauncher.Setup(options, console, tool, new Transcript(), firstText, first,
                seed % 2 == 0);
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(sink, true, StandardCharsets.UTF_8);
        ConsoleLauncher.plain(setup, new BufferedReader(new StringReader(typed)), out, out);

        Protocol recorded = Protocol.parse(Files.readString(paperFile, StandardCharsets.UTF_8));
        Map<SessionStep.Tape, Replayer.Tape> tapes = new HashMap<>();
        for (SessionStep step : recorded.steps()) {
            if (step instanceof SessionStep.Tape t) {
                String text = Files.readString(Path.of(t.path()), StandardCharsets.UTF_8);
                assertEquals(SessionMarks.sha256(text), t.sha256());
                tapes.put(t, new Replayer.Tape(text, t.path()));
            }
        }
        Protocol replayed = new Replayer(options, tool.get("console.origin")).reenact(recorded.steps(), tapes);
        assertEquals(recorded.lines(), replayed.lines(), () -> "session " + seed + ":\n" + typed);
        assertTrue(Comparison.compare(recorded, replayed).matches());
        // replay's explanation watches a re-enactment step by step: that must not change it either
        Protocol watched = new Replayer(options, tool.get("console.origin")).explainedBy(new Explainer(null, 3))
                .reenact(recorded.steps(), tapes);
        assertEquals(recorded.lines(), watched.lines(), () -> "session " + seed + ", watched:\n" + typed);
    }

    /** The operator's typing of one session. */
    private static String session(Random random) {
        StringBuilder b = new StringBuilder();
        int entries = 3 + random.nextInt(10);
        for (int i = 0; i < entries; i++) {
            b.append(switch (random.nextInt(13)) {
                case 0, 1, 2 -> ":пуск";
                case 12 -> ":заново";
                case 3 -> ":лента " + path(PROGRAMS.get(random.nextInt(PROGRAMS.size())));
                case 4 -> TYPED.get(random.nextInt(TYPED.size()));
                case 5 -> EDITS.get(random.nextInt(EDITS.size()));
                case 6 -> random.nextBoolean() ? ":программа" : ":состояние";
                case 7 -> "«ВЫП» T=" + (1 + random.nextInt(16)) + "; P=" + random.nextInt(8) + "; «НА»L5 «КОН» ◊";
                case 8 -> "«ВЫП»L=" + (1 + random.nextInt(10)) + "; «НА»2 «КОН» ◊";
                case 9 -> "«ВЫП» Т=" + (1 + random.nextInt(3)) + ";\nЛ=" + random.nextInt(6) + "; «НА» 9 «КОН» ◊";
                case 10 -> "«ВЫП» Х=Х+1; «ВЫВОД» Х «КОН» ◊";
                default -> "«ВЫП» Х= «КОН» ◊";
            }).append('\n');
        }
        return b.toString();
    }

    private static String path(String program) {
        return BOOK.resolve(program).toString();
    }
}
