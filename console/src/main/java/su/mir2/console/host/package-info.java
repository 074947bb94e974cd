/**
 * The host the tool runs on: reading program files, the standard streams and the buffered paper
 * on them, exit statuses, the state directory, why a file could not be read or written, and
 * what an internal error's report needs to reproduce it.
 */
package su.mir2.console.host;
