package su.mir2.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.tests.cli.Mir2Process.Outcome;

/**
 * Options' values as a user may mistype them: each refusal in the frame of a command line not
 * understood, in the language asked for, an empty value said to be empty, a number only of 0–9.
 */
class OptionValuesTest {
    private static final String HELP = " (справка: mir2 run --help)\n";

    @TempDir
    Path dir;

    private String program;

    @BeforeEach
    void program() throws IOException {
        program = Files.writeString(dir.resolve("p.alm"), "«РАЗР»2;X=1;«ВЫВОД»X«КОН»◊", StandardCharsets.UTF_8).toString();
    }

    private Outcome mir2(String... args) throws IOException, InterruptedException {
        return new Mir2Process(dir).run("", args);
    }

    @Test
    void theLanguageIsTakenInAnyCaseAsTheSpeedIs() throws Exception {
        Outcome english = new Outcome(0, "Х=1 ◊\n", "");
        assertEquals(english, mir2("run", program, "--lang", "EN"));
        assertEquals(english, mir2("run", program, "--lang=En", "--speed", "FULL"));
        assertEquals(new Outcome(64, "", "command not understood: --speed fast: the speed is full or authentic"
                + " (help: mir2 run --help)\n"), mir2("run", program, "--speed", "fast", "--lang", "EN"));
    }

    @Test
    void anEmptyValueIsSaidToBeEmpty() throws Exception {
        for (String option : List.of("--speed", "--max-steps", "--memory", "--lang", "--trace-limit")) {
            assertEquals(new Outcome(64, "", "команда не понята: у параметра " + option + " пустое значение" + HELP),
                    mir2("run", program, option, ""), option);
        }
        assertEquals(new Outcome(64, "", "command not understood: the option --memory has an empty value"
                + " (help: mir2 check --help)\n"), mir2("check", program, "--memory=", "--lang", "en"));
        // an empty file name is no name of the current directory
        for (String option : List.of("--paper", "--dump", "--history")) {
            assertEquals(new Outcome(64, "", "команда не понята: у параметра " + option + " пустое значение" + HELP),
                    mir2("run", program, option, ""), option);
        }
        assertEquals(new Outcome(64, "", "команда не понята: у параметра --trace пустое значение" + HELP),
                mir2("run", program, "--trace="));
        assertEquals(new Outcome(64, "", "команда не понята: у параметра FILE пустое значение" + HELP),
                mir2("run", ""));
    }

    @Test
    void aWrongSpeedIsRefusedInTheFrameOfEveryOtherValue() throws Exception {
        assertEquals(new Outcome(64, "", "команда не понята: --speed быстро: скорость бывает full или authentic" + HELP),
                mir2("run", program, "--speed", "быстро"));
        assertEquals(new Outcome(64, "", "команда не понята: --speed x: скорость бывает full или authentic"
                + " (справка: mir2 console --help)\n"), mir2("console", "--speed", "x"));
    }

    @Test
    void onlyTheDigitsZeroToNineMakeANumber() throws Exception {
        for (String memory : List.of("５０００", "٥٠٠٠", "१००००", "много", "0x10", "8_000", "1e3")) {
            assertEquals(new Outcome(64, "", "команда не понята: --memory ждёт число из цифр 0–9, а не «" + memory + "»"
                    + HELP), mir2("run", program, "--memory", memory), memory);
        }
        assertEquals(new Outcome(64, "", "command not understood: --max-steps takes a number in the digits 0–9, not '５０'"
                + " (help: mir2 run --help)\n"), mir2("run", program, "--max-steps", "５０", "--lang", "en"));
        assertEquals(new Outcome(64, "", "команда не понята: --memory ждёт число из цифр 0–9, а не «５»" + HELP),
                mir2("run", program, "--memory", "５"));
        assertEquals(new Outcome(64, "", "команда не понята: --memory 5: память бывает от 100 до 8000000 знаков" + HELP),
                mir2("run", program, "--memory", "5"));
        assertEquals(new Outcome(0, "Х=1 ◊\n", ""), mir2("run", program, "--memory", "+500", "--max-steps", "08"));
    }
}
