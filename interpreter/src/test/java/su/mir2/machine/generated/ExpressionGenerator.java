package su.mir2.machine.generated;

import java.util.List;
import java.util.Random;

/**
 * Random ALMIR-65 expressions that cannot blow up: reals and small integers mixed with the names in
 * scope, now and then a number written with ⏨ or of up to 30 digits, signs before operands, standard
 * functions whose arguments are squeezed into a small range first (so EXP and LN stay finite),
 * divisions by constants or by 1+|e|, powers with small exponents, ε and ₣ of quotients, Σ and Π
 * over a few turns or none (bounds written, computed or reversed; the variable its own or one in
 * scope), calls of the «ГДЕ» functions allowed here, and elements of a list, a table and a block of
 * three subscripts with subscripts that mostly lie in range; now and then one lies just outside,
 * which reaches a neighbouring word of the memory (or stops the machine where subscripts are
 * checked), or is computed, whole or not.
 */
final class ExpressionGenerator {
    private static final String[] REALS = {".5", "1.5", "0.25", "2.75", ".1", "3.5", "0.75"};

    private final Random random;
    private final List<String> names;
    private final List<String> subscripts;
    private final List<Callable> functions;
    private final Shapes shapes;

    /** A «ГДЕ» function that may be called here. */
    record Callable(String name, int arity) {
    }

    /**
     * The program's arrays: a list of {@code size} elements, a table of {@code size} rows and
     * {@code columns} columns, and a block of three subscripts [2, size, 2]; a null name is an
     * array not readable here (or not described).
     */
    record Shapes(String list, String table, String block, int size, int columns) {
        Shapes withoutList() {
            return new Shapes(null, table, block, size, columns);
        }
    }

    /**
     * @param names      variables (or parameters) the expression may read
     * @param subscripts loop variables whose every value is a valid subscript of the array
     * @param functions  functions that may be called (none that could call back into the caller)
     * @param shapes     the arrays readable here
     */
    ExpressionGenerator(Random random, List<String> names, List<String> subscripts, List<Callable> functions,
            Shapes shapes) {
        this.random = random;
        this.names = names;
        this.subscripts = subscripts;
        this.functions = functions;
        this.shapes = shapes;
    }

    /** An expression of at most {@code depth} levels of operations. */
    String expression(int depth) {
        if (depth <= 0 || random.nextInt(4) == 0) {
            return leaf();
        }
        // standard functions, computed to the word's precision by series, are the dearest: rarer
        switch (random.nextInt(16)) {
            case 0, 1, 2:
                return expression(depth - 1) + (random.nextBoolean() ? "+" : "-") + expression(depth - 1);
            case 3, 4:
                return factor(depth - 1) + "×" + factor(depth - 1);
            case 5:
                return factor(depth - 1) + "/" + divisor(depth - 1);
            case 6:
                return random.nextBoolean() ? standardFunction(depth - 1) : signFunction(depth - 1);
            case 7:
                return functions.isEmpty() ? expression(depth - 1) : call(depth - 1);
            case 8:
                return series(depth - 1);
            case 9:
                return signFunction(depth - 1);
            case 10:
                return shapes.list() == null ? leaf() : element();
            case 11:
                return shapes.table() == null ? leaf() : tableElement();
            case 12:
                return power(depth - 1);
            case 13:
                return quotientPart(depth - 1);
            case 14:
                // a sign before an operand, also after another sign: -X↑2, 3×-Y, A+-B
                return "-" + factor(depth - 1);
            default:
                return "(" + expression(depth - 1) + ")";
        }
    }

    /** A whole number from 0 to 9, or a variable that holds one: what a loop counts with. */
    String smallWhole() {
        return random.nextInt(3) == 0 && !subscripts.isEmpty() ? pick(subscripts) : String.valueOf(random.nextInt(10));
    }

    /** A call with arguments: often whole numbers only, where calls of real-valued functions went wrong. */
    String call(int depth) {
        Callable f = functions.get(random.nextInt(functions.size()));
        StringBuilder b = new StringBuilder(f.name()).append('(');
        boolean whole = random.nextBoolean();
        for (int k = 0; k < f.arity(); k++) {
            b.append(k == 0 ? "" : ",").append(whole ? smallWhole() : expression(Math.min(depth, 1)));
        }
        return b.append(')').toString();
    }

