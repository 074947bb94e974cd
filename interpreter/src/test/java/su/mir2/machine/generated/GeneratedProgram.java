package su.mir2.machine.generated;

import java.util.List;

/** A program's text and the directives typed after it has halted. */
public record GeneratedProgram(String source, List<String> directives) {
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(source);
        for (String d : directives) {
            b.append('\n').append(d);
        }
        return b.toString();
    }
}
