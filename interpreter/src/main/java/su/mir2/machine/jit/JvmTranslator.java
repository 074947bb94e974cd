package su.mir2.machine.jit;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import su.mir2.almir.tree.UserFunction;
import su.mir2.machine.control.Code;
import su.mir2.machine.control.TranslatedCode;
import su.mir2.machine.control.Translator;

/**
 * Translates code into a JVM class (see {@link Translation}). Code it cannot translate well — a
 * method the JVM would not compile — is left to the control unit, which runs it the same way, only
 * slower. A failure of the translator itself is an internal error when assertions are on (as in the
 * tests) and otherwise leaves the code untranslated.
 */
public final class JvmTranslator implements Translator {
    @Override
    public TranslatedCode translate(Code code, long wordLimit) {
        try {
            Set<UserFunction> leftToTree = Collections.newSetFromMap(new IdentityHashMap<>());
            int[] cuts = new int[0];
            while (true) {
                Translation t = new Translation(code, leftToTree, cuts, wordLimit);
                byte[] bytes = t.write();
                if (!t.tooLongFunctions().isEmpty()) {
                    leftToTree.addAll(t.tooLongFunctions());
                    continue;
                }
                if (cuts.length == 0) {
                    int[] needed = t.cuts();
                    if (needed.length > 0) {
                        cuts = needed;
                        continue;
                    }
                }
                if (t.tooLong()) {
                    return null;
                }
                assert noLoopHeadWithValues(new Translation(code, leftToTree, cuts, wordLimit));
                return TranslatedClasses.instantiate(bytes, code, t.blocks(), t.constants());
            }
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            if (JvmTranslator.class.desiredAssertionStatus()) {
                throw new AssertionError("translation failed", e);
            }
            return null;
        }
    }

    /** See {@link LoopHeads}; a translation of its own, as writing one twice would leave its functions out. */
    private static boolean noLoopHeadWithValues(Translation t) {
        String method = LoopHeads.withValuesOnTheStack(t.withFrames());
        if (method != null) {
            throw new AssertionError("a loop head with values on the operand stack in " + method);
        }
        return true;
    }
}
