/**
 * The arithmetic unit: decimal numbers (integers exact and of any length, reals of the
 * «РАЗРЯДНОСТЬ»'s significant digits), the «РАЗРЯДНОСТЬ» rule in one place ({@link
 * su.mir2.machine.arithmetic.ArithmeticUnit#round}), the standard functions, and how numbers
 * are printed.
 */
package su.mir2.machine.arithmetic;
