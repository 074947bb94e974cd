package su.mir2.machine.generated;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random, valid and bounded ALMIR-65 programs from a seed: any «РАЗРЯДНОСТЬ» from 1 to 12, «ГДЕ»
 * functions of one to three parameters named like the program's variables (X, Y), an array read
 * and written in range, nested «ДЛЯ» loops, «ЕСЛИ», «НА» forward and backward (backward ones bounded
 * by counters), «ВЫВОД» of values and texts and now and then a directive after the halt. About a
 * third of the programs call real-valued functions with whole-number arguments over and over,
 * where a translated call once read the wrong parameter words.
 */
public final class ProgramGenerator {
    private static final int MOST_STATEMENTS = 40;
    private static final List<String> GLOBALS = List.of("X", "Y", "S", "T", "A", "B", "N");
    private static final List<String> LOOP_VARIABLES = List.of("I", "J", "K");
    private static final List<String> PARAMETERS = List.of("X", "Y", "Z");
    private static final String[] FUNCTION_NAMES = {"F", "G", "H"};
    private static final String[] TEXTS = {"[ДА]", "[НЕТ]", "[Х=]", "[ИТОГ ]", "[ ]"};
    private static final String ARRAY = "M";

    private final Random random;
    private final boolean wholeCallers;
    private final int arraySize;
    private final List<ExpressionGenerator.Callable> functions = new ArrayList<>();
    private int statements;
    private int nextLabel = 1;
    private int nextCounter = 1;
    private final List<Integer> labels = new ArrayList<>();

    private ProgramGenerator(long seed) {
        random = new Random(seed);
        wholeCallers = random.nextInt(3) == 0;
        arraySize = 3 + random.nextInt(6);
    }

    public static GeneratedProgram generate(long seed) {
        return new ProgramGenerator(seed).program();
    }

