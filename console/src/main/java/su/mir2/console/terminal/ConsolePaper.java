package su.mir2.console.terminal;

import su.mir2.machine.typewriter.Paper;
import su.mir2.messages.Escaping;

/**
 * The typewriter's paper at the console. At authentic speed each character takes its time; before
 * anything is printed the screen is brought up to date, so that the two agree whenever the operator
 * reads the paper.
 */
final class ConsolePaper implements Paper {
    private final ConsoleView view;
    private final Pace pace;
    private final ScreenPresenter screen;

    ConsolePaper(ConsoleView view, Pace pace, ScreenPresenter screen) {
        this.view = view;
        this.pace = pace;
        this.screen = screen;
    }

    @Override
    public void write(String text) {
        if (text.isEmpty()) {
            return;
        }
        screen.showCurrent();
        if (!pace.typewriterPaced()) {
            view.typewriter(text);
            return;
        }
        for (int i = 0; i < text.length(); ) {
            int end = text.offsetByCodePoints(i, 1);
            view.typewriter(text.substring(i, end));
            view.flush();
            pace.character();
            i = end;
            if (!pace.typewriterPaced()) {
                view.typewriter(text.substring(i));
                return;
            }
        }
    }

    @Override
    public void operator(String typed) {
        view.operatorLine(Escaping.escapeKeepingLayout(typed));
    }

    @Override
    public void flush() {
        view.flush();
    }
}
