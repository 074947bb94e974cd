package su.mir2.almir.tree;

/**
 * A name the text uses that nothing in it gives a meaning: a «НА» to a label no statement has, an
 * array no «ГДЕ» describes. The machine stops on it only when it gets there; a check finds it before.
 *
 * @param symbolIndex where the name stands in the canonical text
 * @param key         the message: the same words as the machine's stop
 * @param name        the label or the array
 */
public record Unresolved(int symbolIndex, String key, String name) {
    public static final String LABEL = "fault.label.unknown";
    public static final String ARRAY = "fault.array.undescribed";
}
