package su.mir2.machine.jit;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Checks a translated class for loop heads entered with values on the operand stack. HotSpot
 * enters loops of a method running in its interpreter only where the stack is empty (on-stack
 * replacement); at any other loop head C1 gives up on the method, and code stays in C1's code for
 * good. The translation keeps such values in locals (see ExpressionCode); this is the check that
 * it does, run where assertions are on.
 */
final class LoopHeads {
    private LoopHeads() {
    }

    /** The first method with a backward jump to a place where the stack is not empty; null if none. */
    static String withValuesOnTheStack(byte[] classBytes) {
        String[] found = new String[1];
        new ClassReader(classBytes).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                             String[] exceptions) {
                return new MethodVisitor(Opcodes.ASM9) {
                    private final Set<Label> passed = new HashSet<>();
                    private final Map<Label, Integer> stackAt = new HashMap<>();
                    private Label last;

                    @Override
                    public void visitLabel(Label label) {
                        passed.add(label);
                        last = label;
                    }

                    @Override
                    public void visitFrame(int type, int numLocal, Object[] local, int numStack, Object[] stack) {
                        stackAt.put(last, numStack);
                    }

                    @Override
                    public void visitJumpInsn(int opcode, Label label) {
                        check(label);
                    }

                    @Override
                    public void visitTableSwitchInsn(int min, int max, Label dflt, Label... labels) {
                        check(dflt);
                        for (Label l : labels) {
                            check(l);
                        }
                    }

                    @Override
                    public void visitLookupSwitchInsn(Label dflt, int[] keys, Label[] labels) {
                        check(dflt);
                        for (Label l : labels) {
                            check(l);
                        }
                    }

                    private void check(Label target) {
                        if (found[0] == null && passed.contains(target) && stackAt.getOrDefault(target, 0) > 0) {
                            found[0] = name;
                        }
                    }
                };
            }
        }, ClassReader.EXPAND_FRAMES);
        return found[0];
    }
}
