package su.mir2.machine.generated;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Random, valid and bounded ALMIR-65 programs from a seed: any «РАЗРЯДНОСТЬ» from 1 to 40, «ГДЕ»
 * functions of one to three parameters named like the program's variables (X, Y), reading now and
 * then a global or a loop's variable of their caller, a list, a table and a block of three subscripts
 * read and written mostly in range, sizes written as numbers or as a described name, nested «ДЛЯ»
 * loops (bounds and steps constant or computed), «ЕСЛИ», bodies and branches in brackets or of one
 * statement without them, «НА» forward and backward (backward ones bounded by counters) at the top,
 * within a loop's body, out of a loop or of two, and into a loop's body or a branch of «ЕСЛИ» from
 * after it, labels of digits or names, loop variables changed
 * in their own loop, long chains of operations, integers that grow past a long and past the memory,
 * «СТОП», «ВВОД» answered by directives, «ВЫВОД» of values, texts, blanks and lines, and directives
 * after the halt («ВЫП» with functions of their own, «ВМЕСТО»). About a third of the programs call
 * real-valued functions with whole-number arguments over and over, where a translated call once
 * read the wrong parameter words; one in thirty has a function that calls itself until the depth
 * stops it.
 */
public final class ProgramGenerator {
    private static final int MOST_STATEMENTS = 40;
    private static final List<String> GLOBALS = List.of("X", "Y", "S", "T", "A", "B", "N");
    private static final List<String> LOOP_VARIABLES = List.of("I", "J", "K");
    private static final List<String> PARAMETERS = List.of("X", "Y", "Z");
    private static final String[] FUNCTION_NAMES = {"F", "G", "H"};
    private static final String[] TEXTS = {"[ДА]", "[НЕТ]", "[Х=]", "[ИТОГ ]", "[ ]"};
    private static final String ARRAY = "M";
    private static final String TABLE = "L";
    private static final String SIZE = "R";
    private static final String BLOCK = "P";

    private final Random random;
    private final boolean wholeCallers;
    private final ExpressionGenerator.Shapes shapes;
    private final List<ExpressionGenerator.Callable> functions = new ArrayList<>();
    private int statements;
    private int nextLabel = 1;
    private int nextCounter = 1;
    private final List<String> labels = new ArrayList<>();
    /** Names described in «ГДЕ» and only read: the arrays' size, or none. */
    private final List<String> described = new ArrayList<>();
    /** The directives that answer the program's «ВВОД», if it has one. */
    private final List<String> operatorTurns = new ArrayList<>();
    private boolean waits;
    /** Assignments standing alone at the top, which «ВМЕСТО» can name. */
    private final List<String> replaceable = new ArrayList<>();

    private ProgramGenerator(long seed) {
        random = new Random(seed);
        wholeCallers = random.nextInt(3) == 0;
        String block = random.nextInt(4) == 0 ? BLOCK : null;
        shapes = new ExpressionGenerator.Shapes(ARRAY, TABLE, block, 3 + random.nextInt(6), 2 + random.nextInt(4));
    }

    public static GeneratedProgram generate(long seed) {
        return new ProgramGenerator(seed).program();
    }

