package su.mir2.machine.memory;

/** A name of the program's data: a simple variable or an array, placed in the data area. */
public sealed interface Variable permits Scalar, ArrayBlock {
    String name();
}
