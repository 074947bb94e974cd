package su.mir2.console.bench;

/**
 * What a hand-written baseline prints, laid out as the MIR's typewriter lays it out: text as it
 * comes, «СТРОКА» as a line break, and on halting the end sign after a blank (or alone on an empty
 * line) followed by a line break. The baselines print exactly the paper the ALMIR-65 program prints,
 * so that every run of the benchmark can check that both did the same work.
 */
final class BaselinePaper {
    private final StringBuilder text = new StringBuilder();
    private int column;

    BaselinePaper print(String s) {
        text.append(s);
        int nl = s.lastIndexOf('\n');
        column = nl >= 0 ? s.length() - nl - 1 : column + s.length();
        return this;
    }

    BaselinePaper print(long n) {
        return print(Long.toString(n));
    }

    BaselinePaper newLine() {
        text.append('\n');
        column = 0;
        return this;
    }

    BaselinePaper blanks(int n) {
        return print(" ".repeat(n));
    }

    /** The machine halts («СТОП», or the run reaches «ГДЕ»): the end sign, then the carriage returns. */
    String halt() {
        text.append(column > 0 ? " ◊" : "◊").append('\n');
        column = 0;
        return text.toString();
    }
}
