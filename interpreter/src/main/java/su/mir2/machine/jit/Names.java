package su.mir2.machine.jit;

/** JVM names and descriptors of the classes translated code calls. */
final class Names {
    static final String PROCESSOR = "su/mir2/machine/control/Processor";
    static final String CODE = "su/mir2/machine/control/Code";
    static final String TRANSLATED = "su/mir2/machine/control/TranslatedCode";
    static final String INSTRUCTION = "su/mir2/machine/control/Instruction";
    static final String MEMORY = "su/mir2/machine/memory/Memory";
    static final String NUM = "su/mir2/machine/arithmetic/Num";
    static final String ARITHMETIC = "su/mir2/machine/arithmetic/ArithmeticUnit";
    static final String TREE = "su/mir2/almir/tree/";
    static final String EXPR = TREE + "Expr";

    static final String P = "L" + PROCESSOR + ";";
    static final String N = "L" + NUM + ";";

    private Names() {
    }

    static String tree(String simpleName) {
        return TREE + simpleName;
    }

    static String type(String internalName) {
        return "L" + internalName + ";";
    }
}
