package su.mir2.machine.jit;

import java.util.EnumMap;
import java.util.Map;
import su.mir2.almir.tree.Assign;
import su.mir2.almir.tree.Element;
import su.mir2.almir.tree.Expr;
import su.mir2.almir.tree.FunctionCall;
import su.mir2.almir.tree.Literal;
import su.mir2.almir.tree.LoopNext;
import su.mir2.almir.tree.LoopTest;
import su.mir2.almir.tree.Negation;
import su.mir2.almir.tree.Operation;
import su.mir2.almir.tree.Relation;
import su.mir2.almir.tree.Series;
import su.mir2.almir.tree.SignFunction;
import su.mir2.almir.tree.UserFunction;
import su.mir2.machine.arithmetic.ArithmeticUnit;
import su.mir2.machine.arithmetic.Num;
import su.mir2.machine.control.Code;
import su.mir2.machine.control.Instruction;
import su.mir2.machine.control.Processor;
import su.mir2.machine.control.TranslatedCode;
import su.mir2.machine.memory.ArrayBlock;
import su.mir2.machine.memory.Memory;

/**
 * Every method and field of the machine that translated code uses, in one place. The tree's methods
 * here are its entry points for translated code: each does what the control unit would do at that
 * point, so that both ways compute the same (see docs/translation.md).
 */
final class Entries {
    private static final Class<?> P = Processor.class;
    private static final Class<?> J = long.class;
    private static final Class<?> I = int.class;

    // the processor
    static final Call STEP = Call.of(P, "step");
    static final Call PUSH_CALL = Call.of(P, "pushCall", I);
    static final Call ENTER_CALL = Call.of(P, "enterCall");
    static final Call LEAVE_CALL = Call.of(P, "leaveCall");
    static final Call PROCESSOR_CODE = Call.of(P, "code");
    static final FieldRef STEPS = FieldRef.of(P, "steps");
    static final FieldRef MEMORY = FieldRef.of(P, "memory");
    static final FieldRef ARITHMETIC = FieldRef.of(P, "arithmetic");
    static final FieldRef CHECK_SUBSCRIPTS = FieldRef.of(P, "checkSubscripts");
    static final FieldRef SPILL = FieldRef.of(P, "spill");
    static final FieldRef SMALLS = FieldRef.of(Memory.class, "smalls");

    // the translated class's own base
    static final Call TRANSLATED = Call.superConstructor(TranslatedCode.class, Code.class, int[].class, int[].class);
    /** The method a translated class writes: the control unit's way into it. */
    static final Call RUN = Call.of(TranslatedCode.class, "run", P, I, J, J);
    static final Call TRANSLATED_CODE = Call.of(TranslatedCode.class, "code");
    static final Call CONTINUES = Call.of(TranslatedCode.class, "continues", P, I, J);
    static final FieldRef COUNT = FieldRef.of(TranslatedCode.class, "count");
    static final FieldRef AT = FieldRef.of(TranslatedCode.class, "at");
    static final Call EXECUTE = Call.of(Instruction.class, "execute", P, I);

    // the arithmetic unit and the memory
    static final Call SMALL_POWER = Call.of(ArithmeticUnit.class, "smallPower", J, J);
    static final Call ENTIER_OF_QUOTIENT = Call.of(ArithmeticUnit.class, "entierOfQuotient", J, J);
    static final Call COMPARE_FRACTION_OF_QUOTIENT = Call.of(ArithmeticUnit.class, "compareFractionOfQuotient", J, J, J);
    static final Call QUICK_BASE = Call.of(ArrayBlock.class, "quickBase", I, boolean.class);
    static final Call FIRST_STRIDE = Call.of(ArrayBlock.class, "firstStride");
    static final Call ABS = Call.of(Math.class, "abs", J);

