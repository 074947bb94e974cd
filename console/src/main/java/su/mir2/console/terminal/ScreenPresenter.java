package su.mir2.console.terminal;

import su.mir2.machine.display.Frame;
import su.mir2.machine.display.FrameListener;
import su.mir2.machine.display.Screen;
import su.mir2.messages.Escaping;
import su.mir2.messages.Messages;

/**
 * Puts the machine's screen on the console: every frame the program finishes, and the frame being
 * drawn when the machine halts or prints on the typewriter (docs/fidelity.md, "Display"). A frame is
 * drawn once, however often it is offered.
 */
final class ScreenPresenter implements FrameListener {
    private final Screen screen;
    private final ConsoleView view;
    private final Messages tool;
    private Frame shown = Frame.BLANK;

    ScreenPresenter(Screen screen, ConsoleView view, Messages tool) {
        this.screen = screen;
        this.view = view;
        this.tool = tool;
        screen.onFrame(this);
    }

    @Override
    public void frameComplete(Frame frame) {
        show(frame);
    }

    /** Shows what the screen shows now, if it is not already shown. */
    void showCurrent() {
        show(screen.current());
    }

    private synchronized void show(Frame frame) {
        if (frame.equals(shown) || (frame.isBlank() && shown.isBlank())) {
            return;
        }
        shown = frame;
        view.frame(tool.get("console.screen.frame", frame.number()), frame.lines().stream().map(Escaping::escape).toList());
    }
}
