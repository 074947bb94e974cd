/**
 * The main memory of 8 000 symbols (or as many as asked): the program's text, the data area
 * word by word, the free memory; the directory of names, arrays and their subscripts, and the
 * meter that stops the machine when a number or an array no longer fits.
 */
package su.mir2.machine.memory;
