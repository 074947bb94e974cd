/**
 * The input device: the tape reader turns a text as typed into the machine's canonical symbol
 * stream (blanks dropped, letters folded to the 45-letter alphabet, service words made whole,
 * ASCII ways of typing signs resolved), each symbol remembering where it was typed. It depends
 * on nothing else of the project.
 */
package su.mir2.almir.reader;
