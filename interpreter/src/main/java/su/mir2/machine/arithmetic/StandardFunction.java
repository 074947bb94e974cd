package su.mir2.machine.arithmetic;

import java.util.HashMap;
import java.util.Map;
import su.mir2.almir.reader.Alphabet;

/**
 * The standard functions written by name (without guillemets). Each name is one internal code on the
 * machine, so it cannot name a variable. The signs ε ₣ √ Σ Π are not names and are not listed here.
 */
public enum StandardFunction {
    ABS("ABS"),
    SIN("SIN"),
    COS("COS"),
    TG("TG"),
    ARCSIN("ARCSIN"),
    ARCCOS("ARCCOS"),
    ARCTG("ARCTG"),
    EXP("EXP"),
    LN("LN");

    private static final Map<String, StandardFunction> BY_CANONICAL = new HashMap<>();

    static {
        for (StandardFunction f : values()) {
            BY_CANONICAL.put(Alphabet.fold(f.spelling), f);
        }
    }

    private final String spelling;

    StandardFunction(String spelling) {
        this.spelling = spelling;
    }

    public String spelling() {
        return spelling;
    }

    /** The function a canonical name (letters folded) stands for, or null. */
    public static StandardFunction byName(String canonical) {
        return BY_CANONICAL.get(canonical);
    }
}