    private GeneratedProgram program() {
        // mostly the book's word lengths; now and then words of 13 to 40 digits, where a word no
        // longer fits a long at 19 and the translated code's bounds change
        int precision = random.nextInt(4) > 0 ? 1 + random.nextInt(12)
                : random.nextInt(3) > 0 ? 13 + random.nextInt(10) : 23 + random.nextInt(18);
        int count = 1 + random.nextInt(3);
        for (int i = 0; i < count; i++) {
            functions.add(new ExpressionGenerator.Callable(FUNCTION_NAMES[i], 1 + random.nextInt(3)));
        }
        List<String> descriptions = new ArrayList<>();
        // one program in thirty has a function that calls itself (or the first one, from the last):
        // the calls nest until the machine's depth stops it, on every engine alike
        boolean recursive = random.nextInt(30) == 0;
        for (int i = 0; i < count; i++) {
            descriptions.add(function(i, recursive && i == count - 1));
        }
        // the size is written as a number or as a name described before the arrays, as the book's K=4
        String size = String.valueOf(shapes.size());
        if (random.nextInt(3) == 0) {
            descriptions.add(SIZE + "=" + size);
            described.add(SIZE);
            size = SIZE;
        }
        descriptions.add(ARRAY + "[" + size + "]" + initialValues(shapes.size()));
        descriptions.add(TABLE + "[" + size + "," + shapes.columns() + "]");
        if (shapes.block() != null) {
            descriptions.add(BLOCK + "[2," + size + ",2]");
        }
        List<String> top = new ArrayList<>();
        int blocks = 2 + random.nextInt(6);
        for (int i = 0; i < blocks && statements < MOST_STATEMENTS; i++) {
            top.add(topBlock());
        }
        top.add("«ВЫВОД»" + String.join(",", GLOBALS.subList(0, 1 + random.nextInt(GLOBALS.size()))));
        String source = "«РАЗР»" + precision + ";" + String.join(";", top)
                + "«ГДЕ»" + String.join(";", descriptions) + "«КОН»◊";
        List<String> directives = new ArrayList<>(operatorTurns);
        if (random.nextInt(4) == 0) {
            directives.addAll(directive());
        }
        return new GeneratedProgram(source, directives);
    }

    /**
     * F(X,Y)=… mixing its parameters with reals and integers; it may call the functions after it only,
     * and, when {@code recursive}, the first one (itself, if it is the only one).
     */
    private String function(int i, boolean recursive) {
        ExpressionGenerator.Callable f = functions.get(i);
        List<String> params = PARAMETERS.subList(0, f.arity());
        List<String> readable = new ArrayList<>(params);
        if (random.nextInt(4) == 0) {
            readable.add("S");
        }
        // a global the caller may hold in a register while it calls: a loop's variable, or another
        if (random.nextInt(3) == 0) {
            List<String> globals = new ArrayList<>(LOOP_VARIABLES);
            globals.addAll(GLOBALS.subList(2, GLOBALS.size()));
            readable.add(globals.get(random.nextInt(globals.size())));
        }
        ExpressionGenerator e = new ExpressionGenerator(random, readable, List.of(),
                functions.subList(i + 1, functions.size()), random.nextBoolean() ? shapes : shapes.withoutList());
        String body = switch (random.nextInt(3)) {
            case 0 -> ".5+" + params.get(0) + "×" + params.get(f.arity() - 1) + "-" + params.get(0) + "/3";
            case 1 -> e.expression(1) + "+" + params.get(random.nextInt(f.arity())) + "×" + e.expression(2);
            default -> e.expression(3);
        };
        if (recursive) {
            ExpressionGenerator.Callable first = functions.get(0);
            String arguments = String.join(",", Collections.nCopies(first.arity(), params.get(0)));
            body = body + "+" + first.name() + "(" + arguments + ")";
        }
        return f.name() + "(" + String.join(",", params) + ")=" + body;
    }

    private String topBlock() {
        return switch (random.nextInt(19)) {
            case 0, 1 -> backwardJump(List.of(), 2);
            case 2, 3 -> forwardJump();
            case 4, 5 -> longLoop();
            case 6 -> random.nextInt(4) == 0 ? runaway() : longLoop();
            case 7 -> switch (random.nextInt(3)) {
                case 0 -> jumpIntoLoop();
                case 1 -> jumpIntoBranch();
                default -> jumpOutOfLoop();
            };
            case 8 -> chain();
            case 9 -> growth();
            case 10 -> !waits ? (random.nextBoolean() ? input() : inputInLoop()) : statement(List.of(), 3);
            case 11 -> random.nextBoolean() ? stop() : statement(List.of(), 3);
            case 12 -> {
                String a = assignment(List.of());
                statements++;
                replaceable.add(a);
                yield a;
            }
            default -> statement(List.of(), 3);
        };
    }

