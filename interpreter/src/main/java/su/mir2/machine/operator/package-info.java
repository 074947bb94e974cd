/**
 * The operator's directives that change the program: «ВМЕСТО» … «ЗАПИСАТЬ» … replacing a piece
 * of the program's text.
 */
package su.mir2.machine.operator;
