package su.mir2.console.host;

import java.io.IOException;
import java.io.Writer;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The files options write (--paper, --trace, --dump) while they are open, so that an exit by a signal
 * (Ctrl-C, a kill), which skips their closing, still writes out what their buffers hold. The running
 * program goes on writing until the process halts: what it writes after that is dropped, so that a
 * file ends where the exit found it (a trace with its last line whole), not where a buffer ran full.
 */
public final class FilesAtExit {
    private static final Set<Held> OPEN = ConcurrentHashMap.newKeySet();

    private FilesAtExit() {
    }

    /** {@code out}, held until it is closed. A write of one string reaches the file whole or not at all. */
    static Writer held(Writer out) {
        Held held = new Held(out);
        OPEN.add(held);
        return held;
    }

    /** Every open file's buffer written out, and nothing more written to it. */
    public static void end() {
        for (Held held : OPEN) {
            held.end();
        }
    }

    private static final class Held extends Writer {
        private final Writer out;
        /** Guarded by {@link #lock}. */
        private boolean ended;

        Held(Writer out) {
            this.out = out;
        }

        @Override
        public void write(char[] chars, int off, int len) throws IOException {
            synchronized (lock) {
                if (!ended) {
                    out.write(chars, off, len);
                }
            }
        }

        @Override
        public void write(String text, int off, int len) throws IOException {
            synchronized (lock) {
                if (!ended) {
                    out.write(text, off, len);
                }
            }
        }

        @Override
        public void flush() throws IOException {
            synchronized (lock) {
                if (!ended) {
                    out.flush();
                }
            }
        }

        @Override
        public void close() throws IOException {
            OPEN.remove(this);
            synchronized (lock) {
                if (!ended) {
                    ended = true;
                    out.close();
                }
            }
        }

        void end() {
            synchronized (lock) {
                if (ended) {
                    return;
                }
                ended = true;
                try {
                    out.flush();
                } catch (IOException | OutputFailure e) {
                    // a full disk: what could be written is there, and the exit is no place to say more
                }
            }
        }
    }
}