    /** Q1=0;L.Q1=Q1+1;…;«ЕСЛИ»Q1<n«ТО»(«НА»L): a loop of labels bounded by its counter. */
    private String backwardJump(List<String> loops, int depth) {
        String label = newLabel();
        labels.add(label);
        String counter = "Q" + nextCounter++;
        statements += 3;
        return counter + "=0;" + label + "." + counter + "=" + counter + "+1;" + statements(loops, depth) + ";"
                + jumpBackWhile(counter, label);
    }

    /** «ЕСЛИ»Q<n«ТО»(«НА»L) for an n of 2 to 4: the bound of every loop made of labels. */
    private String jumpBackWhile(String counter, String label) {
        return "«ЕСЛИ»" + counter + "<" + (2 + random.nextInt(3)) + "«ТО»(«НА»" + label + ")";
    }

    /** A label of digits, or now and then a name (the book's L5), which no variable has. */
    private String newLabel() {
        int n = nextLabel++;
        return random.nextInt(4) == 0 ? "ЛБ" + n : String.valueOf(n);
    }

    /** Values for the list's first elements, now and then: M[5]=1,.5,2 (with or without a last comma). */
    private String initialValues(int size) {
        if (random.nextInt(3) > 0) {
            return "";
        }
        ExpressionGenerator e = new ExpressionGenerator(random, List.of(), List.of(), List.of(), shapes);
        List<String> values = new ArrayList<>();
        int n = 1 + random.nextInt(size);
        for (int i = 0; i < n; i++) {
            values.add((random.nextInt(4) == 0 ? "-" : "") + e.expression(0));
        }
        return "=" + String.join(",", values) + (random.nextBoolean() ? "," : "");
    }

    /**
     * «ЕСЛИ»…«ТО»(«СТОП»);L.…: the machine stops; a directive after the halt («НА»L, or any other)
     * sends it on.
     */
    private String stop() {
        String label = newLabel();
        labels.add(label);
        statements += 2;
        if (random.nextBoolean()) {
            operatorTurns.add("«ВЫП»«НА»" + label + "«КОН»◊");
        }
        return "«ЕСЛИ»" + relation(List.of()) + "«ТО»(«СТОП»);" + label + "." + statement(List.of(), 1);
    }

    /** Enough turns for code to be translated after any of the thresholds, in the middle of the loop. */
    private String longLoop() {
        String v = LOOP_VARIABLES.get(random.nextInt(LOOP_VARIABLES.size()));
        List<String> loops = List.of("-" + v);
        return "«ДЛЯ»" + v + "=1«ШАГ»1«ДО»" + (20 + random.nextInt(100)) + "«ВЫПОЛНИТЬ»("
                + (wholeCallers ? wholeCall(loops) + ";" : "") + body(loops) + ")";
    }

    /**
     * A loop's body: statements, or labels within it as in the book's НИМ: a bounded jump back to a
     * label in the body, or a jump forward to its last statement.
     */
    private String body(List<String> loops) {
        return switch (random.nextInt(4)) {
            case 0 -> backwardJump(loops, 1);
            case 1 -> {
                String label = newLabel();
                statements += 2;
                yield statements(loops, 1) + ";«ЕСЛИ»" + relation(loops) + "«ТО»(«НА»" + label + ");"
                        + statements(loops, 1) + ";" + label + "." + statement(loops, 0);
            }
            default -> statements(loops, 1);
        };
    }

    /**
     * A loop with a label in its body, entered there again from after the loop a bounded number of
     * times: the loop goes on from its variable's value as left (the control unit's «НА» into a body).
     */
    private String jumpIntoLoop() {
        String label = newLabel();
        labels.add(label);
        String counter = "Q" + nextCounter++;
        String v = LOOP_VARIABLES.get(random.nextInt(LOOP_VARIABLES.size()));
        List<String> loops = List.of("-" + v);
        statements += 4;
        // the body in brackets, or of one statement without them, as in the book's
        // «ВЫПОЛНИТЬ»Х[Т]=0, with the label before that statement
        String body = random.nextInt(3) == 0 ? label + "." + statement(loops, 0)
                : "(" + statements(loops, 1) + ";" + label + "." + statements(loops, 1) + ")";
        return counter + "=0;«ДЛЯ»" + v + "=1«ШАГ»1«ДО»" + (1 + random.nextInt(30)) + "«ВЫПОЛНИТЬ»"
                + body + ";" + counter + "=" + counter + "+1;"
                + (random.nextBoolean() ? v + "=" + random.nextInt(5) + ";" : "")
                + jumpBackWhile(counter, label);
    }

