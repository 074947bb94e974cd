/**
 * The workbench, the emulator's own view into a run (not the MIR's): the trace of steps,
 * breakpoints, stepping, and inspection of variables, arrays and the memory map, which reads
 * only and changes no step count.
 */
package su.mir2.machine.watch;
