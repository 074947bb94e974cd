/**
 * The translator of hot code into JVM classes, a plug-in behind {@link
 * su.mir2.machine.control.Translator} found through {@link java.util.ServiceLoader}: nothing
 * names this package. It must never change a result; see docs/translation.md.
 */
package su.mir2.machine.jit;
