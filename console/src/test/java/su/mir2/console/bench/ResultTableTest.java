package su.mir2.console.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import su.mir2.console.host.Tool;
import su.mir2.messages.Messages;

/**
 * bench's result table: times and ratios, then steps, each part within 100 columns in either language
 * with figures of six digits of ms and a billion steps (as one table its rows ran to 126).
 */
class ResultTableTest {
    /** 283.2 (280.0–290.0) ms against 25.6 (25.0–26.0): ratio 11.06, the rounds' 11.06, 11.15, 11.2. */
    private static final Harness.Measurement LOOP = new Harness.Measurement(Workloads.byName("loop").orElseThrow(),
            15_161_561, new long[] {283_200_000, 290_000_000, 280_000_000}, new long[] {25_600_000, 26_000_000, 25_000_000});
    /** 123 456.7 ms against 12 345.6, every round ten times: 10.0; 1 234 567 890 steps in 123.5 s. */
    private static final Harness.Measurement LONG = new Harness.Measurement(Workloads.byName("evolution").orElseThrow(),
            1_234_567_890, new long[] {123_456_700_000L, 120_000_000_000L, 130_000_000_000L},
            new long[] {12_345_600_000L, 12_000_000_000L, 13_000_000_000L});

    private static List<String> table(Messages language) {
        ResultTable table = new ResultTable(Messages.of(Tool.BUNDLE, language.locale()));
        List<String> lines = new ArrayList<>();
        lines.add(table.timesHeading());
        lines.add(table.times("loop", LOOP));
        lines.add(table.times("evolution*", LONG));
        lines.addAll(table.steps());
        return lines;
    }

    @Test
    void inEnglish() {
        assertEquals(List.of(
                "workload     emulator, ms                  Java baseline, ms           ratio  paired",
                "loop         283.2 (280.0–290.0)           25.6 (25.0–26.0)             11.1    11.2",
                "evolution*   123456.7 (120000.0–130000.0)  12345.6 (12000.0–13000.0)    10.0    10.0",
                "workload             steps  Msteps/s",
                "loop            15 161 561      53.5",
                "evolution*   1 234 567 890      10.0"), table(Messages.forLanguage("en")));
    }

    @Test
    void inRussian() {
        assertEquals(List.of(
                "задача       эмулятор, мс                  образец на Java, мс        отношение  попарно",
                "loop         283.2 (280.0–290.0)           25.6 (25.0–26.0)                11.1     11.2",
                "evolution*   123456.7 (120000.0–130000.0)  12345.6 (12000.0–13000.0)       10.0     10.0",
                "задача               шагов  млн шаг/с",
                "loop            15 161 561       53.5",
                "evolution*   1 234 567 890       10.0"), table(Messages.forLanguage("ru")));
    }
}
