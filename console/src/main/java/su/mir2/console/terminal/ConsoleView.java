package su.mir2.console.terminal;

import java.util.List;

/**
 * What the operator sees: the paper (the typewriter's characters and the operator's lines), the
 * console's own notes (not the machine's, so not on the paper), the status line and the screen.
 * A JLine terminal shows all of it; plain streams show what they can.
 */
interface ConsoleView extends AutoCloseable {
    /** Characters the typewriter prints, as they come. */
    void typewriter(String text);

    /** A line the operator typed, which the typewriter put on the paper. */
    void operatorLine(String typed);

    /** A note of the console's: lines of text, each shown marked as the console's. */
    void note(String text);

    /** A text of the console's shown as it is: the help, a program listing. */
    void show(String text);

    /** The status line: the machine's state and what it holds. */
    void status(String text);

    /** The screen: a frame to draw in place of the one shown, under a title. */
    void frame(String title, List<String> lines);

    /** Whatever was printed must be visible now. */
    void flush();

    @Override
    void close();
}
