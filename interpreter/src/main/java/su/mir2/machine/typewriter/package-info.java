/**
 * The typewriter and its paper: the carriage, the end sign ◊, the operator's lines, and the
 * paper a run prints on (a string for tests, a stream for the tool).
 */
package su.mir2.machine.typewriter;
