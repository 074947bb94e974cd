package su.mir2.machine.control;

/** Turns a piece of code that has run for a while into JVM code; see {@link TranslatedCode}. */
public interface Translator {
    /** The translation, or null when this code is better left to the control unit. */
    TranslatedCode translate(Code code);
}
