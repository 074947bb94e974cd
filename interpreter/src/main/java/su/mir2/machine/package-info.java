/**
 * The machine as a whole ({@link su.mir2.machine.Mir2}): reading a program in, starting it,
 * carrying out operator directives, interrupting it. It knows nothing of terminals: what it
 * prints goes to a {@link su.mir2.machine.typewriter.Paper}, so the same machine serves the
 * console, batch runs and tests.
 */
package su.mir2.machine;
