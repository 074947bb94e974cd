/**
 * Reading a program or a directive: drives the ANTLR parser over the symbol stream, reports the
 * first syntax error with what was found and expected, and turns the parse tree once into the
 * project's own tree, with names resolved to words of memory and labels to places in the code.
 */
package su.mir2.almir.syntax;
