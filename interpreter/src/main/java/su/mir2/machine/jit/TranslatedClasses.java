package su.mir2.machine.jit;

import java.lang.invoke.MethodHandles;
import java.lang.reflect.Constructor;
import java.nio.ByteBuffer;
import java.util.LinkedHashMap;
import java.util.Map;
import su.mir2.machine.control.Code;
import su.mir2.machine.control.TranslatedCode;

/**
 * The classes translations have defined, by their bytes. A program read in again (the same text,
 * replayed, or run once more) translates to the same bytes and gets the class already defined, with
 * the JIT's work on it, instead of a new one; only its objects are new. Classes are hidden, so the
 * JVM unloads those no longer kept here.
 */
final class TranslatedClasses {
    private static final int KEPT = 64;

    private static final Map<ByteBuffer, Constructor<?>> CLASSES = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<ByteBuffer, Constructor<?>> eldest) {
            return size() > KEPT;
        }
    };

    private TranslatedClasses() {
    }

    static TranslatedCode instantiate(byte[] bytes, Code code, Blocks blocks, Object[] constants)
            throws ReflectiveOperationException {
        Constructor<?> c = constructor(bytes);
        return (TranslatedCode) c.newInstance(code, blocks.reach, blocks.after, constants);
    }

    private static Constructor<?> constructor(byte[] bytes) throws ReflectiveOperationException {
        ByteBuffer key = ByteBuffer.wrap(bytes);
        synchronized (CLASSES) {
            Constructor<?> c = CLASSES.get(key);
            if (c == null) {
                Class<?> defined = MethodHandles.lookup().defineHiddenClass(bytes, true).lookupClass();
                c = defined.getConstructor(Code.class, int[].class, int[].class, Object[].class);
                CLASSES.put(key, c);
            }
            return c;
        }
    }
}
