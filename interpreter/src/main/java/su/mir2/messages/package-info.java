/**
 * Every text the machine prints, from the resource bundles in Russian and English: message
 * formats, plural forms, diagnostics with line:column, the typed line and a caret, and the
 * escaping of characters outside the machine's alphabet.
 */
package su.mir2.messages;