    private GeneratedProgram program() {
        int precision = 1 + random.nextInt(12);
        int count = 1 + random.nextInt(3);
        for (int i = 0; i < count; i++) {
            functions.add(new ExpressionGenerator.Callable(FUNCTION_NAMES[i], 1 + random.nextInt(3)));
        }
        List<String> descriptions = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            descriptions.add(function(i));
        }
        descriptions.add(ARRAY + "[" + arraySize + "]");
        List<String> top = new ArrayList<>();
        int blocks = 2 + random.nextInt(6);
        for (int i = 0; i < blocks && statements < MOST_STATEMENTS; i++) {
            top.add(topBlock());
        }
        top.add("«ВЫВОД»" + String.join(",", GLOBALS.subList(0, 1 + random.nextInt(GLOBALS.size()))));
        String source = "«РАЗР»" + precision + ";" + String.join(";", top)
                + "«ГДЕ»" + String.join(";", descriptions) + "«КОН»◊";
        return new GeneratedProgram(source, random.nextInt(4) == 0 ? List.of(directive()) : List.of());
    }

    /** F(X,Y)=… mixing its parameters with reals and integers; it may call the functions after it only. */
    private String function(int i) {
        ExpressionGenerator.Callable f = functions.get(i);
        List<String> params = PARAMETERS.subList(0, f.arity());
        List<String> readable = new ArrayList<>(params);
        if (random.nextInt(4) == 0) {
            readable.add("S");
        }
        ExpressionGenerator e = new ExpressionGenerator(random, readable, List.of(),
                functions.subList(i + 1, functions.size()), random.nextBoolean() ? ARRAY : null, arraySize);
        String body = switch (random.nextInt(3)) {
            case 0 -> ".5+" + params.get(0) + "×" + params.get(f.arity() - 1) + "-" + params.get(0) + "/3";
            case 1 -> e.expression(1) + "+" + params.get(random.nextInt(f.arity())) + "×" + e.expression(2);
            default -> e.expression(3);
        };
        return f.name() + "(" + String.join(",", params) + ")=" + body;
    }

    private String topBlock() {
        return switch (random.nextInt(14)) {
            case 0, 1 -> backwardJump();
            case 2, 3 -> forwardJump();
            case 4, 5 -> longLoop();
            case 6 -> random.nextInt(4) == 0 ? runaway() : longLoop();
            default -> statement(List.of(), 3);
        };
    }

    /** Q1=0;L.Q1=Q1+1;…;«ЕСЛИ»Q1<n«ТО»(«НА»L): a loop of labels bounded by its counter. */
    private String backwardJump() {
        int label = nextLabel++;
        labels.add(label);
        String counter = "Q" + nextCounter++;
        statements += 3;
        return counter + "=0;" + label + "." + counter + "=" + counter + "+1;" + statements(List.of(), 2)
                + ";«ЕСЛИ»" + counter + "<" + (2 + random.nextInt(4)) + "«ТО»(«НА»" + label + ")";
    }

    /** Enough turns for code to be translated after any of the thresholds, in the middle of the loop. */
    private String longLoop() {
        String v = LOOP_VARIABLES.get(random.nextInt(LOOP_VARIABLES.size()));
        return "«ДЛЯ»" + v + "=1«ШАГ»1«ДО»" + (20 + random.nextInt(100)) + "«ВЫПОЛНИТЬ»("
                + (wholeCallers ? wholeCall(List.of("-" + v)) + ";" : "") + statements(List.of("-" + v), 1) + ")";
    }

    /** L.…;«НА»L without a counter: the step limit must stop both engines on the same step. */
    private String runaway() {
        int label = nextLabel++;
        labels.add(label);
        statements += 2;
        return label + "." + statement(List.of(), 1) + ";«НА»" + label;
    }

    private String forwardJump() {
        int label = nextLabel++;
        labels.add(label);
        statements += 2;
        return "«ЕСЛИ»" + relation(List.of()) + "«ТО»(«НА»" + label + ");" + statements(List.of(), 2) + ";"
                + label + "." + statement(List.of(), 1);
    }

    private String statements(List<String> loops, int depth) {
        int n = 1 + random.nextInt(3);
        List<String> s = new ArrayList<>();
        for (int i = 0; i < n && (i == 0 || statements < MOST_STATEMENTS); i++) {
            s.add(statement(loops, depth));
        }
        return String.join(";", s);
    }

    private String statement(List<String> loops, int depth) {
        statements++;
        int kind = random.nextInt(depth > 0 ? 10 : 5);
        return switch (kind) {
            case 0, 1 -> assignment(loops);
            case 2 -> wholeCallers ? wholeCall(loops) : assignment(loops);
            case 3 -> ARRAY + "[" + expressions(loops).subscript() + "]=" + expressions(loops).expression(2);
            case 4 -> output(loops);
            case 5, 6 -> loop(loops, depth - 1);
            case 7 -> wholeCallers ? loop(loops, depth - 1) : conditional(loops, depth - 1);
            default -> conditional(loops, depth - 1);
        };
    }

    private String assignment(List<String> loops) {
        String v = GLOBALS.get(random.nextInt(GLOBALS.size()));
        String e = expressions(loops).expression(3);
        return random.nextBoolean() ? v + "=" + v + "+" + e : v + "=" + e;
    }

    /** D=1-D;X=F(D,…): a real-valued function called with whole numbers, the value then tested. */
    private String wholeCall(List<String> loops) {
        ExpressionGenerator e = expressions(loops);
        String v = GLOBALS.get(random.nextInt(2));
        return "D=1-D;" + v + "=" + e.call(0).replaceFirst("\\(([^,)]*)", "(D") + ";«ЕСЛИ»" + v + ">1«ТО»(N=N+1)";
    }

    private String output(List<String> loops) {
        ExpressionGenerator e = expressions(loops);
        List<String> items = new ArrayList<>();
        int n = 1 + random.nextInt(3);
        for (int i = 0; i < n; i++) {
            items.add(switch (random.nextInt(6)) {
                case 0 -> TEXTS[random.nextInt(TEXTS.length)];
                case 1 -> "«СТРОКА»";
                case 2 -> GLOBALS.get(random.nextInt(GLOBALS.size()));
                case 3 -> random.nextInt(4) == 0 ? "«МАССИВ»" + ARRAY : e.element();
                default -> e.expression(2);
            });
        }
        return "«ВЫВОД»" + String.join(",", items);
    }

    private String loop(List<String> loops, int depth) {
        List<String> free = new ArrayList<>(LOOP_VARIABLES);
        free.removeAll(loops);
        if (free.isEmpty()) {
            return assignment(loops);
        }
        String v = free.get(random.nextInt(free.size()));
        List<String> inner = new ArrayList<>(loops);
        inner.add(v);
        String header;
        if (random.nextInt(3) > 0) {
            header = "«ДЛЯ»" + v + "=1«ШАГ»1«ДО»" + (1 + random.nextInt(arraySize));
        } else {
            String[] steps = {"2", ".5", "-1", "0.25"};
            String step = steps[random.nextInt(steps.length)];
            header = step.startsWith("-") ? "«ДЛЯ»" + v + "=" + (2 + random.nextInt(5)) + "«ШАГ»" + step + "«ДО»1"
                    : "«ДЛЯ»" + v + "=1«ШАГ»" + step + "«ДО»" + (1 + random.nextInt(4));
            inner.remove(v);
            inner.add("-" + v);
        }
        return header + "«ВЫПОЛНИТЬ»(" + statements(inner, depth) + ")";
    }

    private String conditional(List<String> loops, int depth) {
        String s = "«ЕСЛИ»" + relation(loops) + "«ТО»(" + statements(loops, depth) + ")";
        return random.nextBoolean() ? s + "«ИНАЧЕ»(" + statements(loops, depth) + ")" : s;
    }

    private String relation(List<String> loops) {
        String[] ops = {"=", "<", ">", "≤", "≥", "≠"};
        ExpressionGenerator e = expressions(loops);
        return e.expression(2) + ops[random.nextInt(ops.length)] + e.expression(1);
    }

    /** Loop variables marked "-I" run over values that are not subscripts; the others are. */
    private ExpressionGenerator expressions(List<String> loops) {
        List<String> names = new ArrayList<>(GLOBALS);
        List<String> subscripts = new ArrayList<>();
        for (String l : loops) {
            names.add(l.replace("-", ""));
            if (!l.startsWith("-")) {
                subscripts.add(l);
            }
        }
        return new ExpressionGenerator(random, names, subscripts, functions, ARRAY, arraySize);
    }

    private String directive() {
        return switch (random.nextInt(3)) {
            case 0 -> "«ВЫП»«ВЫВОД»S,X,Y,«МАССИВ»" + ARRAY + "«КОН»◊";
            case 1 -> "«ВЫП»X=" + expressions(List.of()).call(1) + ";«ВЫВОД»X«КОН»◊";
            default -> labels.isEmpty() ? "«ВЫП»«ВЫВОД»N«КОН»◊" : "«ВЫП»S=S+1;«НА»" + labels.get(0) + "«КОН»◊";
        };
    }
}
