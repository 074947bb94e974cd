package su.mir2.almir.tree;

import su.mir2.almir.reader.SourcePosition;
import su.mir2.machine.control.Instruction;
import su.mir2.machine.control.Processor;
import su.mir2.machine.typewriter.Printer;

/** «ВЫВОД» code items. The code chooses the device and is not printed. */
public final class Output extends Instruction {
    private final int code;
    private final OutputItem[] items;

    public Output(SourcePosition position, CharSequence text, int code, OutputItem[] items) {
        super(position, text);
        this.code = code;
        this.items = items;
    }

    public OutputItem[] items() {
        return items.clone();
    }

    @Override
    public int execute(Processor p, int index) {
        Printer out = p.output.select(code);
        boolean valuesOnly = false;
        for (OutputItem item : items) {
            if (item instanceof OutputItem.ValuesOnly) {
                valuesOnly = true;
            } else {
                item.print(p, out, valuesOnly);
            }
        }
        return index + 1;
    }
}
