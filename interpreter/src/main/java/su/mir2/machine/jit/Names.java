package su.mir2.machine.jit;

import org.objectweb.asm.Type;
import su.mir2.almir.tree.Element;
import su.mir2.almir.tree.Expr;
import su.mir2.almir.tree.FunctionCall;
import su.mir2.almir.tree.Literal;
import su.mir2.almir.tree.Operation;
import su.mir2.almir.tree.Relation;
import su.mir2.almir.tree.Series;
import su.mir2.almir.tree.SignFunction;
import su.mir2.almir.tree.UserFunction;
import su.mir2.machine.control.Code;
import su.mir2.machine.control.Instruction;
import su.mir2.machine.control.Processor;
import su.mir2.machine.control.TranslatedCode;
import su.mir2.machine.memory.ArrayBlock;

/** JVM names and descriptors of the classes translated code uses, taken from the classes themselves. */
final class Names {
    static final String PROCESSOR = Type.getInternalName(Processor.class);
    static final String CODE = Type.getInternalName(Code.class);
    static final String INSTRUCTION = Type.getInternalName(Instruction.class);
    static final String TRANSLATED = Type.getInternalName(TranslatedCode.class);
    static final String EXPR = Type.getInternalName(Expr.class);
    static final String LITERAL = Type.getInternalName(Literal.class);
    static final String OPERATION = Type.getInternalName(Operation.class);
    static final String ELEMENT = Type.getInternalName(Element.class);
    static final String RELATION = Type.getInternalName(Relation.class);
    static final String SERIES = Type.getInternalName(Series.class);
    static final String SIGN_FUNCTION = Type.getInternalName(SignFunction.class);
    static final String FUNCTION_CALL = Type.getInternalName(FunctionCall.class);
    static final String USER_FUNCTION = Type.getInternalName(UserFunction.class);
    static final String ARRAY = Type.getInternalName(ArrayBlock.class);
    /** The type of an object of the tree passed to a method that looks at it only on its slow path. */
    static final String OBJECT = Type.getInternalName(Object.class);

    static final String P = Type.getDescriptor(Processor.class);

    private Names() {
    }

    static String type(String internalName) {
        return "L" + internalName + ";";
    }
}
