package su.mir2.machine.control;

/** Turns a piece of code that has run for a while into JVM code; see {@link TranslatedCode}. */
public interface Translator {
    /**
     * The translation, or null when this code is better left to the control unit. The code runs on
     * a memory whose words hold integers below {@code wordLimit} in magnitude (Memory.wordLimit),
     * which the translation may rely on.
     */
    TranslatedCode translate(Code code, long wordLimit);
}
