package su.mir2.machine.memory;

/** A simple variable: one word of the data area. */
public record Scalar(String name, int address) implements Variable {
}