    /**
     * A loop, or a loop within a loop, left by «НА» from its body: forward to a label after it, or
     * back to a label before it a bounded number of times, where the loop begins again from its
     * first value.
     */
    private String jumpOutOfLoop() {
        String label = newLabel();
        labels.add(label);
        String outer = LOOP_VARIABLES.get(random.nextInt(LOOP_VARIABLES.size()));
        List<String> loops = new ArrayList<>(List.of("-" + outer));
        statements += 5;
        boolean back = random.nextBoolean();
        String counter = "Q" + nextCounter++;
        String leave = back ? "«ЕСЛИ»" + relation(loops) + "«ТО»(«ЕСЛИ»" + counter + "<" + (2 + random.nextInt(3))
                + "«ТО»(«НА»" + label + "))" : "«ЕСЛИ»" + relation(loops) + "«ТО»(«НА»" + label + ")";
        String inside = statements(loops, 1) + ";" + leave + ";" + statements(loops, 1);
        if (random.nextBoolean()) {
            List<String> free = new ArrayList<>(LOOP_VARIABLES);
            free.remove(outer);
            String inner = free.get(random.nextInt(free.size()));
            inside = "«ДЛЯ»" + inner + "=1«ШАГ»1«ДО»" + (1 + random.nextInt(6)) + "«ВЫПОЛНИТЬ»(" + inside + ")";
        }
        String loop = "«ДЛЯ»" + outer + "=1«ШАГ»1«ДО»" + (2 + random.nextInt(40)) + "«ВЫПОЛНИТЬ»(" + inside + ")";
        if (back) {
            return counter + "=0;" + label + "." + counter + "=" + counter + "+1;" + loop;
        }
        return counter + "=0;" + loop + ";" + statements(List.of(), 1) + ";" + label + "." + statement(List.of(), 1);
    }

    /**
     * A label in a branch of «ЕСЛИ», entered again by «НА» from after it a bounded number of times,
     * whichever way the condition goes: the branch's rest runs, and what follows the «ЕСЛИ».
     */
    private String jumpIntoBranch() {
        String label = newLabel();
        labels.add(label);
        String counter = "Q" + nextCounter++;
        statements += 4;
        String branch = "(" + statements(List.of(), 1) + ";" + label + "." + statements(List.of(), 1) + ")";
        String other = "(" + statements(List.of(), 1) + ")";
        boolean then = random.nextBoolean();
        String conditional = "«ЕСЛИ»" + relation(List.of()) + "«ТО»" + (then ? branch : other)
                + "«ИНАЧЕ»" + (then ? other : branch);
        return counter + "=0;" + conditional + ";" + counter + "=" + counter + "+1;" + jumpBackWhile(counter, label);
    }

    /** X=a+b×c-…: a chain of 30 to 60 terms, which the tree keeps in arrays of steps. */
    private String chain() {
        ExpressionGenerator e = expressions(List.of());
        String[] ops = {"+", "-", "×", "+", "-"};
        StringBuilder b = new StringBuilder(GLOBALS.get(random.nextInt(GLOBALS.size()))).append('=').append(e.expression(1));
        int terms = 30 + random.nextInt(31);
        for (int i = 1; i < terms; i++) {
            if (random.nextInt(10) == 0) {
                b.append('/').append(2 + random.nextInt(8));
            } else {
                b.append(ops[random.nextInt(ops.length)]).append(random.nextInt(3) == 0 ? e.expression(1) : String.valueOf(random.nextInt(100)));
            }
        }
        statements++;
        return b.toString();
    }

