package su.mir2.almir.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import su.mir2.almir.syntax.AmbiguityAudit.Found;
import su.mir2.almir.syntax.AmbiguityAudit.Start;
import su.mir2.machine.generated.GeneratedProgram;
import su.mir2.machine.operator.Replacement;
import su.mir2.machine.generated.ProgramGenerator;

/**
 * Every place where a text the machine accepts has two parses is a decision of docs/fidelity.md ("Texts
 * with two parses"), and no other: the programs of programs/, the directives of their protocols, a
 * probe of every construct of the grammar and a few generated programs are parsed with ANTLR's exact
 * ambiguity detection ({@link AmbiguityAudit}). A change of the grammar that adds an ambiguity, or
 * takes the other reading of one, fails here; TwoReadingsTest shows each reading on the paper.
 */
class AmbiguityAuditTest {
    private static final Path PROGRAMS = Path.of("..", "programs");

    /** The ambiguities, by decision, its alternatives and the one taken, with the reading that gives. */
    private static final Map<String, String> DOCUMENTED = Map.of(
            "expression#0 [1, 2] takes 1", "a '+' or '−' after an operand continues the sum: «ВЫВОД»X −1 is X−1, not X and −1",
            "number#0 [1, 2] takes 1", "a point and digits after digits continue the number: «ВЫВОД»X+1.5 is X+1.5, not X+1 and .5",
            "number#3 [1, 2] takes 1", "⏨ after a mantissa is its exponent: «ВЫВОД»X+1⏨2 is X+100, not X+1 and ⏨2",
            "output#1 [1, 2] takes 1", "a number after «ВЫВОД» that nothing continues is the device code: «ВЫВОД»01,[А]",
            "outputItem#0 [1, 2] takes 1", "a number after «СТРОКА» that nothing continues is its count: «СТРОКА»2,3",
            "primary#2 [3, 4] takes 3", "a name before '(' is a call: «ВЫВОД»F(1), not F and (1)",
            "conditional#1 [1, 2] takes 1", "«ИНАЧЕ» goes with the inner «ЕСЛИ», and TreeBuilder refuses the text");

    private record Probe(Start start, String text, List<String> ambiguities) {
    }

    private static Probe program(String text, String... ambiguities) {
        return new Probe(Start.PROGRAM, text, List.of(ambiguities));
    }

    private static Probe directive(String text, String... ambiguities) {
        return new Probe(Start.DIRECTIVE, text, List.of(ambiguities));
    }