    String element() {
        return shapes.list() + "[" + subscript() + "]";
    }

    /** An element of the table, or now and then of the block of three subscripts. */
    String tableElement() {
        if (shapes.block() != null && random.nextInt(3) == 0) {
            return shapes.block() + "[" + subscript(2) + "," + subscript() + "," + subscript(2) + "]";
        }
        return shapes.table() + "[" + subscript() + "," + subscript(shapes.columns()) + "]";
    }

    String subscript() {
        return subscript(shapes.size());
    }

    /**
     * A subscript of 1 to {@code size}; one in twenty lies below 1 (now and then among the variables'
     * words) or a little beyond {@code size}, and one in fifteen is computed.
     */
    private String subscript(int size) {
        if (random.nextInt(20) == 0) {
            // below the list lie the variables' words, and below them the functions' parameters': a
            // stray element written there changes a variable the translated code may hold in a register
            int below = random.nextInt(3) == 0 ? 16 : 4;
            return String.valueOf(random.nextBoolean() ? -random.nextInt(below) : size + 1 + random.nextInt(3));
        }
        if (random.nextInt(15) == 0) {
            return computedSubscript(size);
        }
        if (!subscripts.isEmpty() && random.nextBoolean()) {
            String s = pick(subscripts);
            if (size >= shapes.size()) {
                return s;
            }
        }
        return String.valueOf(1 + random.nextInt(size));
    }

    /**
     * A subscript computed as a program computes one: a loop variable's neighbour (I+1, I-1, one step
     * outside the array at its ends), a whole number from 1 to {@code size} made of the variables, a
     * quotient that may not be whole, or a bare variable, which may hold a real or a number beyond
     * the memory and so stop the machine.
     */
    private String computedSubscript(int size) {
        switch (random.nextInt(5)) {
            case 0:
                if (!subscripts.isEmpty()) {
                    return pick(subscripts) + (random.nextBoolean() ? "+1" : "-1");
                }
                return computedSubscript(size);
            case 1:
            case 2:
                String e = expression(1);
                return "1+ε(ABS(" + e + ")/(1+ABS(" + e + "))×" + size + ")";
            case 3:
                return "(" + smallWhole() + "+" + (1 + random.nextInt(size)) + ")/2";
            default:
                return names.isEmpty() ? String.valueOf(size) : pick(names);
        }
    }

    private String leaf() {
        int k = random.nextInt(5);
        if (k < 2 && !names.isEmpty()) {
            return pick(names);
        }
        if (k == 2) {
            return REALS[random.nextInt(REALS.length)];
        }
        if (k == 3 && random.nextInt(8) == 0) {
            return random.nextBoolean() ? writtenWithExponent() : longWhole();
        }
        return String.valueOf(random.nextInt(10));
    }

    /** A number written with ⏨: 1⏨2, 2.5⏨-1, ⏨3, .5⏨+1. */
    private String writtenWithExponent() {
        String[] mantissas = {"1", "2.5", "", ".5", "12"};
        String[] exponents = {"2", "-1", "+1", "0", "-3", "5"};
        return mantissas[random.nextInt(mantissas.length)] + "⏨" + exponents[random.nextInt(exponents.length)];
    }

    /** A whole number of 10 to 30 digits: longer than most words, longer than a long. */
    private String longWhole() {
        StringBuilder b = new StringBuilder().append(1 + random.nextInt(9));
        int digits = 10 + random.nextInt(21);
        while (b.length() < digits) {
            b.append(random.nextInt(10));
        }
        return b.toString();
    }

    private String factor(int depth) {
        String e = expression(depth);
        return e.matches("[0-9A-ZА-Я.]+") ? e : "(" + e + ")";
    }

    /** Now and then a bare name, which may hold nought: the machine's error stop, the same on every engine. */
    private String divisor(int depth) {
        if (random.nextInt(12) == 0 && !names.isEmpty()) {
            return pick(names);
        }
        return random.nextBoolean() ? String.valueOf(2 + random.nextInt(8)) : "(1+ABS(" + expression(depth) + "))";
    }