    // expressions
    static final Call SMALL = Call.of(Expr.class, "small", P);
    static final Call WORD = Call.of(Expr.class, "word", P, I);
    static final Call WORD_OF = Call.of(Expr.class, "word", J, P, I);
    static final Call LITERAL = Call.of(Literal.class, "small", P);
    static final Call NEGATE = Call.of(Negation.class, "negate", J, P);
    static final Call ADD = Call.of(Operation.class, "add", J, J);
    static final Call SUBTRACT = Call.of(Operation.class, "subtract", J, J);
    static final Call MULTIPLY = Call.of(Operation.class, "multiply", J, J);
    static final Call AFTER_LEFT = Call.of(Operation.class, "afterLeft", P);
    static final Call APPLY_SMALL = Call.of(SignFunction.class, "applySmall", J, P, Object.class);
    static final Call APPLY_SMALL_AFTER = Call.of(SignFunction.class, "applySmall", J, P);
    static final Call ENTIER_OF_QUOTIENT_OF = Call.of(SignFunction.class, "entierOfQuotient", J, J, P, Object.class,
            Object.class);
    static final Call ELEMENT_WHOLE = Call.of(Element.class, "whole", J, P, Object.class);
    static final Call[] ELEMENT_ADDRESS = {Call.of(Element.class, "address", P), Call.of(Element.class, "address", P, I),
        Call.of(Element.class, "address", P, I, I)};

    /** An operation of two values whose right one is a number, a word, or any value: the tree's way, per sign. */
    enum Operand { NUMBER, WORD, VALUE }

    private static final Map<Operation.Kind, Map<Operand, Call>> OPERATIONS = operations();
    private static final Map<Operand, Call> ANY_OPERATION = Map.of(
            Operand.NUMBER, Call.of(Operation.class, "number", J, J, P, Object.class),
            Operand.WORD, Call.of(Operation.class, "word", J, J, I, P, Object.class),
            Operand.VALUE, Call.of(Operation.class, "value", J, J, P, Object.class));

    // statements and loops
    static final Call STORE = Call.of(Assign.class, "store", J, P, I);
    static final Call ADVANCED = Call.of(LoopNext.class, "advanced", J, J, P, I);
    static final Call DIRECTION = Call.of(LoopTest.class, "direction", J, P);
    static final Call COMPARE = Call.of(LoopTest.class, "compare", J, J, P, I);
    static final Call PASSED = Call.of(LoopTest.class, "passed", I, I);

    // relations
    static final Call HOLDS = Call.of(Relation.class, "holds", P);
    static final Call HOLDS_AFTER = Call.of(Relation.class, "holdsAfter", P, Num.class);
    static final Call COMPARE_NUMBER = Call.of(Relation.class, "compareNumber", J, J, P);
    static final Call COMPARE_WORD = Call.of(Relation.class, "compareWord", J, J, I, P);
    static final Call COMPARE_VALUE = Call.of(Relation.class, "compareValue", J, J, P);

    // Σ and Π handed to the tree part way
    static final Call SERIES_AFTER_FROM = Call.of(Series.class, "afterFrom", P);
    static final Call SERIES_AFTER_TO = Call.of(Series.class, "afterTo", J, P);
    static final Call SERIES_AFTER_TEST = Call.of(Series.class, "afterTest", J, J, P);
    static final Call SERIES_AFTER_TERM = Call.of(Series.class, "afterTerm", J, J, P);
    static final Call SERIES_AFTER_OVERFLOW = Call.of(Series.class, "afterOverflow", J, J, J, P);

    // «ГДЕ» functions
    static final Call RESUME = Call.of(FunctionCall.class, "resume", P, long[].class, I);
    static final Call ENTER_PARAMETER = Call.of(FunctionCall.class, "enterParameter", P, I, I, I, J);
    static final Call LEAVE = Call.of(FunctionCall.class, "leave", P, UserFunction.class, I);

    private Entries() {
    }

    /** The tree's way of an operation of this kind with this right operand (any kind when it has none of its own). */
    static Call operation(Operation.Kind kind, Operand right) {
        Map<Operand, Call> own = OPERATIONS.get(kind);
        return own != null ? own.get(right) : ANY_OPERATION.get(right);
    }

    private static Map<Operation.Kind, Map<Operand, Call>> operations() {
        Map<Operation.Kind, Map<Operand, Call>> all = new EnumMap<>(Operation.Kind.class);
        all.put(Operation.Kind.ADD, forms("add"));
        all.put(Operation.Kind.SUBTRACT, forms("subtract"));
        all.put(Operation.Kind.MULTIPLY, forms("multiply"));
        all.put(Operation.Kind.POWER, forms("power"));
        return all;
    }

    private static Map<Operand, Call> forms(String sign) {
        return Map.of(
                Operand.NUMBER, Call.of(Operation.class, sign + "Number", J, J, P, Object.class),
                Operand.WORD, Call.of(Operation.class, sign + "Word", J, J, I, P, Object.class),
                Operand.VALUE, Call.of(Operation.class, sign + "Value", J, J, P, Object.class));
    }
}