    /** A text of every construct of Almir.g4, with its ambiguities: the decision and the symbols it read over. */
    private static final List<Probe> PROBES = List.of(
            // labels against numbers
            program("«РАЗР»3;5.X=5.0;«ВЫВОД»X«КОН»◊"),
            program("«РАЗР»3;L5.X=1;5.Y=2;01.Z=3;«НА»L5«КОН»◊"),
            program("«РАЗР»3;5.6.L.X=1;7.«КОН»◊"),
            program("«РАЗР»3;«НА»5;5.«КОН»◊"),
            program("«РАЗР»3;«ВЫВОД»5.X=1«КОН»◊"),
            program("«РАЗР»3;«ВЫВОД»1 L5.Y=1«КОН»◊",
                    "output#1 [1, 2] takes 1 over «1L5.»"),
            // «РАЗРЯДНОСТЬ» with '.' or ';'
            program("«РАЗР»3.X=1«КОН»◊"),
            program("«РАЗР»3.5.X=1«КОН»◊"),
            // output items without commas
            program("«РАЗР»3;X=1;«ВЫВОД»X -1«КОН»◊",
                    "expression#0 [1, 2] takes 1 over «-1«КОНЕЦ»»"),
            program("«РАЗР»3;X=1;«ВЫВОД»X+-1«КОН»◊",
                    "expression#0 [1, 2] takes 1 over «+-1«КОНЕЦ»»"),
            program("«РАЗР»3;X=1;«ВЫВОД»X(1)«КОН»◊",
                    "primary#2 [3, 4] takes 3 over «Х(1)«КОНЕЦ»»"),
            program("«РАЗР»3;X=1;«ВЫВОД»F(1)«ГДЕ»F(Y)=Y+1«КОН»◊",
                    "primary#2 [3, 4] takes 3 over «F(1)«ГДЕ»»"),
            program("«РАЗР»3;«ВЫВОД»X(Y)(Z)«КОН»◊",
                    "primary#2 [3, 4] takes 3 over «Х(У)(»"),
            program("«РАЗР»3;«ВЫВОД»ε(X)(Y)«КОН»◊"),
            program("«РАЗР»3;«ВЫВОД»Σ(I=1,2,I)(Y)«КОН»◊"),
            program("«РАЗР»3;«ВЫВОД»A[1]«ГДЕ»A[2]=1,2«КОН»◊"),
            program("«РАЗР»3;X=1;«ВЫВОД»«МАССИВ»A(1)«ГДЕ»A[1]=5«КОН»◊"),
            program("«РАЗР»3;X=1«ВЫВОД»X«ВЫВОД»Y(X=2)«КОН»◊"),
            program("«РАЗР»3;«ВЫВОД»X+1.5«КОН»◊",
                    "expression#0 [1, 2] takes 1 over «+1.5«КОНЕЦ»»",
                    "number#0 [1, 2] takes 1 over «.5«КОНЕЦ»»"),
            // the device code
            program("«РАЗР»3;«ВЫВОД»01,[А],«ЗНАЧЕНИЙ»,X«КОН»◊",
                    "output#1 [1, 2] takes 1 over «01,[А]»"),
            program("«РАЗР»3;«ВЫВОД»01«ЗНАЧЕНИЙ»X«КОН»◊",
                    "output#1 [1, 2] takes 1 over «01«ЗНАЧЕНИЙ»»"),
            program("«РАЗР»3;«ВЫВОД»5«КОН»◊",
                    "output#1 [1, 2] takes 1 over «5«КОНЕЦ»»"),
            program("«РАЗР»3;«ВЫВОД»1(X=2)«КОН»◊",
                    "output#1 [1, 2] takes 1 over «1(Х=»"),
            program("«РАЗР»3;«ВЫВОД»1.5↑2«КОН»◊",
                    "number#0 [1, 2] takes 1 over «.5↑2«КОНЕЦ»»"),
            program("«РАЗР»3;«ВЫВОД»«КОН»◊"),
            // «СТРОКА» and «ПРОБЕЛ» with their numbers (blanks are dropped: «СТРОКА»2 3 is «СТРОКА»23)
            program("«РАЗР»3;«ВЫВОД»«СТРОКА»2 3«КОН»◊",
                    "outputItem#0 [1, 2] takes 1 over «23«КОНЕЦ»»"),
            program("«РАЗР»3;«ВЫВОД»«СТРОКА»2,3«КОН»◊",
                    "outputItem#0 [1, 2] takes 1 over «2,»"),
            program("«РАЗР»3;X=1;«ВЫВОД»«СТРОКА»2X«КОН»◊",
                    "outputItem#0 [1, 2] takes 1 over «2Х»"),
            program("«РАЗР»3;«ВЫВОД»«СТРОКА»2.5«КОН»◊",
                    "number#0 [1, 2] takes 1 over «.5»"),
            program("«РАЗР»3;X=1;«ВЫВОД»«СТРОКА»2-X«КОН»◊",
                    "expression#0 [1, 2] takes 1 over «-Х«КОНЕЦ»»"),
            program("«РАЗР»3;X=1;«ВЫВОД»«СТРОКА»2⏨1«КОН»◊",
                    "number#3 [1, 2] takes 1 over «⏨1»"),
            program("«РАЗР»3;X=1;«ВЫВОД»«СТРОКА»2×X«КОН»◊"),
            program("«РАЗР»3;X=1;«ВЫВОД»«ПРОБЕЛ»2 3«КОН»◊"),
            program("«РАЗР»3;X=1;«ВЫВОД»«ПРОБЕЛ»2.5«КОН»◊"),
            program("«РАЗР»3;X=1;«ВЫВОД»«ПРОБЕЛ»2-X«КОН»◊"),
            // «ВВОД» with and without its number
            program("«РАЗР»3;«ВВОД»34;«ВВОД»;«ВВОД»«КОН»◊"),
            program("«РАЗР»3;«ВВОД»5.X=1«КОН»◊"),
            program("«РАЗР»3;«ВВОД»34«ВЫВОД»1«КОН»◊",
                    "output#1 [1, 2] takes 1 over «1«КОНЕЦ»»"),
            // «ЕСЛИ» … «ТО» … «ИНАЧЕ»
            program("«РАЗР»3;A=1;B=1;«ЕСЛИ»A=1«ТО»«ЕСЛИ»B=2«ТО»X=1«ИНАЧЕ»X=2;«ВЫВОД»X«КОН»◊",
                    "conditional#1 [1, 2] takes 1 over ««ИНАЧЕ»Х=2;«ВЫВОД»»"),
            program("«РАЗР»3;A=1;B=1;«ЕСЛИ»A=1«ТО»«ЕСЛИ»B=2«ТО»X=1;«ИНАЧЕ»X=2;«ВЫВОД»X«КОН»◊",
                    "conditional#1 [1, 2] takes 1 over «;«ИНАЧЕ»Х=2;«ВЫВОД»»"),
            program("«РАЗР»3;«ЕСЛИ»A=1«ТО»«ДЛЯ»I=1«ШАГ»1«ДО»2«ВЫПОЛНИТЬ»«ЕСЛИ»B=2«ТО»X=1«ИНАЧЕ»X=2«КОН»◊",
                    "conditional#1 [1, 2] takes 1 over ««ИНАЧЕ»Х=2«КОНЕЦ»»"),
            program("«РАЗР»3;«ЕСЛИ»A=1«ТО»5.«ЕСЛИ»B=2«ТО»X=1«ИНАЧЕ»X=2«КОН»◊",
                    "conditional#1 [1, 2] takes 1 over ««ИНАЧЕ»Х=2«КОНЕЦ»»"),
            program("«РАЗР»3;«ЕСЛИ»A=1«ТО»(«ЕСЛИ»B=2«ТО»X=1)«ИНАЧЕ»X=2;«ЕСЛИ»A=1«ТО»(«ЕСЛИ»B=2«ТО»X=1«ИНАЧЕ»X=2)«КОН»◊"),
            program("«РАЗР»3;«ЕСЛИ»A=1«ТО»«ЕСЛИ»B=2«ТО»X=1«ИНАЧЕ»X=2«ИНАЧЕ»X=3«КОН»◊"),
            program("«РАЗР»3;«ЕСЛИ»X=1«ТО»(Y=1);«ИНАЧЕ»(Y=2)«КОН»◊"),
            program("«РАЗР»3;«ЕСЛИ»X+1=-1«ТО»«СТОП»«КОН»◊"),
            // exponents, signs and ↑
            program("«РАЗР»3;«ВЫВОД»1⏨-2«КОН»◊",
                    "number#3 [1, 2] takes 1 over «⏨-2«КОНЕЦ»»"),
            program("«РАЗР»3;«ВЫВОД»2⏨2⏨2«КОН»◊",
                    "number#3 [1, 2] takes 1 over «⏨2⏨»"),
            program("«РАЗР»3;«ВЫВОД»X+1⏨2«КОН»◊",
                    "expression#0 [1, 2] takes 1 over «+1⏨2«КОНЕЦ»»",
                    "number#3 [1, 2] takes 1 over «⏨2«КОНЕЦ»»"),
            program("«РАЗР»3;«ВЫВОД»X+1⏨-2«КОН»◊",
                    "expression#0 [1, 2] takes 1 over «+1⏨-2«КОНЕЦ»»",
                    "number#3 [1, 2] takes 1 over «⏨-2«КОНЕЦ»»"),
            program("«РАЗР»3;«ВЫВОД»⏨2«КОН»◊"),
            program("«РАЗР»3;«ВЫВОД»-2↑2«КОН»◊"),
            program("«РАЗР»3;«ВЫВОД»X,-2↑2«КОН»◊"),
            program("«РАЗР»3;X=-2↑2;Y=2↑(-2)«КОН»◊"),
            program("«РАЗР»3;X=√(4)+₣(2.5)+ε(1.5)+Π(I=1,3,I)+ABS(-1)«КОН»◊"),
            // statements without ';' between them
            program("«РАЗР»3;X=1 Y=2;«ВЫВОД»X Y«КОН»◊"),
            program("«РАЗР»3;(X=1)(Y=2);((X=1));«КОН»◊"),
            program("«РАЗР»3;«ДЛЯ»I=1«ШАГ»1«ДО»3«ВЫПОЛНИТЬ»«ВЫВОД»I«ВЫВОД»1«КОН»◊",
                    "output#1 [1, 2] takes 1 over «1«КОНЕЦ»»"),
            // «ГДЕ» descriptions
            program("«РАЗР»3;X=1«ГДЕ»A[3]=1,2,3;N=3;B[2];F(X,Y)=X+Y;C[2]=1,-2,;D=-1«КОН»◊"),
            program("«РАЗР»3;X=1«ГДЕ»;;A=1;«КОН»◊"),
            // directives
            directive("«ВЫП»T=6;P=5;«НА»L5«КОН»◊"),
            directive("«ВЫП»X=1«ГДЕ»A[2]=1,2«КОН»◊"),
            directive("«ВЫП»«ДЛЯ»I=1«ШАГ»1«ДО»3«ВЫП»X=X+I«КОН»◊"),
            directive("«ВЫП»«ВЫВОД»1«КОН»◊",
                    "output#1 [1, 2] takes 1 over «1«КОНЕЦ»»"),
            directive("«ВЫП»«ВЫВОД»X -1«КОН»◊",
                    "expression#0 [1, 2] takes 1 over «-1«КОНЕЦ»»"));

