/**
 * The project's own syntax tree, laid out as the control unit runs it: statements as
 * instructions in text order, conditionals and loops as tests and jumps (so a «НА» into a block
 * or a loop body is an ordinary jump), expressions as nodes that compute on the processor.
 */
package su.mir2.almir.tree;
