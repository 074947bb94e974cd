package su.mir2.machine.jit;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * A method of the machine that translated code calls, its owner, name and descriptor taken from the
 * method itself when the translator is loaded: a renamed method or a changed signature fails there,
 * in every run of the tests, rather than when some translated code first calls it.
 */
record Call(int opcode, String owner, String name, String descriptor, boolean onInterface) {
    static Call of(Class<?> owner, String name, Class<?>... parameters) {
        Method m;
        try {
            m = owner.getDeclaredMethod(name, parameters);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("translated code calls a method that is not there: " + owner.getName()
                    + "." + name, e);
        }
        int opcode = Modifier.isStatic(m.getModifiers()) ? Opcodes.INVOKESTATIC
                : owner.isInterface() ? Opcodes.INVOKEINTERFACE : Opcodes.INVOKEVIRTUAL;
        return new Call(opcode, Type.getInternalName(owner), name, Type.getMethodDescriptor(m), owner.isInterface());
    }

    /** The constructor a subclass calls with {@code super(…)}. */
    static Call superConstructor(Class<?> owner, Class<?>... parameters) {
        Constructor<?> c;
        try {
            c = owner.getDeclaredConstructor(parameters);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("translated code calls a constructor that is not there: " + owner.getName(), e);
        }
        return new Call(Opcodes.INVOKESPECIAL, Type.getInternalName(owner), "<init>", Type.getConstructorDescriptor(c), false);
    }

    void emit(MethodVisitor mv) {
        mv.visitMethodInsn(opcode, owner, name, descriptor, onInterface);
    }

    /** The call of an inherited method through the class being written, as javac writes it. */
    void emitOn(MethodVisitor mv, String subclass) {
        mv.visitMethodInsn(opcode, subclass, name, descriptor, onInterface);
    }
}
