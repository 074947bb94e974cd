package su.mir2.machine.jit;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import org.objectweb.asm.MethodTooLargeException;
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
                byte[] bytes = writtenOrTooLarge(t);
                if (!t.tooLongFunctions().isEmpty()) {
                    leftToTree.addAll(t.tooLongFunctions());
                    continue;
                }
                if (cuts.length == 0 && (bytes != null || t.codeLength() <= Translation.LONGEST_CLASS_METHOD)) {
                    int[] needed = t.cuts();
                    if (needed.length > 0) {
                        cuts = needed;
                        continue;
                    }
                }
                if (bytes == null || t.tooLong()) {
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

    /**
     * The class, or null when a method of it passes the class file's 64 KB. Such a class is written
     * all the same up to that point, so the lengths of its methods and of each instruction's code are
     * known: a long function is left to the tree, as any longer than the JIT would compile is, and
     * code is cut into pieces when its instructions' own code fits 64 KB, the way to its entries
     * inside loops (see {@link LoopEntries}) not counted. Longer code stays on the tree, as it did
     * before those ways were written: translating it took seconds and a gigabyte.
     */
    private static byte[] writtenOrTooLarge(Translation t) {
        try {
            return t.write();
        } catch (MethodTooLargeException e) {
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
