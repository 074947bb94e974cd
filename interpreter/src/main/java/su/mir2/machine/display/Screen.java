package su.mir2.machine.display;

import java.util.ArrayList;
import java.util.List;
import su.mir2.machine.typewriter.Printer;

/**
 * The MIR-2's screen as «ВЫВОД» sees it: a character device on which the program draws frames, one
 * after another, instead of printing lines on paper.
 *
 * <p>The program cannot clear the screen or move a cursor; it only prints text, blanks and line
 * breaks. So a frame ends where a paper program would leave an empty line: a line break on an empty
 * line (two line breaks in a row) finishes the frame being drawn, and what follows is drawn on a clear
 * screen. The book's evolution program separates the structure of one tact from the next exactly so
 * («СТРОКА»2). Empty lines before a frame's first text are not drawn; a line of blanks is not empty.
 * A frame longer than the screen scrolls up within it, and a line longer than a row goes on in the next
 * row. The reasons and the alternatives considered are in docs/fidelity.md, "Display".
 */
public final class Screen implements Printer {
    /** The sources give no resolution for the MIR-2's display; this is the emulator's choice. */
    public static final int ROWS = 24;
    public static final int COLUMNS = 64;

    private final int rows;
    private final int columns;
    /** The frame being drawn, one builder per row; empty while nothing has been drawn. */
    private final List<StringBuilder> drawing = new ArrayList<>();
    private Frame lastComplete = Frame.BLANK;
    private int completed;
    private FrameListener listener = frame -> { };

    public Screen() {
        this(ROWS, COLUMNS);
    }

    public Screen(int rows, int columns) {
        if (rows < 1 || columns < 1) {
            throw new IllegalArgumentException("screen of " + rows + "×" + columns);
        }
        this.rows = rows;
        this.columns = columns;
    }

    public int rows() {
        return rows;
    }

    public int columns() {
        return columns;
    }

    /** Who is told when a frame is complete (the console, to draw it). */
    public synchronized void onFrame(FrameListener l) {
        this.listener = l == null ? frame -> { } : l;
    }

    @Override
    public void print(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n') {
                newLine();
            } else {
                put(c);
            }
        }
    }

    @Override
    public void newLine() {
        Frame done = null;
        FrameListener l;
        synchronized (this) {
            l = listener;
            StringBuilder line = currentRow();
            if (line == null) {
                return;
            }
            if (line.length() == 0) {
                done = complete();
            } else {
                startRow();
            }
        }
        if (done != null) {
            l.frameComplete(done);
        }
    }

    @Override
    public synchronized int column() {
        StringBuilder line = currentRow();
        return line == null ? 0 : line.length();
    }

    /**
     * What the screen shows now: the frame being drawn as it stands, or, when nothing has been drawn
     * since the last frame was finished, that frame.
     */
    public synchronized Frame current() {
        List<String> lines = lines();
        return lines.isEmpty() ? lastComplete : new Frame(completed + 1, lines, false);
    }

    /** The last frame the program finished, or {@link Frame#BLANK}. */
    public synchronized Frame lastComplete() {
        return lastComplete;
    }

    private synchronized void put(char c) {
        StringBuilder line = currentRow();
        if (line == null || line.length() == columns) {
            line = startRow();
        }
        line.append(c);
        // the screen scrolls only when the row below its last one gets a character, so that a frame
        // that fills the screen exactly and then ends with a line break keeps its first row
        if (drawing.size() > rows) {
            drawing.remove(0);
        }
    }

    private StringBuilder currentRow() {
        return drawing.isEmpty() ? null : drawing.get(drawing.size() - 1);
    }

    private StringBuilder startRow() {
        StringBuilder row = new StringBuilder(columns);
        drawing.add(row);
        return row;
    }

    private Frame complete() {
        completed++;
        lastComplete = new Frame(completed, lines(), true);
        drawing.clear();
        return lastComplete;
    }

    /** The rows drawn so far, without trailing blanks and without empty rows at the end. */
    private List<String> lines() {
        List<String> out = new ArrayList<>(drawing.size());
        for (StringBuilder row : drawing) {
            out.add(row.toString().stripTrailing());
        }
        while (!out.isEmpty() && out.get(out.size() - 1).isEmpty()) {
            out.remove(out.size() - 1);
        }
        return out;
    }
}
