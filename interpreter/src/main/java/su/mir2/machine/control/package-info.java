/**
 * The control unit: the fetch loop over the compiled code, the step count and limit,
 * interrupts, the processor state the tree computes on, the output devices, and the interface
 * to a translator of hot code ({@link su.mir2.machine.control.Translator}).
 */
package su.mir2.machine.control;
