/**
 * The MIR-2's screen as a character device: a frame ends at an empty line and is handed to a
 * listener (the console draws it in place).
 */
package su.mir2.machine.display;
