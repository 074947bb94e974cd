package su.mir2.console.host;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** Standard input, whose failures to read are thrown as an {@link InputFailure}. */
final class WatchedInput extends FilterInputStream {
    WatchedInput(InputStream in) {
        super(in);
    }

    @Override
    public int read() {
        try {
            return in.read();
        } catch (IOException e) {
            throw new InputFailure(e);
        }
    }

    @Override
    public int read(byte[] b, int off, int len) {
        try {
            return in.read(b, off, len);
        } catch (IOException e) {
            throw new InputFailure(e);
        }
    }

    @Override
    public int available() {
        try {
            return in.available();
        } catch (IOException e) {
            throw new InputFailure(e);
        }
    }
}
