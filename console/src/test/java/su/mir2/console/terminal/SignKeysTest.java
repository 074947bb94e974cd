package su.mir2.console.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import su.mir2.almir.reader.Keyboard;
import su.mir2.console.protocol.Protocol;
import su.mir2.machine.MachineOptions;
import su.mir2.machine.Mir2;
import su.mir2.machine.typewriter.StringPaper;

/** Every special sign typed its ASCII way at the line reader; the paper shows the sign itself. */
class SignKeysTest {
    @TempDir
    Path dir;

    @Test
    void eachWayOfTypingASignPutsTheSignOnThePaper() throws Exception {
        Path paper = dir.resolve("p.txt");
        List<String> expected = new ArrayList<>();
        try (ConsoleDriver at = ConsoleDriver.start(dir.resolve("history"), paper, null, null)) {
            for (Map.Entry<String, Character> d : Keyboard.digraphs().entrySet()) {
                at.enter("<<вып>> " + d.getKey() + " <<кон>> $\r");
                expected.add("«ВЫП» " + d.getValue() + " «КОН» ◊");
                String lower = d.getKey().toLowerCase(java.util.Locale.ROOT);
                if (!lower.equals(d.getKey())) {
                    at.enter("<<вып>> " + lower + " <<кон>> $\r");
                    expected.add("«ВЫП» " + d.getValue() + " «КОН» ◊");
                }
            }
            at.leave(":выход\r");
        }
        List<String> typed = Protocol.parse(Files.readString(paper, StandardCharsets.UTF_8)).operatorLines();
        assertEquals(expected, typed);
        assertEquals(List.of("«ВЫП» « «КОН» ◊", "«ВЫП» » «КОН» ◊", "«ВЫП» ≤ «КОН» ◊", "«ВЫП» ≥ «КОН» ◊",
                "«ВЫП» ≠ «КОН» ◊", "«ВЫП» ⏨ «КОН» ◊", "«ВЫП» ε «КОН» ◊", "«ВЫП» ε «КОН» ◊", "«ВЫП» ₣ «КОН» ◊",
                "«ВЫП» ₣ «КОН» ◊", "«ВЫП» Σ «КОН» ◊", "«ВЫП» Σ «КОН» ◊", "«ВЫП» Π «КОН» ◊", "«ВЫП» Π «КОН» ◊",
                "«ВЫП» √ «КОН» ◊", "«ВЫП» √ «КОН» ◊", "«ВЫП» × «КОН» ◊", "«ВЫП» ↑ «КОН» ◊", "«ВЫП» ◊ «КОН» ◊"),
                typed, "the fourteen signs, each way of typing them");
    }

    /**
     * A program that uses every sign, typed on an ASCII keyboard (Cyrillic letters aside), runs as the
     * same program typed in the MIR's own characters; inside a text the keys stay as typed.
     */
    @Test
    void aProgramTypedWithAsciiSignsRunsAsTheSameProgramInTheMachinesCharacters() throws Exception {
        String[] keys = {
            "<<разр>> 6; а=2*3; б=2^3; в=\\e(7/2); г=\\f(7/2); д=\\s(и=1,3,и); е=\\p(и=1,3,и);",
            "ж=\\r(16); з=1.5\\101;",
            "<<если>> а<=б <<то>> (<<вывод>> [<=]); <<если>> б>=а <<то>> (<<вывод>> [>=]);",
            "<<если>> а<>б <<то>> (<<вывод>> [*$]); <<вывод>> <<строка>>, а, б, з",
            "<<где>> и=0 <<кон>> $"};
        String[] onPaper = {
            "«РАЗР» 6; А=2×3; Б=2↑3; В=ε(7/2); Г=₣(7/2); Д=Σ(И=1,3,И); Е=Π(И=1,3,И);",
            "Ж=√(16); З=1.5⏨1;",
            "«ЕСЛИ» А≤Б «ТО» («ВЫВОД» [<=]); «ЕСЛИ» Б≥А «ТО» («ВЫВОД» [>=]);",
            "«ЕСЛИ» А≠Б «ТО» («ВЫВОД» [*$]); «ВЫВОД» «СТРОКА», А, Б, З",
            "«ГДЕ» И=0 «КОН» ◊"};
        String program = String.join("\n", onPaper);
        Path paper = dir.resolve("p.txt");
        try (ConsoleDriver at = ConsoleDriver.start(dir.resolve("history"), paper, null, null)) {
            at.enter(String.join("\r", keys) + "\r");
            at.enter(":пуск\r");
            at.leave(":выход\r");
            assertEquals(InterruptTest.welcome()
                    + "> " + String.join("\n  ", onPaper) + "\n"
                    + "# программа введена, знаков: " + InterruptTest.symbols(program) + ". Пуск: :пуск (F5).\n"
                    + "> :пуск\n"
                    + runDirectly(program)
                    + "> :выход\n"
                    + "# пульт выключен.\n", at.output());
        }
    }

    private static String runDirectly(String program) throws Exception {
        StringPaper paper = new StringPaper();
        Mir2 machine = new Mir2(MachineOptions.defaults(), paper);
        machine.load(program, "t");
        machine.start();
        return paper.take();
    }
}
