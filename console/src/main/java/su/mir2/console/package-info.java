/**
 * The {@code mir2} command: its subcommands (run, check, play, replay, bench and the console),
 * their options and exit statuses.
 */
package su.mir2.console;
