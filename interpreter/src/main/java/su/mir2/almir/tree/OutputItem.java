package su.mir2.almir.tree;

import su.mir2.machine.arithmetic.Num;
import su.mir2.machine.control.Processor;
import su.mir2.machine.memory.ArrayBlock;
import su.mir2.machine.typewriter.Printer;

/** One item of a «ВЫВОД» list. Nothing is printed between items but what the items say. */
public sealed interface OutputItem {
    /** Prints the item; {@code valuesOnly} is set once «ЗНАЧЕНИЙ» has been met in the statement. */
    void print(Processor p, Printer out, boolean valuesOnly);

    /** [text]: printed as typed, blanks included. */
    record Text(String text) implements OutputItem {
        @Override
        public void print(Processor p, Printer out, boolean valuesOnly) {
            out.print(text);
        }
    }

    /** «ЗНАЧЕНИЙ»: from here on values without names. */
    record ValuesOnly() implements OutputItem {
        @Override
        public void print(Processor p, Printer out, boolean valuesOnly) {
        }
    }

    /** «СТРОКА» n: n line breaks. */
    record Lines(int count) implements OutputItem {
        @Override
        public void print(Processor p, Printer out, boolean valuesOnly) {
            for (int i = 0; i < count; i++) {
                out.newLine();
            }
        }
    }

    /** «ПРОБЕЛ» n: n blanks. */
    record Blanks(int count) implements OutputItem {
        @Override
        public void print(Processor p, Printer out, boolean valuesOnly) {
            out.print(" ".repeat(count));
        }
    }

    /** A simple variable: NAME=value («вывод значений автоматически сопровождался именами величин»). */
    record Named(String name, Expr value) implements OutputItem {
        @Override
        public void print(Processor p, Printer out, boolean valuesOnly) {
            Num v = value.evaluate(p);
            out.print(valuesOnly ? v.toString() : name + "=" + v);
        }
    }

    /** An array element: NAME[i,j]=value with the subscripts' values. */
    record NamedElement(Element element) implements OutputItem {
        @Override
        public void print(Processor p, Printer out, boolean valuesOnly) {
            int[] s = element.subscriptValues(p);
            Num v = p.memory.read(element.address(p));
            out.print(valuesOnly ? v.toString() : element.array().name() + ArrayBlock.describe(s) + "=" + v);
        }
    }

    /** Any other expression: its value. */
    record Value(Expr value) implements OutputItem {
        @Override
        public void print(Processor p, Printer out, boolean valuesOnly) {
            out.print(value.evaluate(p).toString());
        }
    }

    /**
     * «МАССИВ» NAME: on a line of its own the name with its sizes, then the values, a line per row,
     * four blanks apart (the date example prints DH[2], then 5 and 4 on the next line). Each element
     * printed is a step of the machine.
     */
    record WholeArray(ArrayBlock array) implements OutputItem {
        public static final String GAP = "    ";

        @Override
        public void print(Processor p, Printer out, boolean valuesOnly) {
            if (!array.isPlaced()) {
                throw new su.mir2.machine.halt.MachineFault("fault.array.undescribed", array.name());
            }
            if (out.column() > 0) {
                out.newLine();
            }
            int[] sizes = array.sizes();
            out.print(array.name() + ArrayBlock.describe(sizes));
            int rowLength = sizes[sizes.length - 1];
            for (int i = 0; i < array.length(); i++) {
                p.step();
                if (i % rowLength == 0) {
                    out.newLine();
                } else {
                    out.print(GAP);
                }
                out.print(p.memory.read(array.addressOf(i)).toString());
            }
        }
    }
}
