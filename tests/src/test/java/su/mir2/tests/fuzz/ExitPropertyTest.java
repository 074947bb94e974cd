package su.mir2.tests.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** What the replay's property takes for Java's own words: not what the output quotes of the input. */
class ExitPropertyTest {
    private static ReplayRun.Outcome printed(String out) {
        return new ReplayRun.Outcome(1, out, "", null);
    }

    /** A control character in the protocol is shown by its code, so the word after it looks longer. */
    @Test
    void aWordQuotedAfterAControlCharacterIsTheInputs() {
        ProtocolInput input = new ProtocolInput(null, "А\u0000Error\n");
        assertEquals(null, ExitProperty.violation(printed("-   АU+0000Error\n"), input));
    }

    @Test
    void anExceptionTheInputDoesNotHoldIsJavas() {
        ProtocolInput input = new ProtocolInput(null, "А\n");
        assertEquals("replay: Java's own words «java.lang.» in: java.lang.NullPointerException",
                ExitProperty.violation(printed("java.lang.NullPointerException\n"), input));
    }

    /** A combining mark takes no column: a line of 100 columns may hold one more character. */
    @Test
    void aLineIsMeasuredInColumns() {
        ProtocolInput input = new ProtocolInput(null, "А\n");
        assertEquals(null, ExitProperty.violation(printed("Б\u0591" + "Б".repeat(99) + "\n"), input));
        assertEquals("replay: a line of 101 columns, 101 characters: " + "Б".repeat(101),
                ExitProperty.violation(printed("Б".repeat(101) + "\n"), input));
    }

    /** However few columns, a run of marks is bounded too: two characters a column. */
    @Test
    void aLineOfMarksIsBoundedInCharacters() {
        ProtocolInput input = new ProtocolInput(null, "А\n");
        String line = "Б" + "\u0301".repeat(200);
        assertEquals("replay: a line of 1 columns, 201 characters: " + line,
                ExitProperty.violation(printed(line + "\n"), input));
    }
}
