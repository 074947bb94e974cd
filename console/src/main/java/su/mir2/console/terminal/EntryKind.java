package su.mir2.console.terminal;

/** What the operator typed, as the console tells it apart. */
enum EntryKind {
    /** Nothing but blanks. */
    BLANK,
    /** A console command: a line starting with ':' («пустить на счёт», leave, help …). */
    COMMAND,
    /** «ВЫПОЛНИТЬ» … «КОНЕЦ» ◊ or «ВМЕСТО» … «ЗАПИСАТЬ» … ◊: for the program in memory. */
    DIRECTIVE,
    /** Anything else ending with ◊: a program, read in as from punched tape. */
    PROGRAM
}
