/**
 * Why and how the machine stops: the halts (end sign, «ВВОД», «СТОП», a machine error stop …),
 * the fault a unit raises for a machine error stop, and the exception that carries a refusal or
 * an error stop to the caller. The lowest layer of the machine: every unit may stop it.
 */
package su.mir2.machine.halt;
