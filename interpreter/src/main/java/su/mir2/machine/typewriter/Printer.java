package su.mir2.machine.typewriter;

/** An output device «ВЫВОД» can print on: the typewriter, or the MIR-2's screen. */
public interface Printer {
    void print(String text);

    void newLine();

    /** Characters printed on the current line so far. */
    int column();
}
