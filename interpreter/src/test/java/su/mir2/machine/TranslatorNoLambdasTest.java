package su.mir2.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import su.mir2.machine.jit.JvmTranslator;

/**
 * The translator's own code makes no call through invokedynamic: no lambda, method reference or
 * stream. The first translation in a process runs once, cold, while the operator waits for the
 * machine's answer; each lambda the JVM meets for the first time is a class spun at that moment, and
 * with them the first translation of the НИМ program took 126–147 ms in a fresh JVM against 74–84
 * once that machinery had been warmed. A record's own toString, equals and hashCode are made the same
 * way but only when called: a record used as a map key writes its equality out.
 */
class TranslatorNoLambdasTest {

    @Test
    void theTranslatorsClassesCallNothingThroughInvokedynamic() throws IOException, URISyntaxException {
        Path classes = Path.of(JvmTranslator.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                .resolve("su/mir2/machine/jit");
        List<String> found = new ArrayList<>();
        int read = 0;
        try (Stream<Path> files = Files.list(classes)) {
            for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".class"))::iterator) {
                read++;
                found.addAll(dynamicCalls(Files.readAllBytes(file)));
            }
        }
        assertTrue(read >= 15, "the translator's classes were not found in " + classes);
        assertEquals(List.of(), found);
    }

    @Test
    void aLambdaIsFound() {
        assertEquals(List.of("su/mir2/machine/TranslatorNoLambdasTest$WithALambda.<init>"),
                dynamicCalls(bytesOf(WithALambda.class)));
    }

    /** What the check must find. */
    static final class WithALambda {
        final Runnable nothing = () -> { };
    }

    private static byte[] bytesOf(Class<?> c) {
        try (var in = c.getResourceAsStream("/" + c.getName().replace('.', '/') + ".class")) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /** "Class.method" for each invokedynamic, except in a record's toString, equals and hashCode. */
    private static List<String> dynamicCalls(byte[] bytes) {
        List<String> calls = new ArrayList<>();
        new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9) {
            private String name;
            private boolean record;

            @Override
            public void visit(int version, int access, String name, String signature, String superName,
                              String[] interfaces) {
                this.name = name;
                this.record = "java/lang/Record".equals(superName);
            }

            @Override
            public MethodVisitor visitMethod(int access, String method, String descriptor, String signature,
                                             String[] exceptions) {
                boolean recordOwn = record && List.of("toString", "equals", "hashCode").contains(method);
                return new MethodVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitInvokeDynamicInsn(String n, String d, Handle bootstrap, Object... arguments) {
                        if (!recordOwn) {
                            calls.add(name + "." + method);
                        }
                    }
                };
            }
        }, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        return calls;
    }
}
