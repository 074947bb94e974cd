package su.mir2.console.bench;

/**
 * A hand-written Java program that does the work of one ALMIR-65 workload with the same number
 * semantics, and prints the same paper. Each call is a fresh run: no state survives between calls.
 */
@FunctionalInterface
public interface Baseline {
    /** Runs the program once; returns what it printed, end sign included. */
    String run();
}