    /**
     * The games' way: the program waits at «ВВОД» in a loop, and the operator's directives set a
     * variable and send it on past the «ВВОД» (or only set it), many times over.
     */
    private String input() {
        String wait = newLabel();
        String after = newLabel();
        String counter = "Q" + nextCounter++;
        String v = GLOBALS.get(random.nextInt(GLOBALS.size()));
        statements += 4;
        waits = true;
        int turns = 2 + random.nextInt(60);
        for (int i = 0; i < turns; i++) {
            String set = v + "=" + expressions(List.of()).expression(1);
            operatorTurns.add(random.nextInt(8) == 0 ? "«ВЫП»" + set + "«КОН»◊" : "«ВЫП»" + set + ";«НА»" + after + "«КОН»◊");
        }
        String input = random.nextBoolean() ? "«ВВОД»34" : "«ВВОД»";
        return counter + "=0;" + wait + "." + input + ";" + after + "." + statements(List.of(), 2) + ";" + counter + "="
                + counter + "+1;«ЕСЛИ»" + counter + "<" + (2 + random.nextInt(80)) + "«ТО»(«НА»" + wait + ")";
    }

    /**
     * «ВВОД» in a loop's body: each directive sets a variable and lets the loop go on after the
     * «ВВОД» (the machine resumes in the middle of the body, with the loop's variable as it was), or
     * sends it with «НА» to a label later in the body; now and then one sets nothing.
     */
    private String inputInLoop() {
        String label = newLabel();
        String v = LOOP_VARIABLES.get(random.nextInt(LOOP_VARIABLES.size()));
        String set = GLOBALS.get(random.nextInt(GLOBALS.size()));
        List<String> loops = List.of("-" + v);
        statements += 4;
        waits = true;
        int turns = 2 + random.nextInt(6);
        for (int i = 0; i < turns + random.nextInt(3); i++) {
            String assignment = set + "=" + expressions(List.of()).expression(1);
            operatorTurns.add(switch (random.nextInt(4)) {
                case 0 -> "«ВЫП»" + assignment + ";«НА»" + label + "«КОН»◊";
                case 1 -> "«ВЫП»«ВЫВОД»" + v + "«КОН»◊";
                default -> "«ВЫП»" + assignment + "«КОН»◊";
            });
        }
        return "«ДЛЯ»" + v + "=1«ШАГ»1«ДО»" + turns + "«ВЫПОЛНИТЬ»(" + statements(loops, 1) + ";«ВВОД»;"
                + statements(loops, 1) + ";" + label + "." + statements(loops, 1) + ")";
    }

    /**
     * An integer squared or multiplied turn by turn: it outgrows the word, then a long, then the
     * memory, which stops the machine.
     */
    private String growth() {
        String v = GLOBALS.get(random.nextInt(GLOBALS.size()));
        String grow = random.nextBoolean() ? v + "=" + v + "×" + v + "+" + (1 + random.nextInt(9))
                : v + "=" + v + "×" + (7 + random.nextInt(90)) + "+1";
        statements += 2;
        return v + "=" + (1 + random.nextInt(9)) + ";«ДЛЯ»K=1«ШАГ»1«ДО»" + (5 + random.nextInt(60))
                + "«ВЫПОЛНИТЬ»(" + grow + (random.nextBoolean() ? ";«ВЫВОД»" + v : "") + ")";
    }

    /** L.…;«НА»L without a counter: the step limit must stop both engines on the same step. */
    private String runaway() {
        String label = newLabel();
        labels.add(label);
        statements += 2;
        return label + "." + statement(List.of(), 1) + ";«НА»" + label;
    }

    private String forwardJump() {
        String label = newLabel();
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
        int kind = random.nextInt(depth > 0 ? 12 : 7);
        return switch (kind) {
            case 0, 1 -> assignment(loops);
            case 2 -> wholeCallers ? wholeCall(loops) : assignment(loops);
            case 3 -> expressions(loops).element() + "=" + expressions(loops).expression(2);
            case 4 -> output(loops);
            case 5 -> expressions(loops).tableElement() + "=" + expressions(loops).expression(2);
            case 6 -> loops.isEmpty() || random.nextInt(3) > 0 ? assignment(loops) : loopVariableChanged(loops);
            case 7, 8 -> loop(loops, depth - 1);
            case 9 -> wholeCallers ? loop(loops, depth - 1) : conditional(loops, depth - 1);
            default -> conditional(loops, depth - 1);
        };
    }

