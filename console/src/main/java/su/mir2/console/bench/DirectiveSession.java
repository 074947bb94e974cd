package su.mir2.console.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;

/**
 * A long game played through directives: a program that waits at «ВВОД», and then adds the T each
 * directive sets to S and prints S; the directives, one a line, come from a file through a pipe.
 * What it measures is the directive path: the echo, reading and building each directive, its run.
 */
public final class DirectiveSession {
    /** The program: S is the sum of the T's typed so far. */
    public static final String PROGRAM = "«РАЗР»8;S=0;T=0;1.«ВВОД»;2.S=S+T;«ВЫВОД»«СТРОКА»,S;«НА»1«КОН»◊\n";

    private DirectiveSession() {
    }

    /**
     * {@code count} directives, each setting T to a number from 1 to 999 and going on at 2. T is written
     * as the machine's letter Т, which the paper echoes as it is (a Latin T is echoed as Т).
     */
    public static String directives(int count) {
        StringBuilder b = new StringBuilder();
        for (int k = 0; k < count; k++) {
            b.append("«ВЫП»Т=").append(value(k)).append(";«НА»2«КОН»◊\n");
        }
        return b.toString();
    }

    private static int value(int k) {
        return (int) ((k * 7919L + 13) % 999) + 1;
    }

    /**
     * The same session in Java: the machine's paper, the directives echoed as typed. A directive's T is
     * read from between "Т=" and ";", as the generated lines hold it.
     */
    static void baseline(BufferedReader in, PrintStream out) throws IOException {
        long s = 0;
        out.print("◊\n");
        String line;
        while ((line = in.readLine()) != null) {
            out.print(line);
            out.print('\n');
            int from = line.indexOf("Т=") + 2;
            s += Long.parseLong(line, from, line.indexOf(';', from), 10);
            out.print("\nS=");
            out.print(s);
            out.print(" ◊\n");
        }
    }
}
