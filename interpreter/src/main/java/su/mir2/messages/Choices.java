package su.mir2.messages;

import java.util.List;

/**
 * The symbols that could have stood at a place, as a message argument: a diagnostic shows as many as
 * keep its line short. A kind of symbol is written {@code {NAME}}, and named in the reader's language.
 */
public record Choices(List<String> symbols) {
    public Choices {
        symbols = List.copyOf(symbols);
    }

    @Override
    public String toString() {
        return String.join(" ", symbols);
    }
}