    private String assignment(List<String> loops) {
        String v = GLOBALS.get(random.nextInt(GLOBALS.size()));
        String e = expressions(loops).expression(3);
        return random.nextBoolean() ? v + "=" + v + "+" + e : v + "=" + e;
    }

    /** I=I+1 or I=I-1 in I's own loop: the loop goes on from the changed value (or runs away). */
    private String loopVariableChanged(List<String> loops) {
        String v = loops.get(random.nextInt(loops.size())).replace("-", "");
        return v + "=" + v + (random.nextBoolean() ? "+" : "-") + (1 + random.nextInt(2));
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
            items.add(switch (random.nextInt(9)) {
                case 0 -> TEXTS[random.nextInt(TEXTS.length)];
                case 1 -> "«СТРОКА»";
                case 2 -> GLOBALS.get(random.nextInt(GLOBALS.size()));
                case 3 -> random.nextInt(4) == 0 ? "«МАССИВ»" + (random.nextBoolean() ? ARRAY
                        : shapes.block() != null && random.nextBoolean() ? BLOCK : TABLE)
                        : random.nextBoolean() ? e.element() : e.tableElement();
                case 6 -> "«СТРОКА»" + (1 + random.nextInt(3));
                case 7 -> "«ПРОБЕЛ»" + (1 + random.nextInt(6));
                case 8 -> "«ЗНАЧЕНИЙ»";
                default -> e.expression(2);
            });
        }
        // now and then the device code the book writes first
        return "«ВЫВОД»" + (random.nextInt(5) == 0 ? "01," : "") + String.join(",", items);
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
        int kind = random.nextInt(9);
        if (kind == 0) {
            // bounds and step computed from the variables: from 0…3 to 1…7 by 1 or 2
            ExpressionGenerator e = expressions(loops);
            String from = fraction(e, 4);
            String step = random.nextBoolean() ? "1" : "(1+" + fraction(e, 2) + ")";
            header = "«ДЛЯ»" + v + "=" + from + "«ШАГ»" + step + "«ДО»" + fraction(e, 4) + "+" + (1 + random.nextInt(4));
            inner.remove(v);
            inner.add("-" + v);
        } else if (kind > 3) {
            header = "«ДЛЯ»" + v + "=1«ШАГ»1«ДО»" + (1 + random.nextInt(shapes.size()));
        } else {
            // steps a short word cannot hold exactly (.1, .3 at one or two digits) make the variable
            // stop short of the bound or stand still, which the step limit then stops
            String[] steps = {"2", ".5", "-1", "0.25", ".1", ".3", "-.5", "1.5"};
            String step = steps[random.nextInt(steps.length)];
            header = step.startsWith("-") ? "«ДЛЯ»" + v + "=" + (2 + random.nextInt(5)) + "«ШАГ»" + step + "«ДО»1"
                    : "«ДЛЯ»" + v + "=1«ШАГ»" + step + "«ДО»" + (1 + random.nextInt(4));
            inner.remove(v);
            inner.add("-" + v);
        }
        // now and then a body of one statement without brackets, as the book's nested loops are
        if (random.nextInt(4) == 0) {
            return header + "«ВЫПОЛНИТЬ»" + statement(inner, depth);
        }
        return header + "«ВЫПОЛНИТЬ»(" + statements(inner, depth) + ")";
    }

    /** ε(|e|/(1+|e|)×n): a whole number from 0 to n−1 computed from the variables. */
    private static String fraction(ExpressionGenerator e, int n) {
        String x = e.expression(1);
        return "ε(ABS(" + x + ")/(1+ABS(" + x + "))×" + n + ")";
    }

    /**
     * «ВМЕСТО» old «ЗАПИСАТЬ» new: the arrays' size, or a statement at the top, replaced; the program is
     * read in anew and translated again, and the next directive runs it («НА» a label) or works on it.
     */
    private List<String> replacement() {
        String old = !described.isEmpty() ? SIZE + "=" + shapes.size()
                : replaceable.isEmpty() ? null : replaceable.get(0);
        if (old == null) {
            return List.of("«ВЫП»«ВЫВОД»N«КОН»◊");
        }
        String by = old.startsWith(SIZE) ? SIZE + "=" + (1 + random.nextInt(9)) : assignment(List.of());
        String turn = "«ВМЕСТО»" + old + "«ЗАПИСАТЬ»" + by + "◊";
        String then = labels.isEmpty() ? "«ВЫП»«ВЫВОД»N«КОН»◊" : "«ВЫП»«НА»" + labels.get(labels.size() - 1) + "«КОН»◊";
        return List.of(turn, then);
    }

    private String conditional(List<String> loops, int depth) {
        if (random.nextInt(4) == 0) {
            // branches of one statement without brackets: «ЕСЛИ»…«ТО»X=1«ИНАЧЕ»Y=2. The first is never
            // another «ЕСЛИ» or a loop, which an «ИНАЧЕ» after it would belong to
            String s = "«ЕСЛИ»" + relation(loops) + "«ТО»" + simpleStatement(loops);
            return random.nextBoolean() ? s + (random.nextBoolean() ? ";" : "") + "«ИНАЧЕ»" + statement(loops, depth) : s;
        }
        String s = "«ЕСЛИ»" + relation(loops) + "«ТО»(" + statements(loops, depth) + ")";
        return random.nextBoolean() ? s + "«ИНАЧЕ»(" + statements(loops, depth) + ")" : s;
    }

    /** A statement with no body of its own: an assignment or an output. */
    private String simpleStatement(List<String> loops) {
        statements++;
        return switch (random.nextInt(4)) {
            case 0 -> expressions(loops).element() + "=" + expressions(loops).expression(2);
            case 1 -> output(loops);
            default -> assignment(loops);
        };
    }

    private String relation(List<String> loops) {
        String[] ops = {"=", "<", ">", "≤", "≥", "≠"};
        ExpressionGenerator e = expressions(loops);
        return e.expression(2) + ops[random.nextInt(ops.length)] + e.expression(1);
    }

    /** Loop variables marked "-I" run over values that are not subscripts; the others are. */
    private ExpressionGenerator expressions(List<String> loops) {
        List<String> names = new ArrayList<>(GLOBALS);
        names.addAll(described);
        List<String> subscripts = new ArrayList<>();
        for (String l : loops) {
            names.add(l.replace("-", ""));
            if (!l.startsWith("-")) {
                subscripts.add(l);
            }
        }
        return new ExpressionGenerator(random, names, subscripts, functions, shapes);
    }

    /** A directive typed after the halt, or two: «ВМЕСТО» and the directive that runs the program again. */
    private List<String> directive() {
        return switch (random.nextInt(5)) {
            case 0 -> List.of("«ВЫП»«ВЫВОД»S,X,Y,«МАССИВ»" + ARRAY + "«КОН»◊");
            case 1 -> List.of("«ВЫП»X=" + expressions(List.of()).call(1) + ";«ВЫВОД»X«КОН»◊");
            case 2 -> {
                // a function described in the directive itself, which may call the program's
                ExpressionGenerator e = new ExpressionGenerator(random, List.of("Z"), List.of(), functions, shapes);
                yield List.of("«ВЫП»X=U(" + expressions(List.of()).expression(1) + ");«ВЫВОД»X«ГДЕ»U(Z)="
                        + e.expression(2) + "«КОН»◊");
            }
            case 3 -> replacement();
            default -> List.of(labels.isEmpty() ? "«ВЫП»«ВЫВОД»N«КОН»◊" : "«ВЫП»S=S+1;«НА»" + labels.get(0) + "«КОН»◊");
        };
    }
}
