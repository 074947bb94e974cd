package su.mir2.machine.jit;

import java.lang.reflect.Field;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/** A field of the machine that translated code reads or writes, found on its class as a {@link Call} is. */
record FieldRef(String owner, String name, String descriptor) {
    static FieldRef of(Class<?> owner, String name) {
        Field f;
        try {
            f = owner.getDeclaredField(name);
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException("translated code uses a field that is not there: " + owner.getName()
                    + "." + name, e);
        }
        return new FieldRef(Type.getInternalName(owner), name, Type.getDescriptor(f.getType()));
    }

    void get(MethodVisitor mv) {
        mv.visitFieldInsn(Opcodes.GETFIELD, owner, name, descriptor);
    }

    void put(MethodVisitor mv) {
        mv.visitFieldInsn(Opcodes.PUTFIELD, owner, name, descriptor);
    }

    /** An inherited field read through the class being written, as javac writes it. */
    void getOn(MethodVisitor mv, String subclass) {
        mv.visitFieldInsn(Opcodes.GETFIELD, subclass, name, descriptor);
    }

    /** An inherited field written through the class being written. */
    void putOn(MethodVisitor mv, String subclass) {
        mv.visitFieldInsn(Opcodes.PUTFIELD, subclass, name, descriptor);
    }
}