    @Test
    void eachProbeHasExactlyItsAmbiguities() {
        List<String> wrong = new ArrayList<>();
        for (Probe p : PROBES) {
            List<String> found = AmbiguityAudit.of(p.text(), p.start()).stream().map(Found::toString).toList();
            if (!found.equals(p.ambiguities())) {
                wrong.add(p.text() + "\n  expected " + p.ambiguities() + "\n  found    " + found);
            }
        }
        assertEquals("", String.join("\n", wrong));
    }

    @Test
    void theProgramsAndProbesHaveExactlyTheDocumentedAmbiguities() {
        Map<String, String> found = new TreeMap<>();
        for (Probe p : PROBES) {
            kinds(AmbiguityAudit.of(p.text(), p.start()), "probe " + p.text(), found);
        }
        for (Path file : files()) {
            String name = file.toString();
            String text = read(file);
            if (name.endsWith(".alm")) {
                try {
                    kinds(AmbiguityAudit.of(text, Start.PROGRAM), name, found);
                } catch (IllegalArgumentException e) {
                    // a general program holds the book's place-holders (N=...;), which no machine reads
                    assertTrue(file.getFileName().toString().equals("general.alm"), name + ": " + e.getMessage());
                }
            } else {
                for (String d : directives(text)) {
                    kinds(AmbiguityAudit.of(d, Start.DIRECTIVE), name + " " + d, found);
                }
            }
        }
        Set<String> extra = new TreeSet<>(found.keySet());
        extra.removeAll(DOCUMENTED.keySet());
        Set<String> unseen = new TreeSet<>(DOCUMENTED.keySet());
        unseen.removeAll(found.keySet());
        StringBuilder report = new StringBuilder();
        extra.forEach(k -> report.append("undocumented: ").append(found.get(k)).append('\n'));
        unseen.forEach(k -> report.append("documented but not met: ").append(k).append('\n'));
        assertEquals("", report.toString());
    }