    /** |e|/(1+|e|) lies in [0, 1): every standard function is defined and small there. */
    private String standardFunction(int depth) {
        String e = expression(depth);
        String unit = "ABS(" + e + ")/(1+ABS(" + e + "))";
        return switch (random.nextInt(8)) {
            case 0 -> "SIN(9×" + unit + ")";
            case 1 -> "COS(" + unit + "×3)";
            case 2 -> "TG(" + unit + ")";
            case 3 -> "ARCSIN(" + unit + ")";
            case 4 -> "ARCCOS(" + unit + ")";
            case 5 -> "ARCTG(" + e + ")";
            case 6 -> "EXP(" + unit + "×2)";
            default -> "LN(1+" + unit + ")";
        };
    }

    private String signFunction(int depth) {
        String e = expression(depth);
        return switch (random.nextInt(4)) {
            case 0 -> "ε(" + e + ")";
            case 1 -> "₣(" + e + ")";
            case 2 -> "√(ABS(" + e + "))";
            default -> "ABS(" + e + ")";
        };
    }

    /**
     * A power with a small whole exponent (2↑I weighs bits in the book's НИМ), of a negative base
     * too, a power of a power, now and then a real one of a positive base.
     */
    private String power(int depth) {
        return switch (random.nextInt(6)) {
            case 0 -> "2↑" + smallWhole();
            case 1 -> "(1+ABS(" + expression(depth) + "))↑" + REALS[random.nextInt(REALS.length)];
            case 4 -> "(-" + (2 + random.nextInt(3)) + ")↑" + smallWhole();
            case 5 -> "2↑" + random.nextInt(3) + "↑" + random.nextInt(4);
            default -> factor(depth) + "↑" + random.nextInt(4);
        };
    }

    /** ε or ₣ of a quotient (the book's Q=ε(A/2) and ₣(R/2)=0), by a constant or by a name. */
    private String quotientPart(int depth) {
        String divisor = random.nextInt(16) == 0 && !names.isEmpty() ? pick(names) : String.valueOf(2 + random.nextInt(8));
        return (random.nextBoolean() ? "ε(" : "₣(") + factor(depth) + "/" + divisor + ")";
    }

    /** Σ or Π over at most four turns of a bounded term; the series variable is a name of its own. */
    private String series(int depth) {
        // mostly a variable of its own; now and then one in scope (a loop's, a global, a parameter),
        // which the series leaves moved, under its user's feet
        String v = random.nextInt(8) == 0 && !names.isEmpty() ? pick(names) : random.nextBoolean() ? "W" : "V";
        String from = "1";
        String to;
        boolean subscriptsOnly = true;
        switch (random.nextInt(12)) {
            case 0 -> to = "0";   // no turn at all: Σ of nothing is 0, Π of nothing 1
            case 1 -> {
                // bounds computed from the variables, or reversed, or not whole
                String e = expression(1);
                to = "ε(ABS(" + e + ")/(1+ABS(" + e + "))×4)";
            }
            case 2 -> {
                from = String.valueOf(2 + random.nextInt(3));
                to = "1";
            }
            case 3 -> {
                from = ".5";
                to = "2.5";
                subscriptsOnly = false;
            }
            case 4 -> to = subscripts.isEmpty() ? "2" : pick(subscripts);
            default -> to = String.valueOf(1 + random.nextInt(4));
        }
        // the series variable runs over subscripts too, as in the book's Σ(T=1,K,L[T,P])
        // (a list has at least three elements: ε(…×4) is at most 3, a loop's subscript within the list)
        boolean inRange = subscriptsOnly && (!to.matches("[0-9]+") || Integer.parseInt(to) <= shapes.size());
        ExpressionGenerator inner = new ExpressionGenerator(random, with(names, v),
                inRange ? with(subscripts, v) : subscripts, functions, shapes);
        String bounds = v + "=" + from + "," + to + ",";
        if (random.nextBoolean()) {
            return "Σ(" + bounds + inner.expression(Math.min(depth, 2)) + ")";
        }
        return "Π(" + bounds + "1+" + v + "/" + (2 + random.nextInt(5)) + ")";
    }

    private String pick(List<String> from) {
        return from.get(random.nextInt(from.size()));
    }

    private static List<String> with(List<String> names, String name) {
        java.util.ArrayList<String> all = new java.util.ArrayList<>(names);
        all.add(name);
        return all;
    }
}
