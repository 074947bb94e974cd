package su.mir2.machine.control;

/** Where a «НА» leads: a place in a piece of code, fixed once all labels are known. */
public final class Target {
    private final String label;
    private Code code;
    private int index = -1;

    public Target(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public void bind(Code code, int index) {
        this.code = code;
        this.index = index;
    }

    public boolean isBound() {
        return code != null;
    }

    public Code code() {
        return code;
    }

    public int index() {
        return index;
    }
}