    @Test
    void generatedProgramsHaveNoOtherAmbiguity() {
        Map<String, String> found = new TreeMap<>();
        for (long seed = 1; seed <= 40; seed++) {
            GeneratedProgram g = ProgramGenerator.generate(seed);
            kinds(AmbiguityAudit.of(g.source(), Start.PROGRAM), "seed " + seed, found);
            // «ВМЕСТО» is no directive of the grammar's, as in the protocols
            for (String d : g.directives().stream().filter(d -> !Replacement.isReplacement(d)).toList()) {
                kinds(AmbiguityAudit.of(d, Start.DIRECTIVE), "seed " + seed + " directive", found);
            }
        }
        found.keySet().removeAll(DOCUMENTED.keySet());
        assertEquals(Map.of(), found);
    }

    /** Adds each ambiguity's kind, with the first place it was met. */
    private static void kinds(List<Found> ambiguities, String where, Map<String, String> into) {
        for (Found f : ambiguities) {
            into.putIfAbsent(f.kind() + " takes " + f.taken(), where + ": " + f);
        }
    }

    /** The programs and the protocols under programs/, in a fixed order. */
    private static List<Path> files() {
        try (Stream<Path> all = Files.walk(PROGRAMS)) {
            return all.filter(p -> p.toString().endsWith(".alm") || p.getFileName().toString().equals("protocol.txt"))
                    .sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The «ВЫПОЛНИТЬ» directives a protocol's operator typed (its lines "> …"; an edit is read as a program). */
    private static List<String> directives(String protocol) {
        return protocol.lines().filter(l -> l.startsWith("> ")).map(l -> l.substring(2))
                .filter(d -> !Replacement.isReplacement(d)).toList();
    }
}
