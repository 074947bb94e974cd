/**
 * Protocols: the paper of a session with its marks, the operator's typing cut into directives,
 * replaying a protocol against the machine and comparing the papers.
 */
package su.mir2.console.protocol;
