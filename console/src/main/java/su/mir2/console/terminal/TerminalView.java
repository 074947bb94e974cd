package su.mir2.console.terminal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jline.reader.LineReader;
import org.jline.terminal.Size;
import org.jline.terminal.Terminal;
import org.jline.utils.AttributedString;
import org.jline.utils.AttributedStringBuilder;
import org.jline.utils.AttributedStyle;
import org.jline.utils.InfoCmp.Capability;
import org.jline.utils.Status;
import su.mir2.messages.Messages;

/**
 * The console on a JLine terminal. Where the terminal can hold lines in place (a scroll region and
 * cursor addressing), the status line and the screen live at its bottom and the paper scrolls above
 * them; where it cannot (a dumb terminal), each frame is printed as a block of lines and the status
 * is given on request (:состояние).
 */
final class TerminalView implements ConsoleView {
    /** Rows of paper that stay visible above the screen, however tall the frames. */
    private static final int PAPER_ROWS = 6;
    private static final AttributedStyle NOTE = AttributedStyle.DEFAULT.faint();
    private static final AttributedStyle BAR = AttributedStyle.DEFAULT.inverse();

    private final Terminal terminal;
    private final Status status;
    /** What the terminal did on a resize before the view; null where the view does not watch it. */
    private final Terminal.SignalHandler beforeResize;
    private final Messages tool;
    private LineReader reader;
    private List<AttributedString> screen = List.of();
    private int screenRows;
    /** The last frame, laid out again at a resize; null before the first. */
    private String frameTitle;
    private List<String> frameLines;
    private AttributedString statusLine;
    /** Lines the status area had when last drawn. */
    private int drawnLines;
    /** Whether the paper's last character was a line break (or nothing was printed yet). */
    private boolean atLineStart = true;

    TerminalView(Terminal terminal, Messages tool) {
        this.terminal = terminal;
        this.tool = tool;
        this.status = holdsLines(terminal) ? Status.getStatus(terminal) : null;
        // the line reader follows a resize only while it reads (its handler stands in for this one
        // meanwhile); during a run nothing did, and the status line kept the old width after it
        this.beforeResize = status == null ? null : terminal.handle(Terminal.Signal.WINCH, signal -> resized());
    }

    /** The terminal's new size, taken at once: the status area is laid out and drawn again. */
    private synchronized void resized() {
        status.resize(terminal.getSize());
        // below the paper's last character there is nothing of the paper, only what a terminal that
        // rewraps its lines made of the old status area: cleared, as the line reader clears below its
        // line. The status area's reset sets the scroll region anew, which sends the cursor home: the
        // paper goes on where it was
        terminal.puts(Capability.save_cursor);
        terminal.puts(Capability.clr_eos);
        status.reset();
        terminal.puts(Capability.restore_cursor);
        if (frameTitle != null) {
            layOut();
        }
        redraw();
    }

    /** Whether the terminal can keep lines in place at its bottom, as JLine's status bar needs. */
    static boolean holdsLines(Terminal terminal) {
        Size size = terminal.getSize();
        return terminal.getStringCapability(Capability.change_scroll_region) != null
                && terminal.getStringCapability(Capability.save_cursor) != null
                && terminal.getStringCapability(Capability.restore_cursor) != null
                && terminal.getStringCapability(Capability.cursor_address) != null
                && size.getRows() > PAPER_ROWS + 2 && size.getColumns() > 10;
    }

    /** Notes and help are printed above the line being typed, once there is a line reader. */
    void attach(LineReader lineReader) {
        this.reader = lineReader;
    }

    @Override
    public synchronized void typewriter(String text) {
        terminal.writer().write(text);
        atLineStart = text.endsWith("\n");
        if (text.indexOf('\n') >= 0) {
            terminal.flush();
        }
    }

    @Override
    public void operatorLine(String typed) {
        // the line reader has shown it as it was typed
    }

    @Override
    public synchronized void note(String text) {
        AttributedStringBuilder b = new AttributedStringBuilder();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (i > 0) {
                b.append('\n');
            }
            b.styled(NOTE, tool.get("console.note", lines[i]));
        }
        above(b.toAttributedString());
    }

    @Override
    public synchronized void show(String text) {
        above(new AttributedString(text));
    }

    private void above(AttributedString text) {
        if (reader != null && reader.isReading()) {
            reader.printAbove(text);
        } else {
            terminal.writer().println(text.toAnsi(terminal));
            terminal.flush();
        }
    }

    @Override
    public synchronized void status(String text) {
        if (status == null) {
            return;
        }
        statusLine = new AttributedString(" " + text, BAR);
        redraw();
    }

    @Override
    public synchronized void frame(String title, List<String> lines) {
        if (status == null) {
            if (!atLineStart) {
                // a frame printed in the paper's stead begins on a line of its own
                terminal.writer().println();
                atLineStart = true;
            }
            terminal.writer().println(tool.get("console.screen.block", title));
            for (String line : lines) {
                terminal.writer().println(line);
            }
            terminal.writer().println(tool.get("console.screen.end"));
            terminal.flush();
            return;
        }
        frameTitle = title;
        frameLines = List.copyOf(lines);
        layOut();
        redraw();
    }

    /** The screen region for the last frame, at the terminal's size now. */
    private void layOut() {
        List<String> lines = frameLines;
        int room = Math.max(1, terminal.getSize().getRows() - PAPER_ROWS - 2);
        // the region only grows, so that frames of different heights do not make the paper jump
        screenRows = Math.min(room, Math.max(screenRows, lines.size()));
        List<AttributedString> region = new ArrayList<>(screenRows + 1);
        String head = tool.get("console.screen.block", frameTitle);
        // one column short of the width: a line that fills the last column makes some terminals wrap
        region.add(new AttributedString(head + tool.get("console.screen.rule").repeat(
                Math.max(0, terminal.getWidth() - 1 - head.length())), AttributedStyle.DEFAULT.bold()));
        for (int i = 0; i < screenRows; i++) {
            region.add(new AttributedString(i < lines.size() ? lines.get(i) : ""));
        }
        screen = region;
    }

    private void redraw() {
        List<AttributedString> lines = new ArrayList<>(screen);
        if (statusLine != null) {
            lines.add(statusLine);
        }
        if (drawnLines > 0 && lines.size() != drawnLines) {
            // JLine's status area redraws only what changed, line by line from its top; when the area
            // grows its top moves, so it is cleared first and drawn whole
            status.update(Collections.emptyList());
        }
        status.update(lines);
        drawnLines = lines.size();
        terminal.flush();
    }

    @Override
    public synchronized void flush() {
        terminal.flush();
    }

    @Override
    public synchronized void close() {
        if (status != null) {
            terminal.handle(Terminal.Signal.WINCH, beforeResize);
            status.update(Collections.emptyList());
        }
        terminal.flush();
    }
}
