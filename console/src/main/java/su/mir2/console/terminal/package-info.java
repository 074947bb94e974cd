/**
 * The operator's console at a terminal (JLine): the typewriter's keys, console commands,
 * history, the screen, game cards and the help.
 */
package su.mir2.console.terminal;
