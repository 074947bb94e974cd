package su.mir2.console;

import java.io.BufferedReader;
import java.io.IOException;

/**
 * Cuts the operator's typing into directives: a directive is complete at the line on which its end
 * sign ◊ (also typed as ◇ or $) stands outside a text in brackets. Lines with nothing typed are skipped.
 */
public final class DirectiveSplitter {
    private final BufferedReader in;

    public DirectiveSplitter(BufferedReader in) {
        this.in = in;
    }

    /** The next directive as typed (its lines joined by '\n'), or null at the end of the input. */
    public String next() throws IOException {
        StringBuilder typed = new StringBuilder();
        String line;
        while ((line = in.readLine()) != null) {
            if (typed.length() == 0 && line.isBlank()) {
                continue;
            }
            if (typed.length() > 0) {
                typed.append('\n');
            }
            typed.append(line);
            if (complete(typed)) {
                return typed.toString();
            }
        }
        return typed.length() == 0 || typed.toString().isBlank() ? null : typed.toString();
    }

    /** Whether the text holds an end sign outside [ ] texts. */
    public static boolean complete(CharSequence typed) {
        int depth = 0;
        for (int i = 0; i < typed.length(); i++) {
            char c = typed.charAt(i);
            if (c == '[') {
                depth++;
            } else if (c == ']' && depth > 0) {
                depth--;
            } else if (depth == 0 && (c == '◊' || c == '◇' || c == '$')) {
                return true;
            }
        }
        return false;
    }
}
